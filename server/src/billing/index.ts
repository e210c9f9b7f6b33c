export { assertApiPlan, hasApi } from './api-plan.ts';
/** The billing domain's public face: other domains import it from here, never from its files (biome.json). */
export { changeCredits } from './change-credits.ts';
export { endSubscriptionNow } from './end-subscription-now.ts';
export { grantInitialCredits, needsPayment } from './grant-initial-credits.ts';
export { effectiveTier, fitsLimit, isUnlimited, planLimitError, UPGRADE_URL } from './plan-limits.ts';
export { readSendState } from './read-send-state.ts';
export { recordBatchSpend } from './record-batch-spend.ts';
export { recordSpend } from './record-spend.ts';
export { refundBatch } from './refund-batch.ts';
export type { TChannel } from './send-charge.ts';
export { chargedSegmentsOf, segmentsMetadata, smsSegmentsOf, smsUsedThisMonth, usageMonth } from './send-charge.ts';
export {
  effectiveFeaturesSql,
  includesApiSql,
  planIncludesApiSql,
  planLapsedSql,
  suspendedSql,
} from './standing-sql.ts';
export { startCheckout } from './start-checkout.ts';
