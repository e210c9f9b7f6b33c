import type { TActionGains } from '@regulars/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { customerRewards, loyaltyPrograms, transactions } from '../db/schema/index.ts';
import { stampsGivenSql } from './stamps-given-sql.ts';

/** An action that gave nothing (a visit held back by a limit). */
export const NO_GAINS: TActionGains = { points: 0, stamps: 0, rewardsEarned: [], redeemed: null };

/**
 * What each of a customer's counter actions gave them, read from the action's ledger rows (issue 52): net points,
 * stamps (a row completing a card gave its stamps, though it resets the card), the rewards it issued and the one a redemption
 * used. Numbers and names, so the portal says them in the customer's language whenever the action happened.
 */
export async function actionGains({
  db,
  businessId,
  customerId,
  actionIds,
}: {
  db: TExecutor;
  businessId: string;
  customerId: string;
  actionIds: readonly string[];
}): Promise<Map<string, TActionGains>> {
  const gains = new Map<string, TActionGains>(actionIds.map((id) => [id, NO_GAINS]));
  if (actionIds.length === 0) return gains;
  const t = transactions;
  const rows = await db
    .select({
      actionId: t.actionId,
      points: sql<number>`coalesce(sum(${t.points}), 0)::int`,
      stamps: sql<number>`coalesce(sum(case when ${loyaltyPrograms.type} = 'stamp_card' and ${t.type} = 'earn' then
        ${sql.raw(stampsGivenSql('transactions', 'loyalty_programs'))} else 0 end), 0)::int`,
      earned: sql<string[]>`coalesce(json_agg(${customerRewards.rewardName} order by ${t.seq})
        filter (where ${t.type} = 'earn' and ${customerRewards.id} is not null), '[]'::json)`,
      redeemed: sql<string | null>`max(${customerRewards.rewardName}) filter (where ${t.type} = 'redeem')`,
    })
    .from(t)
    .leftJoin(loyaltyPrograms, and(eq(loyaltyPrograms.businessId, t.businessId), eq(loyaltyPrograms.id, t.programId)))
    .leftJoin(customerRewards, and(eq(customerRewards.businessId, t.businessId), eq(customerRewards.id, t.rewardId)))
    .where(and(eq(t.businessId, businessId), eq(t.customerId, customerId), inArray(t.actionId, [...actionIds])))
    .groupBy(t.actionId);
  for (const row of rows) {
    if (!row.actionId) continue;
    gains.set(row.actionId, {
      points: Number(row.points),
      stamps: Number(row.stamps),
      rewardsEarned: row.earned,
      redeemed: row.redeemed,
    });
  }
  return gains;
}
