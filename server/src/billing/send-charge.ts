import { isUnlimited, planLimitError } from './plan-limits.ts';

export type TChannel = 'sms' | 'email';

/** How one send is paid for: the plan's monthly SMS allowance, credits, or nothing (a free email). */
export type TSendCharge = { source: 'allowance' | 'credits' | 'free'; credits: number };

export type TSendState = { usageSmsMonthly: number; creditsRemaining: number };

/**
 * The rule for one send. SMS: free while this month's count is under the plan's max_sms_monthly
 * (-1 unlimited), then credit_cost_sms credits each. Email: credit_cost_email credits each (0 = free).
 * Beyond both the allowance and the credits the send is refused with PLAN_LIMIT and the upgrade link.
 */
export function chargeFor(
  channel: TChannel,
  tier: { maxSmsMonthly: number; creditCostSms: number; creditCostEmail: number },
  state: TSendState,
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
