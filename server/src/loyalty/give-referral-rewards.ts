import { line, type TChangeLine } from '@regulars/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { lockCustomer } from '../customers/index.ts';
import type { TExecutor } from '../db/client.ts';
import { customers } from '../db/schema/index.ts';
import type { TQueue } from '../jobs/queue.ts';
import { AppError } from '../platform/errors.ts';
import { claimReferral, countReferralRewards } from '../referrals/index.ts';
import { queuePassUpdate } from '../wallet/index.ts';
import { grantReferralReward, type TReferralGift } from './grant-referral-reward.ts';
import { LOYALTY_JOBS } from './jobs.ts';

/**
 * A side's ledger key: once per side and qualifying action (an undo takes the referral back, and the friend's next
 * qualifying action rewards it again under its own keys).
 */
export const referralLedgerKey = (referralId: string, actionId: string, side: 'friend' | 'referrer' | '%') =>
  `referral:${referralId}:${actionId}:${side}`;

/** What each side of a referral was given, when the friend's action qualified it. */
export type TReferralOutcome = { friend: TReferralGift | null; referrer: TReferralGift | null };

/** What a side got in words a sentence can hold: '100 points' of the ledger's '+100 points', or the reward's name. */
const rewardWords = (line: string) => line.replace(/^\+/, '');

/** The counter's lines for a qualified referral: 'Referral reward: +100 points', and what the referrer got. */
export function referralLines({ friend, referrer }: TReferralOutcome): TChangeLine[] {
  const lines: TChangeLine[] = [];
  if (friend) lines.push(friend.line);
  if (referrer) lines.push(line('changes.referrerGets', { gift: referrer.gift }));
  return lines;
}

/**
 * The friend's qualifying action rewards both sides, in the action's transaction (the friend is locked already; the
 * referrer is locked here: a referrer is always an older customer than their friend, so locks are always taken
 * newest first and two such actions cannot wait on each other). Each side's reward is written once under its own
 * ledger key, and each side rewarded gets its message (its own trigger, queued in the transaction); a side whose
 * customer was deleted, or whose program was deleted (or whose card has no room), gets nothing. Null when another action took the
 * referral first.
 */
export async function giveReferralRewards({
  tx,
  queue,
  businessId,
  friendCustomerId,
  referralId,
  actionId,
  now,
}: {
  tx: TExecutor;
  queue: TQueue;
  businessId: string;
  friendCustomerId: string;
  referralId: string;
  actionId: string;
  now: Date;
}): Promise<TReferralOutcome | null> {
  const claim = await claimReferral({ tx, businessId, referralId, actionId, now });
  if (!claim) return null;
  const friend = await grantReferralReward({
    tx,
    businessId,
    customerId: friendCustomerId,
    reward: claim.friendReward,
    key: referralLedgerKey(referralId, actionId, 'friend'),
    now,
  });
  let referrer: TReferralGift | null = null;
  try {
    await lockCustomer({ tx, businessId, customerId: claim.referrerCustomerId });
    referrer = await grantReferralReward({
      tx,
      businessId,
      customerId: claim.referrerCustomerId,
      reward: claim.referrerReward,
      key: referralLedgerKey(referralId, actionId, 'referrer'),
      now,
    });
    if (referrer) await queuePassUpdate({ tx, queue, businessId, customerId: claim.referrerCustomerId });
  } catch (err) {
    if (!(err instanceof AppError && err.code === 'NOT_FOUND')) throw err;
  }
  const given = [friend, referrer].filter(Boolean).length;
  await countReferralRewards({ tx, businessId, referralId, given });
  await queueReferralMessages({
    tx,
    queue,
    businessId,
    referralId,
    friend: { id: friendCustomerId, reward: friend?.words ?? null },
    referrer: { id: claim.referrerCustomerId, reward: referrer?.words ?? null },
  });
  return { friend, referrer };
}

/**
 * Each rewarded side's message: the friend's says who invited them, the inviter's who joined, and both what they got
 * ('100 points', 'Free coffee'). Keyed by the referral, so each goes once.
 */
async function queueReferralMessages({
  tx,
  queue,
  businessId,
  referralId,
  friend,
  referrer,
}: {
  tx: TExecutor;
  queue: TQueue;
  businessId: string;
  referralId: string;
  friend: { id: string; reward: string | null };
  referrer: { id: string; reward: string | null };
}): Promise<void> {
  if (!friend.reward && !referrer.reward) return;
  const rows = await tx
    .select({ id: customers.id, firstName: customers.firstName })
    .from(customers)
    .where(and(eq(customers.businessId, businessId), inArray(customers.id, [friend.id, referrer.id])));
  const nameOf = (id: string) => rows.find((row) => row.id === id)?.firstName?.trim() || 'a friend';
  const sides = [
    friend.reward && {
      customerId: friend.id,
      trigger: 'referral_friend' as const,
      eventKey: `referral:${referralId}:friend`,
      values: { reward: rewardWords(friend.reward), referrerName: nameOf(referrer.id) },
    },
    referrer.reward && {
      customerId: referrer.id,
      trigger: 'referral_referrer' as const,
      eventKey: `referral:${referralId}:referrer`,
      values: { reward: rewardWords(referrer.reward), friendName: nameOf(friend.id) },
    },
  ];
  for (const side of sides) {
    if (side) await queue.send(LOYALTY_JOBS.sendLoyaltyMessage, { businessId, ...side }, { tx });
  }
}
