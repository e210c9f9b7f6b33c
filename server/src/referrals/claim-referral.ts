import type { TReferralRewardInput } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { referralPrograms, referrals } from '../db/schema/index.ts';

export type TReferralClaim = {
  referralId: string;
  referrerCustomerId: string;
  friendReward: TReferralRewardInput;
  referrerReward: TReferralRewardInput;
};

/**
 * The friend's qualifying action takes their pending referral, in its own transaction: only one action ever does
 * (the update applies while the referral is still pending, and a second action waits for the first to commit, then
 * finds it taken). Answers the rewards to give, as set now, or null when another action took it first.
 */
export async function claimReferral({
  tx,
  businessId,
  referralId,
  actionId,
  now,
}: {
  tx: TExecutor;
  businessId: string;
  referralId: string;
  actionId: string;
  now: Date;
}): Promise<TReferralClaim | null> {
  const [claimed] = await tx
    .update(referrals)
    .set({ status: 'rewarded', qualifyingActionId: actionId, rewardedAt: now })
    .where(and(eq(referrals.businessId, businessId), eq(referrals.id, referralId), eq(referrals.status, 'pending')))
    .returning({ referrerCustomerId: referrals.referrerCustomerId });
  if (!claimed) return null;
  const [settings] = await tx
    .select({ friendReward: referralPrograms.friendReward, referrerReward: referralPrograms.referrerReward })
    .from(referralPrograms)
    .where(eq(referralPrograms.businessId, businessId));
  if (!settings) return null;
  return { referralId, referrerCustomerId: claimed.referrerCustomerId, ...settings };
}

/** How many of the two rewards were given (a side whose program is gone gets none). */
export async function countReferralRewards({
  tx,
  businessId,
  referralId,
  given,
}: {
  tx: TExecutor;
  businessId: string;
  referralId: string;
  given: number;
}): Promise<void> {
  await tx
    .update(referrals)
    .set({ rewardsGiven: given })
    .where(and(eq(referrals.businessId, businessId), eq(referrals.id, referralId)));
}

/**
 * Undoing the action that qualified a referral gives it back: pending again (the friend's next qualifying action
 * rewards it, if still within its window). Answers the referral, or null when the action qualified none.
 */
export async function releaseReferral({
  tx,
  businessId,
  actionId,
}: {
  tx: TExecutor;
  businessId: string;
  actionId: string;
}): Promise<{ referralId: string; referrerCustomerId: string } | null> {
  const [released] = await tx
    .update(referrals)
    .set({ status: 'pending', qualifyingActionId: null, rewardedAt: null, rewardsGiven: 0 })
    .where(
      and(
        eq(referrals.businessId, businessId),
        eq(referrals.qualifyingActionId, actionId),
        eq(referrals.status, 'rewarded'),
      ),
    )
    .returning({ referralId: referrals.id, referrerCustomerId: referrals.referrerCustomerId });
  return released ?? null;
}
