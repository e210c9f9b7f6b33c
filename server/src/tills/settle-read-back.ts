import { TILL_MESSAGES, tillMessages } from '@regulars/contracts';
import { businessPhoneRegion } from '../db/business-phone-region.ts';
import type { TDb } from '../db/client.ts';
import { NO_BATCH, type TJobBatch, type TQueue } from '../jobs/queue.ts';
import { ShopifyApiError } from '../providers/shopify/index.ts';
import { SquareApiError } from '../providers/square/index.ts';
import { recordTillError, type TTillConnectionRow } from './connection-row.ts';
import { hasTills } from './plan-gate.ts';
import { settleTillSale, type TTillSaleFacts } from './settle-till-sale.ts';
import { TillAccessError } from './square-access.ts';

/**
 * An event's sale read back from the till (`read`: null when the till has no such sale) and settled. What goes wrong
 * is said on the connection's state screen: an access that cannot be used or that the till refuses stops there (the
 * business reconnects); a sale the till will not give is recorded and retried; the till being down throws, and the
 * queue tries again with back-off. A plan without till connections keeps the sale waiting and says so.
 */
export async function settleReadBack({
  db,
  queue,
  region,
  connection,
  batch = NO_BATCH,
  read,
}: {
  db: TDb;
  queue: TQueue;
  /** DEFAULT_PHONE_REGION: a sale's phone is read in the business's country, else this. */
  region: string;
  connection: TTillConnectionRow;
  /** The job batch's shared reads (the plan, the business's money, the till's locations). */
  batch?: TJobBatch;
  read: () => Promise<TTillSaleFacts | null>;
}): Promise<void> {
  const words = tillMessages(connection.provider);
  const { businessId } = connection;
  const canEarn = await batch.memo(`tills-plan:${businessId}`, () => hasTills({ db, businessId }));
  try {
    const facts = await read();
    if (facts) {
      const phoneRegion = await batch.memo(`phone-region:${businessId}`, () =>
        businessPhoneRegion({ db, businessId, fallback: region }),
      );
      await settleTillSale({ db, queue, connection, facts, region: phoneRegion, canEarn, batch });
    }
    if (!canEarn) await recordTillError({ db, row: connection, message: TILL_MESSAGES.planEnded });
  } catch (err) {
    if (err instanceof TillAccessError) return recordTillError({ db, row: connection, message: err.message });
    const tillError = err instanceof SquareApiError || err instanceof ShopifyApiError ? err : null;
    if (tillError?.kind === 'refused') return recordTillError({ db, row: connection, message: words.tokenRefused });
    if (tillError && tillError.kind !== 'unavailable') {
      await recordTillError({ db, row: connection, message: words.saleUnreadable });
    }
    throw err;
  }
}
