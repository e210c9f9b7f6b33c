import { sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { rawQuery } from '../db/raw-sql.ts';
import type { TStatusMove } from './tier-rules.ts';

/** A tier's reward a move up unlocked. */
export type TTierRewardDue = { tierId: string; tierName: string; rewardName: string; validDays: number };

/**
 * The rewards a move up unlocks: of each tier above the one left up to the one reached (a customer who skips Silver
 * on the way to Gold gets both), that this customer was never given, or was given by an earn since undone (void).
 * Lowest tier first.
 */
export async function tierRewardsDue({
  tx,
  businessId,
  customerId,
  move,
}: {
  tx: TExecutor;
  businessId: string;
  customerId: string;
  move: TStatusMove;
}): Promise<TTierRewardDue[]> {
  const rows = await rawQuery<{ id: string; name: string; reward_name: string; reward_valid_days: number }>(
    tx,
    sql`select t.id, t.name, t.reward_name, t.reward_valid_days
      from status_tiers t
      where t.business_id = ${businessId} and t.reward_name is not null
        and t.threshold > ${move.from?.threshold ?? 0} and t.threshold <= ${move.to.threshold}
        and not exists (select 1 from customer_rewards r where r.business_id = t.business_id
          and r.customer_id = ${customerId} and r.status_tier_id = t.id and r.status <> 'void')
      order by t.threshold`,
  );
  return rows.map((r) => ({
    tierId: r.id,
    tierName: r.name,
    rewardName: r.reward_name,
    validDays: Number(r.reward_valid_days),
  }));
}
