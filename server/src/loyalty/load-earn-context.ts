import { and, eq, gt, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TExecutor } from '../db/client.ts';
import { customerProgramProgress, customerRewards, transactions } from '../db/schema/index.ts';

const DAY = 24 * 60 * 60_000;

export type TProgressRow = typeof customerProgramProgress.$inferSelect;
export type TProgramActivity = {
  lastEarnAt: Date | null;
  pointsLast24h: number;
  earnsLast24h: number;
  openRewards: number;
  rewardsEver: number;
};

const noActivity: TProgramActivity = {
  lastEarnAt: null,
  pointsLast24h: 0,
  earnsLast24h: 0,
  openRewards: 0,
  rewardsEver: 0,
};

/**
 * One customer's progress in every program, and per program what the rules and fraud guards read: the last earn
 * and the earns of the past 24 hours (undone ones excluded), and the rewards waiting or ever given.
 */
export async function loadEarnContext({
  db,
  businessId,
  customerId,
  now,
}: {
  db: TExecutor;
  businessId: string;
  customerId: string;
  now: Date;
}) {
  const reversal = alias(transactions, 'reversal');
  // One query at a time: inside a transaction they share one connection.
  const progressRows = await db
    .select()
    .from(customerProgramProgress)
    .where(and(eq(customerProgramProgress.businessId, businessId), eq(customerProgramProgress.customerId, customerId)));
  const earnRows = await db
    .select({
      programId: transactions.programId,
      lastEarnAt: sql<Date>`max(${transactions.createdAt})`.mapWith((v) => new Date(v)),
      points: sql<number>`coalesce(sum(${transactions.points}), 0)`.mapWith(Number),
      earns: sql<number>`count(*)`.mapWith(Number),
    })
    .from(transactions)
    .leftJoin(reversal, eq(reversal.reversesId, transactions.id))
    .where(
      and(
        eq(transactions.businessId, businessId),
        eq(transactions.customerId, customerId),
        eq(transactions.type, 'earn'),
        gt(transactions.createdAt, new Date(now.getTime() - DAY)),
        sql`${reversal.id} is null`,
      ),
    )
    .groupBy(transactions.programId);
  const rewardRows = await db
    .select({
      programId: customerRewards.programId,
      open: sql<number>`count(*) filter (where ${customerRewards.status} = 'earned')`.mapWith(Number),
      ever: sql<number>`count(*)`.mapWith(Number),
    })
    .from(customerRewards)
    .where(
      and(
        eq(customerRewards.businessId, businessId),
        eq(customerRewards.customerId, customerId),
        ne(customerRewards.status, 'void'),
      ),
    )
    .groupBy(customerRewards.programId);
  const progress = new Map(progressRows.map((r) => [r.programId, r]));
  const activity = new Map<string, TProgramActivity>();
  const of = (programId: string) => activity.get(programId) ?? { ...noActivity };
  for (const r of earnRows) {
    if (!r.programId) continue;
    activity.set(r.programId, {
      ...of(r.programId),
      lastEarnAt: r.lastEarnAt,
      pointsLast24h: r.points,
      earnsLast24h: r.earns,
    });
  }
  for (const r of rewardRows) {
    if (!r.programId) continue;
    activity.set(r.programId, { ...of(r.programId), openRewards: r.open, rewardsEver: r.ever });
  }
  return { progress, activityOf: of };
}
