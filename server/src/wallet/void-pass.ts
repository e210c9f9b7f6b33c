import type { TExecutor } from '../db/client.ts';
import type { TQueue } from '../jobs/queue.ts';
import { changeLivePass, NEXT_UPDATED_AT } from './queue-pass-update.ts';

/**
 * The customer was deleted: inside that transaction their pass is marked voided and its devices told, so the card
 * in their wallet shows as no longer valid (and holds none of their data once fetched).
 */
export async function voidPass({
  tx,
  queue,
  businessId,
  customerId,
}: {
  tx: TExecutor;
  queue: TQueue | undefined;
  businessId: string;
  customerId: string;
}): Promise<void> {
  await changeLivePass({ tx, queue, businessId, customerId, set: { voidedAt: NEXT_UPDATED_AT } });
}
