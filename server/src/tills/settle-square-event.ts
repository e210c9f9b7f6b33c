import { TILL_MESSAGES } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { tillEvents } from '../db/schema/index.ts';
import type { TQueue } from '../jobs/queue.ts';
import type { TConfig } from '../platform/config.ts';
import type { TSecretBox } from '../platform/secret-box.ts';
import { SquareApiError } from '../providers/square/index.ts';
import { findTillConnection, recordTillError } from './connection-row.ts';
import { hasTills } from './plan-gate.ts';
import { markEventSettled } from './receive-square-webhook.ts';
import { settleTillSale } from './settle-till-sale.ts';
import { squareAccess, TillAccessError } from './square-access.ts';
import { squareSaleFacts } from './square-sale.ts';

export type TTillDeps = { db: TDb; queue: TQueue; secrets: TSecretBox; config: TConfig };

/**
 * The job behind a Square webhook event: the payment it is about is read back from Square and settled
 * (square-sale.ts, settle-till-sale.ts). Square being down throws, and the queue tries again with back-off; a connection whose access
 * Square refuses records why on its state screen and stops there (the business reconnects).
 */
export async function settleSquareEvent({
  db,
  queue,
  secrets,
  config,
  businessId,
  eventRowId,
}: TTillDeps & { businessId: string; eventRowId: string }): Promise<void> {
  const [event] = await db
    .select()
    .from(tillEvents)
    .where(and(eq(tillEvents.businessId, businessId), eq(tillEvents.id, eventRowId)));
  if (!event || event.processedAt) return;
  const connection = await findTillConnection({ db, businessId, provider: 'square' });
  const settled = () => markEventSettled({ db, businessId, id: event.id });
  if (!connection || !config.square) return settled();
  if (event.type === 'oauth.authorization.revoked') {
    await recordTillError({ db, row: connection, message: TILL_MESSAGES.tokenRefused });
    return settled();
  }
  if (!event.objectId) return settled();
  const canEarn = await hasTills({ db, businessId });
  try {
    const seller = await squareAccess({ db, secrets, square: config.square, row: connection });
    const payment = await seller.payment(event.objectId);
    await settleTillSale({
      db,
      queue,
      connection,
      facts: squareSaleFacts(seller, payment),
      region: config.defaultPhoneRegion,
      canEarn,
    });
    if (!canEarn) await recordTillError({ db, row: connection, message: TILL_MESSAGES.planEnded });
  } catch (err) {
    if (err instanceof TillAccessError) {
      await recordTillError({ db, row: connection, message: err.message });
      return settled();
    }
    if (err instanceof SquareApiError && err.kind === 'refused') {
      await recordTillError({ db, row: connection, message: TILL_MESSAGES.tokenRefused });
      return settled();
    }
    if (err instanceof SquareApiError && err.kind !== 'unavailable') {
      await recordTillError({ db, row: connection, message: TILL_MESSAGES.saleUnreadable });
    }
    throw err;
  }
  return settled();
}
