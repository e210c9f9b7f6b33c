/** The portal domain's public face: other domains import it from here, never from its files (biome.json). */

export { PORTAL_JOBS, portalJobSpecs } from './jobs.ts';
export { sendPinResetCode } from './send-pin-reset-code.ts';
export type { TPortalTillClaims } from './till-claims.ts';
