/** The loyalty domain's public face: other domains import it from here, never from its files (biome.json). */
export { actionGains, NO_GAINS } from './action-gains.ts';
export { actionLocation } from './action-location.ts';
export { discountStanding } from './earn-rules.ts';
export { expireDue } from './expire-due.ts';
export { getStanding } from './get-standing.ts';
export { issueNamedReward } from './issue-reward.ts';
export { LOYALTY_JOBS, loyaltyJobSpecs } from './jobs.ts';
export { joinPrograms } from './join-programs.ts';
export { listCustomerRewards } from './list-customer-rewards.ts';
export { listLedger } from './list-ledger.ts';
export { notifyExpiringPoints } from './notify-expiring-points.ts';
export type { TPurchasePart } from './plan-earn-action.ts';
export { recordEarnAction } from './record-earn-action.ts';
export { redeemPoints } from './redeem-points.ts';
export { redeemReward } from './redeem-reward.ts';
export { type TRefundTakeBack, takeBackForRefund } from './take-back-for-refund.ts';
export { stampsRequiredOf, toReward } from './to-reward.ts';
export { undoAction } from './undo-action.ts';
