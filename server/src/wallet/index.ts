/**
 * The wallet domain's public face: other domains import it from here, never from its files (biome.json). What it
 * exports imports nothing of the loyalty domain, which calls queuePassUpdate inside its transactions; building a
 * pass (routes.ts, reached only from app.ts) reads the loyalty domain's standing, and the jobs that need it (or
 * branding's logo address) are handed them by jobs/handlers.ts.
 */

export { patchGooglePass, type TStandingReader } from './google-patch-pass.ts';
export type { TLogoUrl } from './google-sync.ts';
export { WALLET_JOBS, walletJobSpecs } from './jobs.ts';
export { passTokens } from './pass-tokens.ts';
export { pushApplePass } from './push-apple-pass.ts';
export { queueBrandRepush } from './queue-brand-repush.ts';
export { queuePassUpdate } from './queue-pass-update.ts';
export { repushBrand } from './repush-brand.ts';
export { voidPass } from './void-pass.ts';
export { demoPassLinks, walletLinks, walletStatus, walletsOffered } from './wallet-links.ts';
