import { TILL_MESSAGES } from '@regulars/contracts';
import type { TDb } from '../db/client.ts';
import { NO_BATCH, type TJobBatch, type TQueue } from '../jobs/queue.ts';
import type { TConfig } from '../platform/config.ts';
import type { TSecretBox } from '../platform/secret-box.ts';
import { recordTillError } from './connection-row.ts';
import { settleReadBack } from './settle-read-back.ts';
import { squareAccess } from './square-access.ts';
import { squareSaleFacts } from './square-sale.ts';
import { openTillEvent } from './till-events.ts';

export type TTillDeps = { db: TDb; queue: TQueue; secrets: TSecretBox; config: TConfig };

/**
 * The job behind a Square webhook event: the payment it is about is read back from Square and settled
 * (square-sale.ts, settle-read-back.ts); Square revoking access is said on the card.
 */
export async function settleSquareEvent({
  db,
  queue,
  secrets,
  config,
  businessId,
  eventRowId,
  batch = NO_BATCH,
}: TTillDeps & { businessId: string; eventRowId: string; batch?: TJobBatch }): Promise<void> {
  const open = await openTillEvent({ db, businessId, eventRowId, provider: 'square' });
  if (!open) return;
  const { event, connection, settled } = open;
  if (!connection || !config.square) return settled();
  if (event.type === 'oauth.authorization.revoked') {
    await recordTillError({ db, row: connection, message: TILL_MESSAGES.tokenRefused });
    return settled();
  }
  if (!event.objectId) return settled();
  const { objectId } = event;
  const square = config.square;
  await settleReadBack({
    db,
    queue,
    region: config.defaultPhoneRegion,
    connection,
    batch,
    read: async () => {
      // The seller's access opened (and refreshed when due) once for the batch's sales, not once each.
      const seller = await batch.memo(`square-access:${connection.id}`, () =>
        squareAccess({ db, secrets, square, row: connection }),
      );
      return squareSaleFacts(seller, await seller.payment(objectId));
    },
  });
  return settled();
}
