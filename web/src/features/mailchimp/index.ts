/** The mailchimp feature's public face: pages and other features import it from here, never from its files (biome.json). */
export { MailchimpCard } from './mailchimp-card.tsx';
