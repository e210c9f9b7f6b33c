import type { TExecutor } from '../db/client.ts';
import { rawQuery } from '../db/raw-sql.ts';
import type { TStatusMove } from './tier-rules.ts';

/**
 * An earn moved its customer up (tier-rules.ts `moveOnEarn`): written in the earn's transaction, with the customer
 * locked. The tier before and the action are kept, so undoing that action puts the tier back.
 */
export async function recordStatusMove({
  tx,
  businessId,
  customerId,
  move,
  actionId,
  now,
}: {
  tx: TExecutor;
  businessId: string;
  customerId: string;
  move: TStatusMove;
  actionId: string;
  now: Date;
}): Promise<void> {
  await rawQuery(tx, {
    name: 'record_status_move',
    text: `insert into customer_statuses (business_id, customer_id, tier_id, previous_tier_id, reached_by_action_id,
        since, keeps_until)
      values ($1, $2, $3, $4, $5, $6, null)
      on conflict (business_id, customer_id) do update set tier_id = excluded.tier_id,
        previous_tier_id = customer_statuses.tier_id, reached_by_action_id = excluded.reached_by_action_id,
        since = excluded.since, keeps_until = null`,
    values: [businessId, customerId, move.to.id, move.from?.id ?? null, actionId, now.toISOString()],
  });
}
