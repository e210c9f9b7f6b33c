/** The campaigns domain's public face: other domains import it from here, never from its files (biome.json). */

export { campaignLift } from './campaign-lift.ts';
export { deliverCampaignTest } from './deliver-campaign-test.ts';
export type { TCampaignTestMessage } from './jobs.ts';
export { CAMPAIGN_JOBS, campaignJobSpecs } from './jobs.ts';
export { messageLinks } from './message-links.ts';
export { runCampaignSlice } from './run-campaign-slice.ts';
export { sendTestRecipientCode } from './send-test-recipient-code.ts';
