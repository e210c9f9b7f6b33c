import { effectiveTier, isUnlimited } from '../billing/plan-limits.ts';
import { readSendState } from '../billing/read-send-state.ts';
import type { TChannel } from '../billing/send-charge.ts';
import type { TExecutor } from '../db/client.ts';

/**
 * How many messages of `channel` the business can pay for right now: the month's SMS allowance left plus what its
 * credits buy (Infinity when nothing limits it). The check before a campaign starts; each batch is charged as it goes.
 */
export async function campaignCapacity({
  db,
  businessId,
  channel,
}: {
  db: TExecutor;
  businessId: string;
  channel: TChannel;
}): Promise<number> {
  const tier = await effectiveTier({ db, businessId });
  const state = await readSendState({ db, businessId, lock: false });
  const cost = channel === 'sms' ? tier.creditCostSms : tier.creditCostEmail;
  // Free sends (a cost of 0 credits) are not limited by the balance.
  if (cost <= 0) return Number.POSITIVE_INFINITY;
  const byCredits = Math.floor(state.creditsRemaining / cost);
  if (channel === 'email') return byCredits;
  if (isUnlimited(tier.maxSmsMonthly)) return Number.POSITIVE_INFINITY;
  return Math.max(0, tier.maxSmsMonthly - state.usageSmsMonthly) + byCredits;
}
