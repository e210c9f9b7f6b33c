/** The developers domain's public face: what other domains may use (an agency's release revokes a client's keys). */
export { revokeAllApiKeys } from './revoke-all-api-keys.ts';
