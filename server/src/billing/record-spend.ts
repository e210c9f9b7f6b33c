import { eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { businesses } from '../db/schema/index.ts';
import { changeCredits } from './change-credits.ts';
import { effectiveTier } from './plan-limits.ts';
import { readSendState } from './read-send-state.ts';
import { chargeFor, type TChannel, type TSendCharge, usageMonth } from './send-charge.ts';

/**
 * Records one real send (test sends are not recorded): counts an SMS's segments in usage_sms_monthly and takes the
 * credits it costs (chargeFor: the segments past the monthly allowance), with a ledger row. Run it inside the
 * transaction that records the send; the business row is locked so two sends cannot both take the last allowance or
 * credit.
 */
export async function recordSpend(opts: {
  tx: TExecutor;
  businessId: string;
  channel: TChannel;
  /** The SMS's segments (smsSegmentsOf its text as it goes out); 1 when absent. Ignored for email. */
  segments?: number;
  /** What the spend was for, e.g. 'SMS to +1 555 0100 (Welcome)'; lands in the ledger's reason. */
  description?: string;
}): Promise<TSendCharge & { balance: number }> {
  const { tx, businessId, channel } = opts;
  const segments = channel === 'sms' ? Math.max(1, opts.segments ?? 1) : 1;
  const state = await readSendState({ db: tx, businessId, lock: true });
  const charge = chargeFor(channel, await effectiveTier({ db: tx, businessId }), state, segments);
  if (channel === 'sms') {
    await tx
      .update(businesses)
      .set({ usageSmsMonthly: state.usageSmsMonthly + segments, usageSmsMonth: usageMonth() })
      .where(eq(businesses.id, businessId));
  }
  if (charge.credits === 0) return { ...charge, balance: state.creditsRemaining };
  const changed = await changeCredits({
    tx,
    businessId,
    delta: -charge.credits,
    kind: channel === 'sms' ? 'sms_spend' : 'email_spend',
    reason: opts.description ?? (channel === 'sms' ? 'SMS beyond the monthly allowance' : 'Email'),
  });
  return { ...charge, balance: changed?.balance ?? state.creditsRemaining - charge.credits };
}
