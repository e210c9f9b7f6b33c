import type { TReferralQualifyingAction } from '@regulars/contracts';
import { effectiveFeaturesSql } from '../billing/index.ts';

/** A friend's referral waiting for its qualifying action, with the rule it was made under. */
export type TPendingReferral = {
  id: string;
  qualifyingAction: TReferralQualifyingAction;
  minimumAmountMinor: number;
  qualifyBy: Date;
};

export type TRawPendingReferral = Omit<TPendingReferral, 'qualifyBy' | 'minimumAmountMinor'> & {
  qualifyBy: string;
  minimumAmountMinor: number | string;
};

/**
 * The customer's pending referral as a JSON column of the check-in's one context statement, or null: an index probe
 * on the partial index of pending referrals, which finds nothing for nearly every customer. Null as well while the
 * business's plan no longer includes refer-a-friend (a lapsed plan rewards nobody).
 */
export function pendingReferralSql({ business, customer }: { business: string; customer: string }): string {
  return `(select json_build_object('id', r.id, 'qualifyingAction', r.qualifying_action,
        'minimumAmountMinor', r.minimum_amount_minor, 'qualifyBy', r.qualify_by)
      from referrals r
      join businesses b on b.id = r.business_id
      left join subscription_tiers st on st.id = b.tier_id
      where r.business_id = ${business} and r.friend_customer_id = ${customer} and r.status = 'pending'
        and coalesce((${effectiveFeaturesSql('b', 'st')} ->> 'referrals')::boolean, false))`;
}

export function toPendingReferral(raw: TRawPendingReferral | null): TPendingReferral | null {
  if (!raw) return null;
  return { ...raw, minimumAmountMinor: Number(raw.minimumAmountMinor), qualifyBy: new Date(raw.qualifyBy) };
}

/**
 * Whether the friend's action qualifies their referral: in time, and a visit of any kind (a purchase is a visit
 * too) when a visit qualifies, or a purchase of at least the minimum when a purchase does.
 */
export function referralQualifies(
  pending: TPendingReferral | null,
  action: { kind: 'visit' | 'purchase'; amountMinor: number | null },
  now: Date,
): boolean {
  if (!pending || now > pending.qualifyBy) return false;
  if (pending.qualifyingAction === 'visit') return true;
  return action.kind === 'purchase' && (action.amountMinor ?? 0) >= pending.minimumAmountMinor;
}
