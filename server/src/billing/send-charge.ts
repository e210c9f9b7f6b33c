import { countSms, SMS_CHARGE_MESSAGES } from '@regulars/contracts';
import { isUnlimited, planLimitError } from './plan-limits.ts';

export type TChannel = 'sms' | 'email';

/**
 * How one send is paid for: the plan's monthly SMS allowance, credits (for an SMS, the segments the allowance did not
 * cover), or nothing (a free email).
 */
export type TSendCharge = { source: 'allowance' | 'credits' | 'free'; credits: number };

export type TSendState = { usageSmsMonthly: number; creditsRemaining: number };

/**
 * The segments an SMS is charged as: Twilio bills each one (160 GSM-7 characters alone, 153 per part; 70 UCS-2 alone,
 * 67 per part), counted on the text exactly as it goes out. Never less than one.
 */
export const smsSegmentsOf = (text: string) => Math.max(1, countSms(text).segments);

/**
 * The rule for one send. SMS, per segment: usage_sms_monthly counts segments, and a segment is free while this
 * month's count is under the plan's max_sms_monthly (-1 unlimited), then costs credit_cost_sms credits. A text that
 * only partly fits in what is left of the allowance takes what is left and pays the rest of its segments in credits.
 * Email: credit_cost_email credits each (0 = free). A send the allowance and the credits do not cover whole is
 * refused with PLAN_LIMIT and the upgrade link (never sent in part).
 */
export function chargeFor(
  channel: TChannel,
  tier: { maxSmsMonthly: number; creditCostSms: number; creditCostEmail: number },
  state: TSendState,
  segments = 1,
): TSendCharge {
  if (channel === 'sms') {
    if (isUnlimited(tier.maxSmsMonthly)) return { source: 'allowance', credits: 0 };
    const allowanceLeft = Math.max(0, Math.min(segments, tier.maxSmsMonthly - state.usageSmsMonthly));
    if (allowanceLeft === segments) return { source: 'allowance', credits: 0 };
    const creditsNeeded = (segments - allowanceLeft) * Math.max(tier.creditCostSms, 0);
    if (state.creditsRemaining >= creditsNeeded) return { source: 'credits', credits: creditsNeeded };
    throw planLimitError(
      segments === 1
        ? SMS_CHARGE_MESSAGES.allowanceUsed(tier.maxSmsMonthly)
        : SMS_CHARGE_MESSAGES.notCovered({
            segments,
            allowanceLeft,
            creditsNeeded,
            creditsRemaining: state.creditsRemaining,
          }),
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

/**
 * The segments a logged SMS was charged as, which a refund gives back: kept in its metadata as `smsSegments` when
 * more than one (absent: one, as for every SMS charged before per-segment charging).
 */
export function chargedSegmentsOf(metadata: Record<string, unknown>): number {
  const n = metadata.smsSegments;
  return typeof n === 'number' && Number.isInteger(n) && n > 1 ? n : 1;
}

/** What a log row's metadata keeps of an SMS's charge: its segments when more than one (see chargedSegmentsOf). */
export const segmentsMetadata = (segments: number): Record<string, number> =>
  segments > 1 ? { smsSegments: segments } : {};

/** The UTC month a send falls in, e.g. '2026-11'. */
export const usageMonth = (now = new Date()) => now.toISOString().slice(0, 7);

/** usage_sms_monthly counts the month in usage_sms_month; from another month it reads as 0 (the monthly reset). */
export const smsUsedThisMonth = (b: { usageSmsMonthly: number; usageSmsMonth: string | null }, now = new Date()) =>
  b.usageSmsMonth === usageMonth(now) ? b.usageSmsMonthly : 0;
