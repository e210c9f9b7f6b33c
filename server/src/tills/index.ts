/** The tills domain's public face (issue 50): other domains import it from here, never from its files (biome.json). */
export { backfillShopify } from './backfill-shopify.ts';
export { backfillSquare } from './backfill-square.ts';
export { claimTillSaleByReceipt, portalClaimsOpen } from './claim-by-receipt.ts';
export { TILL_JOBS, tillJobSpecs } from './jobs.ts';
export { refreshTillTokens } from './refresh-till-tokens.ts';
export { settleShopifyEvent } from './settle-shopify-event.ts';
export { settleSquareEvent } from './settle-square-event.ts';
