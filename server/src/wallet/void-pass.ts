import { and, eq, isNull } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { walletPasses } from '../db/schema/index.ts';
import type { TQueue } from '../jobs/queue.ts';
import { NEXT_UPDATED_AT, queuePush } from './queue-pass-update.ts';

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
  const [pass] = await tx
    .update(walletPasses)
    .set({ voidedAt: NEXT_UPDATED_AT, updatedAt: NEXT_UPDATED_AT })
    .where(
      and(
        eq(walletPasses.businessId, businessId),
        eq(walletPasses.customerId, customerId),
        isNull(walletPasses.voidedAt),
      ),
    )
    .returning({ serial: walletPasses.serial });
  if (pass && queue) await queuePush({ tx, queue, businessId, serial: pass.serial });
}
