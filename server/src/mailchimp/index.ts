/** The mailchimp domain's public face: other domains import it from here, never from its files (biome.json). */

export { MAILCHIMP_JOBS, mailchimpJobSpecs } from './jobs.ts';
export { queueMailchimpSyncs, syncMailchimpAudience } from './sync-audience.ts';
