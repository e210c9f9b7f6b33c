import type { TReferralCounts, TReferralProgram, TReferralReward, TReferralRewardInput } from '@regulars/contracts';
import { fromMinorUnits } from '@regulars/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { effectiveTier } from '../billing/index.ts';
import type { TExecutor } from '../db/client.ts';
import { rawQuery } from '../db/raw-sql.ts';
import { businesses, loyaltyPrograms, referralPrograms } from '../db/schema/index.ts';

/** The business's refer-a-friend set-up as stored, or undefined before the owner first saves one. */
export async function readReferralSettings({ db, businessId }: { db: TExecutor; businessId: string }) {
  const [row] = await db.select().from(referralPrograms).where(eq(referralPrograms.businessId, businessId));
  return row;
}

/** The set-up while refer-a-friend is on and in the business's plan; null otherwise. */
export async function activeReferralSettings({ db, businessId }: { db: TExecutor; businessId: string }) {
  // One query at a time: inside a transaction they share one connection.
  const settings = await readReferralSettings({ db, businessId });
  if (!settings?.enabled || !(await effectiveTier({ db, businessId })).features.referrals) return null;
  return settings;
}

/** A side's reward with its program's name, for the words ('100 points on Coffee Club', '2 stamps on Coffee card'). */
export async function describeRewards({
  db,
  businessId,
  rewards,
}: {
  db: TExecutor;
  businessId: string;
  rewards: TReferralRewardInput[];
}): Promise<TReferralReward[]> {
  const ids = rewards.flatMap((r) => (r.kind === 'reward' ? [] : [r.programId]));
  const names = new Map<string, string>();
  if (ids.length > 0) {
    const rows = await db
      .select({ id: loyaltyPrograms.id, name: loyaltyPrograms.name })
      .from(loyaltyPrograms)
      .where(and(eq(loyaltyPrograms.businessId, businessId), inArray(loyaltyPrograms.id, ids)));
    for (const row of rows) names.set(row.id, row.name);
  }
  return rewards.map((r) =>
    r.kind === 'reward'
      ? { kind: 'reward', name: r.name, validDays: r.validDays }
      : { ...r, programName: names.get(r.programId) ?? 'a deleted program' },
  );
}

/** Links opened, friends joined, rewarded and held, and rewards given: what the owner's card counts. */
async function countReferrals({ db, businessId }: { db: TExecutor; businessId: string }): Promise<TReferralCounts> {
  const [row] = await rawQuery<{ joined: number; rewarded: number; held: number; rewards_given: number }>(
    db,
    sql`select count(*)::int as joined,
          count(*) filter (where status = 'rewarded')::int as rewarded,
          count(*) filter (where status = 'held')::int as held,
          coalesce(sum(rewards_given), 0)::int as rewards_given
        from referrals where business_id = ${businessId}`,
  );
  const [opened] = await rawQuery<{ opens: number }>(
    db,
    sql`select coalesce(sum(opens), 0)::int as opens from referral_link_opens where business_id = ${businessId}`,
  );
  return {
    opened: Number(opened?.opens ?? 0),
    joined: Number(row?.joined ?? 0),
    rewarded: Number(row?.rewarded ?? 0),
    held: Number(row?.held ?? 0),
    rewardsGiven: Number(row?.rewards_given ?? 0),
  };
}

/** GET /api/referrals: the set-up (null until saved once), whether the plan includes it, and the counts. */
export async function readReferralProgram({
  db,
  businessId,
}: {
  db: TExecutor;
  businessId: string;
}): Promise<TReferralProgram> {
  const [settings, tier, counts, [business]] = await Promise.all([
    readReferralSettings({ db, businessId }),
    effectiveTier({ db, businessId }),
    countReferrals({ db, businessId }),
    db.select({ currency: businesses.currency }).from(businesses).where(eq(businesses.id, businessId)),
  ]);
  if (!settings) return { settings: null, included: tier.features.referrals, counts };
  const [friendReward, referrerReward] = await describeRewards({
    db,
    businessId,
    rewards: [settings.friendReward, settings.referrerReward],
  });
  return {
    settings: {
      enabled: settings.enabled,
      friendReward,
      referrerReward,
      qualifyingAction: settings.qualifyingAction,
      minimumAmount: fromMinorUnits(settings.minimumAmountMinor, business?.currency ?? 'USD'),
      withinDays: settings.withinDays,
      monthlyCap: settings.monthlyCap,
    },
    included: tier.features.referrals,
    counts,
  };
}
