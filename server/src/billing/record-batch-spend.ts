import { eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { businesses } from '../db/schema/index.ts';
import { changeCredits } from './change-credits.ts';
import { effectiveTier, isUnlimited } from './plan-limits.ts';
import { readSendState } from './read-send-state.ts';
import { type TChannel, usageMonth } from './send-charge.ts';

/**
 * recordSpend for a batch of `count` messages (a campaign's next batch), in the caller's transaction with the
 * business row locked: SMS first from the month's allowance, then each at credit_cost_sms; email at
 * credit_cost_email (free at 0). Pays for as many as the plan covers, in order, and says how many: `paid` (the
 * rest are not sent) and the credits each paid message cost (`creditsEach[i]`, 0 for the allowance). One ledger row.
 */
export async function recordBatchSpend({
  tx,
  businessId,
  channel,
  count,
  description,
  now = new Date(),
}: {
  tx: TExecutor;
  businessId: string;
  channel: TChannel;
  count: number;
  description: string;
  now?: Date;
}): Promise<{ paid: number; creditsEach: number[]; smsMonth: string | null }> {
  const state = await readSendState({ db: tx, businessId, lock: true });
  const tier = await effectiveTier({ db: tx, businessId });
  const cost = channel === 'sms' ? tier.creditCostSms : tier.creditCostEmail;
  const allowance =
    channel === 'email'
      ? 0
      : isUnlimited(tier.maxSmsMonthly)
        ? count
        : Math.max(0, Math.min(count, tier.maxSmsMonthly - state.usageSmsMonthly));
  const free = channel === 'email' && cost <= 0 ? count : allowance;
  const byCredits = cost <= 0 ? count - free : Math.min(count - free, Math.floor(state.creditsRemaining / cost));
  const paid = free + byCredits;
  if (channel === 'sms' && paid > 0) {
    await tx
      .update(businesses)
      .set({ usageSmsMonthly: state.usageSmsMonthly + paid, usageSmsMonth: usageMonth(now) })
      .where(eq(businesses.id, businessId));
  }
  if (byCredits > 0 && cost > 0) {
    await changeCredits({
      tx,
      businessId,
      delta: -byCredits * cost,
      kind: channel === 'sms' ? 'sms_spend' : 'email_spend',
      reason: description,
    });
  }
  const creditsEach = Array.from({ length: paid }, (_, i) => (i < free ? 0 : Math.max(cost, 0)));
  return { paid, creditsEach, smsMonth: channel === 'sms' ? usageMonth(now) : null };
}
