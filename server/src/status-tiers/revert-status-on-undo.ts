import type { TExecutor } from '../db/client.ts';
import { rawQuery } from '../db/raw-sql.ts';
import { readStatusContext } from './read-status-context.ts';
import { qualifiedTier, rankOf } from './tier-rules.ts';

/**
 * Undoing the earn that moved a customer up puts them back, recomputed: to the tier they held before, or higher if
 * what is left in their window still qualifies for more. Any other undo leaves the tier alone (a drop waits for the
 * nightly look and its grace), so one undo never makes a tier flap. Runs in the undo's transaction, after its ledger
 * rows are written, with the customer locked.
 */
export async function revertStatusOnUndo({
  tx,
  businessId,
  customerId,
  actionId,
  now,
}: {
  tx: TExecutor;
  businessId: string;
  customerId: string;
  actionId: string;
  now: Date;
}): Promise<void> {
  const status = await readStatusContext({ db: tx, businessId, customerId, now });
  if (!status || status.current?.reachedBy !== actionId) return;
  const qualified = qualifiedTier(status, status.measure, status.previousMeasure);
  const previous = status.current.previousTierId;
  const tierId =
    rankOf(status.tiers, qualified?.id) > rankOf(status.tiers, previous) ? (qualified?.id ?? null) : previous;
  await rawQuery(tx, {
    name: 'revert_status_on_undo',
    text: `update customer_statuses set tier_id = $3, previous_tier_id = null, reached_by_action_id = null,
        keeps_until = null
      where business_id = $1 and customer_id = $2`,
    values: [businessId, customerId, tierId],
  });
}
