/**
 * The wallet domain's public face: other domains import it from here, never from its files (biome.json). Wallet
 * imports no domain: loyalty, branding and customers call it inside their transactions, and what a pass reads of
 * them (loyalty's standing, branding's brand and logo address) is handed in as TPassReads by app.ts (the routes) and
 * compose/job-handlers.ts (the jobs).
 */

export { patchGooglePass } from './google-patch-pass.ts';
export { WALLET_JOBS, walletJobSpecs } from './jobs.ts';
export type { TPassReads } from './pass-reads.ts';
export { passTokens } from './pass-tokens.ts';
export { pushApplePass } from './push-apple-pass.ts';
export { queueBrandRepush } from './queue-brand-repush.ts';
export { queuePassUpdate } from './queue-pass-update.ts';
export { repushBrand } from './repush-brand.ts';
export { voidPass } from './void-pass.ts';
export { demoPassLinks, walletLinks, walletStatus, walletsOffered } from './wallet-links.ts';
