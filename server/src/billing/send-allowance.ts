import { eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { businesses } from '../db/schema/index.ts';
import { AppError, BUSINESS_NOT_FOUND } from '../platform/errors.ts';
import { changeCredits } from './change-credits.ts';
import { effectiveTier, isUnlimited, planLimitError } from './plan-limits.ts';

export type TChannel = 'sms' | 'email';

/** How one send is paid for: the plan's monthly SMS allowance, credits, or nothing (a free email). */
export type TSendCharge = { source: 'allowance' | 'credits' | 'free'; credits: number };

type TState = { usageSmsMonthly: number; creditsRemaining: number };

/**
 * The rule for one send. SMS: free while this month's count is under the plan's max_sms_monthly
 * (-1 unlimited), then credit_cost_sms credits each. Email: credit_cost_email credits each (0 = free).
 * Beyond both the allowance and the credits the send is refused with PLAN_LIMIT and the upgrade link.
 */
export function chargeFor(
  channel: TChannel,
  tier: { maxSmsMonthly: number; creditCostSms: number; creditCostEmail: number },
  state: TState,
): TSendCharge {
  if (channel === 'sms') {
    if (isUnlimited(tier.maxSmsMonthly) || state.usageSmsMonthly < tier.maxSmsMonthly) {
      return { source: 'allowance', credits: 0 };
    }
    if (state.creditsRemaining >= tier.creditCostSms) return { source: 'credits', credits: tier.creditCostSms };
    throw planLimitError(
      `You have used all ${tier.maxSmsMonthly} SMS included in your plan this month and have no credits left. Upgrade your plan or add credits to send more.`,
      { limit: tier.maxSmsMonthly, current: state.usageSmsMonthly },
    );
  }
  if (tier.creditCostEmail <= 0) return { source: 'free', credits: 0 };
  if (state.creditsRemaining >= tier.creditCostEmail) return { source: 'credits', credits: tier.creditCostEmail };
  throw planLimitError(
    `Sending an email costs ${tier.creditCostEmail} credits and you have ${state.creditsRemaining} left. Upgrade your plan or add credits to send more.`,
    { limit: tier.creditCostEmail, current: state.creditsRemaining },
  );
}

/** The UTC month a send falls in, e.g. '2026-11'. */
export const usageMonth = (now = new Date()) => now.toISOString().slice(0, 7);

/** usage_sms_monthly counts the month in usage_sms_month; from another month it reads as 0 (the monthly reset). */
export const smsUsedThisMonth = (b: { usageSmsMonthly: number; usageSmsMonth: string | null }, now = new Date()) =>
  b.usageSmsMonth === usageMonth(now) ? b.usageSmsMonthly : 0;

async function readState(db: TExecutor, businessId: string, lock: boolean): Promise<TState> {
  const query = db
    .select({
      usageSmsMonthly: businesses.usageSmsMonthly,
      usageSmsMonth: businesses.usageSmsMonth,
      creditsRemaining: businesses.creditsRemaining,
    })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND', BUSINESS_NOT_FOUND);
  return { usageSmsMonthly: smsUsedThisMonth(row), creditsRemaining: row.creditsRemaining };
}

/** Refuses (403 PLAN_LIMIT) a send that neither the monthly allowance nor the credits cover; changes nothing. */
export async function assertCanSend(opts: {
  db: TExecutor;
  businessId: string;
  channel: TChannel;
}): Promise<TSendCharge> {
  const tier = await effectiveTier({ db: opts.db, businessId: opts.businessId });
  return chargeFor(opts.channel, tier, await readState(opts.db, opts.businessId, false));
}

/**
 * Records one real send (test sends are not recorded): counts an SMS in usage_sms_monthly and takes the
 * credits it costs, with a ledger row. Run it inside the transaction that records the send; the business
 * row is locked so two sends cannot both take the last allowance or credit.
 */
export async function recordSpend(opts: {
  tx: TExecutor;
  businessId: string;
  channel: TChannel;
  /** What the spend was for, e.g. 'SMS to +1 555 0100 (Welcome)'; lands in the ledger's reason. */
  description?: string;
}): Promise<TSendCharge & { balance: number }> {
  const { tx, businessId, channel } = opts;
  const state = await readState(tx, businessId, true);
  const charge = chargeFor(channel, await effectiveTier({ db: tx, businessId }), state);
  if (channel === 'sms') {
    await tx
      .update(businesses)
      .set({ usageSmsMonthly: state.usageSmsMonthly + 1, usageSmsMonth: usageMonth() })
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
