import {
  REFERRAL_MESSAGES,
  stampsOverCardMessage,
  type TReferralProgram,
  type TReferralProgramInput,
  type TReferralRewardInput,
  toMinorUnits,
} from '@regulars/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { recordBusinessAudit, type TBusinessActor } from '../audit/index.ts';
import { effectiveTier, UPGRADE_URL } from '../billing/index.ts';
import type { TDb, TExecutor } from '../db/client.ts';
import { businesses, loyaltyPrograms, referralPrograms } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { readReferralProgram } from './read-referral-program.ts';

type TSide = 'friendReward' | 'referrerReward';

/**
 * Points must go to an active points program of the business, stamps to an active stamp card and no more than it
 * takes: the problem in the owner's words, or null.
 */
async function programProblem({
  db,
  businessId,
  reward,
}: {
  db: TExecutor;
  businessId: string;
  reward: TReferralRewardInput;
}): Promise<string | null> {
  if (reward.kind === 'reward') return null;
  const [program] = await db
    .select({
      type: loyaltyPrograms.type,
      status: loyaltyPrograms.status,
      // A stamp card's size, read from its config here: programs is a domain of this floor.
      stampsRequired: sql<number | null>`(${loyaltyPrograms.config} ->> 'stampsRequired')::int`,
    })
    .from(loyaltyPrograms)
    .where(and(eq(loyaltyPrograms.businessId, businessId), eq(loyaltyPrograms.id, reward.programId)));
  if (!program) return REFERRAL_MESSAGES.programNotFound;
  if (reward.kind === 'points' && program.type !== 'points') return REFERRAL_MESSAGES.programNotPoints;
  if (reward.kind === 'stamps' && program.type !== 'stamp_card') return REFERRAL_MESSAGES.programNotCard;
  if (program.status !== 'active') return REFERRAL_MESSAGES.programPaused;
  const cardSize = Number(program.stampsRequired);
  if (reward.kind === 'stamps' && reward.stamps > cardSize) return stampsOverCardMessage(cardSize);
  return null;
}

/**
 * PUT /api/referrals: the whole set-up at once. Turning it on needs the plan; turning it off (or saving it off) does
 * not, and keeps the set-up. Points and stamps must go to an active program of this business of their kind; both sides
 * are checked, and every problem comes back at once, nothing saved.
 */
export async function saveReferralProgram({
  db,
  businessId,
  actor,
  input,
}: {
  db: TDb;
  businessId: string;
  actor: TBusinessActor;
  input: TReferralProgramInput;
}): Promise<TReferralProgram> {
  await db.transaction(async (tx) => {
    const [business] = await tx
      .select({ currency: businesses.currency })
      .from(businesses)
      .where(eq(businesses.id, businessId))
      .for('no key update');
    if (input.enabled && !(await effectiveTier({ db: tx, businessId })).features.referrals) {
      throw new AppError('PLAN_LIMIT', REFERRAL_MESSAGES.notIncluded, { upgradeUrl: UPGRADE_URL });
    }
    const problems: Partial<Record<TSide, string[]>> = {};
    for (const side of ['friendReward', 'referrerReward'] as const) {
      const problem = await programProblem({ db: tx, businessId, reward: input[side] });
      if (problem) problems[side] = [problem];
    }
    const first = problems.friendReward?.[0] ?? problems.referrerReward?.[0];
    if (first) {
      const notFound = first === REFERRAL_MESSAGES.programNotFound;
      throw new AppError(notFound ? 'NOT_FOUND' : 'VALIDATION', first, problems);
    }
    const settings = {
      enabled: input.enabled,
      friendReward: input.friendReward,
      referrerReward: input.referrerReward,
      qualifyingAction: input.qualifyingAction,
      minimumAmountMinor: toMinorUnits(input.minimumAmount, business?.currency ?? 'USD'),
      withinDays: input.withinDays,
      monthlyCap: input.monthlyCap,
    };
    await tx
      .insert(referralPrograms)
      .values({ businessId, ...settings })
      .onConflictDoUpdate({ target: referralPrograms.businessId, set: { ...settings, updatedAt: new Date() } });
    await recordBusinessAudit({
      db: tx,
      entry: {
        businessId,
        actor,
        action: 'referrals.save',
        targetType: 'business',
        targetId: businessId,
        details: { ...settings },
      },
    });
  });
  return readReferralProgram({ db, businessId });
}
