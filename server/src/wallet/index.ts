/**
 * The wallet domain's public face: other domains import it from here, never from its files (biome.json). What it
 * exports imports nothing of the loyalty domain, which calls queuePassUpdate inside its transactions; building a
 * pass (routes.ts, reached only from app.ts) reads the loyalty domain's standing.
 */
export { WALLET_JOBS, walletJobSpecs } from './jobs.ts';
export { passTokens } from './pass-tokens.ts';
export { pushApplePass } from './push-apple-pass.ts';
export { queuePassUpdate } from './queue-pass-update.ts';
export { voidPass } from './void-pass.ts';
export { walletLink } from './wallet-link.ts';
