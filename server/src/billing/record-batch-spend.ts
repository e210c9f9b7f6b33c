import { eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { businesses } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { changeCredits } from './change-credits.ts';
import { effectiveTier } from './plan-limits.ts';
import { readSendState } from './read-send-state.ts';
import { chargeFor, type TChannel, usageMonth } from './send-charge.ts';

/**
 * recordSpend for a batch of messages (a campaign's next batch), in the caller's transaction with the business row
 * locked. Each message is charged in order by chargeFor, as one send would be: an SMS per segment (`segments[i]`),
 * first from the month's allowance, then at credit_cost_sms a segment (a text that only partly fits takes what is
 * left and pays the rest in credits); an email at credit_cost_email (free at 0). Pays for as many as the plan covers
 * and says how many: `paid` (the rest are not sent) and the credits each paid message cost (`creditsEach[i]`, 0 for
 * the allowance). usage_sms_monthly grows by the paid messages' segments. One ledger row.
 */
export async function recordBatchSpend({
  tx,
  businessId,
  channel,
  segments,
  description,
  now = new Date(),
}: {
  tx: TExecutor;
  businessId: string;
  channel: TChannel;
  /** Each message's SMS segments, in sending order (1 for each email). */
  segments: number[];
  description: string;
  now?: Date;
}): Promise<{ paid: number; creditsEach: number[]; smsMonth: string | null }> {
  const state = await readSendState({ db: tx, businessId, lock: true });
  const tier = await effectiveTier({ db: tx, businessId });
  const running = { ...state };
  const creditsEach: number[] = [];
  for (const size of segments) {
    const segmentsOfThis = channel === 'sms' ? Math.max(1, size) : 1;
    let credits: number;
    try {
      credits = chargeFor(channel, tier, running, segmentsOfThis).credits;
    } catch (err) {
      if (err instanceof AppError && err.code === 'PLAN_LIMIT') break;
      throw err;
    }
    creditsEach.push(credits);
    running.creditsRemaining -= credits;
    if (channel === 'sms') running.usageSmsMonthly += segmentsOfThis;
  }
  const paid = creditsEach.length;
  if (channel === 'sms' && paid > 0) {
    await tx
      .update(businesses)
      .set({ usageSmsMonthly: running.usageSmsMonthly, usageSmsMonth: usageMonth(now) })
      .where(eq(businesses.id, businessId));
  }
  const spent = state.creditsRemaining - running.creditsRemaining;
  if (spent > 0) {
    await changeCredits({
      tx,
      businessId,
      delta: -spent,
      kind: channel === 'sms' ? 'sms_spend' : 'email_spend',
      reason: description,
    });
  }
  return { paid, creditsEach, smsMonth: channel === 'sms' ? usageMonth(now) : null };
}
