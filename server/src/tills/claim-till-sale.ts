import { type TActionResult, TILL_MESSAGES, TILL_NAMES, tillCurrencyMismatch } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { businesses, tillSales } from '../db/schema/index.ts';
import type { TQueue } from '../jobs/queue.ts';
import { AppError } from '../platform/errors.ts';
import { isUuid } from '../platform/uuid-param.ts';
import { claimableSince } from './list-sales-to-claim.ts';
import { assertTillsPlan } from './plan-gate.ts';
import { earn } from './settle-till-sale.ts';

/**
 * Staff attach a waiting till sale to a customer at the counter: it earns for them then, once (the sale's earn key),
 * recorded by whoever claimed it. Two staff claiming one sale for different customers: the first wins, the second is
 * told (409); the same customer again is answered the first earn. A sale older than 7 days, or refunded at the till,
 * is not claimable.
 */
export async function claimTillSale({
  db,
  queue,
  businessId,
  saleId,
  customerId,
  actor,
  now = new Date(),
}: {
  db: TDb;
  queue: TQueue;
  businessId: string;
  saleId: string;
  customerId: string;
  actor: { staffUserId: string | null; counterStaffId: string | null };
  now?: Date;
}): Promise<TActionResult> {
  await assertTillsPlan({ db, businessId });
  const notFound = new AppError('NOT_FOUND', TILL_MESSAGES.saleNotFound);
  if (!isUuid(saleId)) throw notFound;
  const [sale] = await db
    .select()
    .from(tillSales)
    .where(and(eq(tillSales.businessId, businessId), eq(tillSales.id, saleId)));
  if (!sale) throw notFound;
  if (sale.actionId && sale.customerId !== customerId) throw new AppError('CONFLICT', TILL_MESSAGES.saleClaimed);
  if (sale.refundedMinor > 0) throw new AppError('CONFLICT', TILL_MESSAGES.saleRefunded);
  if (!sale.actionId && sale.occurredAt < claimableSince(now)) {
    throw new AppError('CONFLICT', TILL_MESSAGES.saleExpired);
  }
  const [money] = await db
    .select({ currency: businesses.currency })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (money && money.currency !== sale.currency) {
    throw new AppError('CONFLICT', tillCurrencyMismatch(sale.currency, money.currency, TILL_NAMES[sale.provider]));
  }
  try {
    return await earn({ db, queue, sale, customerId, actor });
  } catch (err) {
    // Claimed for another customer meanwhile: the sale's earn key holds one action, the first one.
    if (err instanceof AppError && err.code === 'CONFLICT') throw new AppError('CONFLICT', TILL_MESSAGES.saleClaimed);
    throw err;
  }
}
