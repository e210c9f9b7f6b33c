import type { TReferralRewardInput } from '@regulars/contracts';
import { line, type TChangeLine, type TLineValue } from '@regulars/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import {
  customerProgramProgress,
  customerRewards,
  customers,
  loyaltyPrograms,
  transactions,
} from '../db/schema/index.ts';
import { toProgram } from '../programs/index.ts';
import { bonusStamps } from './bonus-stamps.ts';
import { issueNamedReward } from './issue-reward.ts';
import { joinPrograms } from './join-programs.ts';

const DAY = 86_400_000;

/** customer_rewards.reward_type of a referral's named reward. */
const REFERRAL_REWARD_TYPE = 'referral';

type TGrant = { tx: TExecutor; businessId: string; customerId: string; key: string; now: Date };

/**
 * What a side was given: in English words for its message's {reward} ('+100 points', 'Free coffee'), as the counter's
 * line of its own ledger row ('Referral reward: +100 points'), and as what a sentence about it holds ('100 points').
 */
export type TReferralGift = { words: string; line: TChangeLine; gift: TLineValue };

/**
 * One side's reward, for a customer locked by the caller: points credited to a points program, stamps put on a
 * stamp card (the customer joins the program first when not in it yet), or a named reward valid for its days.
 * Written under `key` in the ledger, so it is given once. Answers what was given (TReferralGift), or null when
 * nothing was (the program deleted, or a card with no room).
 */
export async function grantReferralReward({
  reward,
  ...grant
}: TGrant & { reward: TReferralRewardInput }): Promise<TReferralGift | null> {
  if (reward.kind === 'reward') return grantNamedReward({ ...grant, reward });
  const [row] = await grant.tx
    .select()
    .from(loyaltyPrograms)
    .where(and(eq(loyaltyPrograms.businessId, grant.businessId), eq(loyaltyPrograms.id, reward.programId)));
  const program = row ? toProgram(row) : null;
  if (reward.kind === 'points' && program?.type === 'points') {
    return grantPoints({ ...grant, program, points: reward.points });
  }
  if (reward.kind === 'stamps' && program?.type === 'stamp_card') {
    return grantStamps({ ...grant, program, stamps: reward.stamps });
  }
  return null;
}

type TPointsProgram = Extract<ReturnType<typeof toProgram>, { type: 'points' }>;
type TStampCard = Extract<ReturnType<typeof toProgram>, { type: 'stamp_card' }>;

/** The customer's progress row in the program, joined first when they are not in it yet. */
async function progressIn({ tx, businessId, customerId, now }: TGrant, program: TPointsProgram | TStampCard) {
  const read = () =>
    tx
      .select()
      .from(customerProgramProgress)
      .where(
        and(
          eq(customerProgramProgress.businessId, businessId),
          eq(customerProgramProgress.customerId, customerId),
          eq(customerProgramProgress.programId, program.id),
        ),
      );
  const [progress] = await read();
  if (progress) return progress;
  await joinPrograms({ tx, businessId, customerId, programs: [program], now });
  const [joined] = await read();
  if (!joined) throw new Error('joinPrograms wrote no progress row');
  return joined;
}

async function grantNamedReward({
  tx,
  businessId,
  customerId,
  key,
  now,
  reward,
}: TGrant & { reward: Extract<TReferralRewardInput, { kind: 'reward' }> }): Promise<TReferralGift | null> {
  const [ledger] = await tx
    .insert(transactions)
    .values({
      businessId,
      customerId,
      type: 'earn',
      note: 'Referral reward',
      summary: [line('changes.referralReward', { reward: reward.name })],
      idempotencyKey: key,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: transactions.id });
  if (!ledger) return null;
  const issued = await issueNamedReward({
    tx,
    businessId,
    customerId,
    name: reward.name,
    description: 'Referral reward',
    type: REFERRAL_REWARD_TYPE,
    expiresAt: new Date(now.getTime() + reward.validDays * DAY),
    now,
  });
  await tx.update(transactions).set({ rewardId: issued.id }).where(eq(transactions.id, ledger.id));
  return { words: reward.name, line: line('changes.referralReward', { reward: reward.name }), gift: reward.name };
}

async function grantPoints({
  program,
  points,
  ...grant
}: TGrant & { program: TPointsProgram; points: number }): Promise<TReferralGift | null> {
  const { tx, businessId, customerId, key, now } = grant;
  const progress = await progressIn(grant, program);
  const expireDays = program.config.pointsExpireDays;
  const [ledger] = await tx
    .insert(transactions)
    .values({
      businessId,
      customerId,
      programId: program.id,
      type: 'earn',
      points,
      note: 'Referral reward',
      summary: [line('changes.referralPoints', { count: points })],
      idempotencyKey: key,
      pointsExpireAt: expireDays > 0 ? new Date(now.getTime() + expireDays * DAY) : null,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: transactions.id });
  if (!ledger) return null;
  await tx
    .update(customerProgramProgress)
    .set({
      pointsBalance: sql`${customerProgramProgress.pointsBalance} + ${points}`,
      totalEarned: sql`${customerProgramProgress.totalEarned} + ${points}`,
      lastActivityAt: now,
    })
    .where(and(eq(customerProgramProgress.businessId, businessId), eq(customerProgramProgress.id, progress.id)));
  await tx
    .update(customers)
    .set({
      totalPoints: sql`${customers.totalPoints} + ${points}`,
      lifetimePointsEarned: sql`${customers.lifetimePointsEarned} + ${points}`,
    })
    .where(and(eq(customers.businessId, businessId), eq(customers.id, customerId)));
  return {
    words: `+${points.toLocaleString('en-US')} points`,
    line: line('changes.referralPoints', { count: points }),
    gift: line('changes.gift.points', { count: points }),
  };
}

/** Stamps on the card by the bonus rule (bonus-stamps.ts); a card that fills issues its reward with them. */
async function grantStamps({
  program,
  stamps: wanted,
  ...grant
}: TGrant & { program: TStampCard; stamps: number }): Promise<TReferralGift | null> {
  const { tx, businessId, customerId, key, now } = grant;
  const progress = await progressIn(grant, program);
  const [open] = await tx
    .select({ id: customerRewards.id })
    .from(customerRewards)
    .where(
      and(
        eq(customerRewards.businessId, businessId),
        eq(customerRewards.customerId, customerId),
        eq(customerRewards.programId, program.id),
        eq(customerRewards.status, 'earned'),
        sql`(${customerRewards.expiresAt} is null or ${customerRewards.expiresAt} > ${now.toISOString()}::timestamptz)`,
      ),
    )
    .limit(1);
  const card = { ...progress, hasOpenReward: Boolean(open) };
  const bonus = bonusStamps(program.config, card, wanted, now);
  if (bonus.given === 0) return null;
  const rewardName = program.config.rewardDescription || `${program.name} reward`;
  const given = `+${bonus.given} stamp${bonus.given === 1 ? '' : 's'}`;
  const words = bonus.completes ? `${given} (card complete: ${rewardName})` : given;
  const count = bonus.given;
  const said = bonus.completes
    ? {
        line: line('changes.referralCardComplete', { count, reward: rewardName }),
        gift: line('changes.gift.cardComplete', { count, reward: rewardName }),
      }
    : { line: line('changes.referralStamps', { count }), gift: line('changes.gift.stamps', { count }) };
  const [ledger] = await tx
    .insert(transactions)
    .values({
      businessId,
      customerId,
      programId: program.id,
      type: 'earn',
      stamps: bonus.stamps,
      note: 'Referral reward',
      summary: [said.line],
      idempotencyKey: key,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: transactions.id });
  if (!ledger) return null;
  if (bonus.lapsedStamps > 0) {
    await tx.insert(transactions).values({
      businessId,
      customerId,
      programId: program.id,
      type: 'expire',
      stamps: -bonus.lapsedStamps,
      createdAt: now,
    });
  }
  if (bonus.completes) {
    const issued = await issueNamedReward({
      tx,
      businessId,
      customerId,
      programId: program.id,
      name: rewardName,
      description: null,
      type: 'stamp_card',
      expiresAt: null,
      now,
    });
    await tx.update(transactions).set({ rewardId: issued.id }).where(eq(transactions.id, ledger.id));
  }
  await tx
    .update(customerProgramProgress)
    .set({
      stampsCurrent: sql`${customerProgramProgress.stampsCurrent} + ${bonus.stamps - bonus.lapsedStamps}`,
      cardExpiresAt: bonus.cardExpiresAt,
      lastActivityAt: now,
    })
    .where(and(eq(customerProgramProgress.businessId, businessId), eq(customerProgramProgress.id, progress.id)));
  return { words, ...said };
}
