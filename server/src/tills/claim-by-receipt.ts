import { fromMinorUnits, TILL_MESSAGES, type TPortalTillClaimed, tillReceiptKeyOf } from '@regulars/contracts';
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { TDb, TExecutor } from '../db/client.ts';
import { businesses, tillConnections, tillReceiptKey, tillSales } from '../db/schema/index.ts';
import type { TQueue } from '../jobs/queue.ts';
import { actionGains, NO_GAINS } from '../loyalty/index.ts';
import { AppError } from '../platform/errors.ts';
import { claimTillSale } from './claim-till-sale.ts';
import { claimableSince } from './list-sales-to-claim.ts';
import { hasTills } from './plan-gate.ts';

/** More sales than this with one receipt number are not told apart anyway. */
const CANDIDATES = 5;

/** The number as typed, without spaces or a leading '#', case kept: what tells apart two sales of one number. */
const exactOf = (receipt: string | null) => (receipt ?? '').replace(/^\s*#|\s/g, '');

/**
 * Whether the business's customers may claim a till sale in the portal: the plan includes tills and the owner turned
 * it on for one of its connections at least.
 */
export async function portalClaimsOpen({ db, businessId }: { db: TExecutor; businessId: string }): Promise<boolean> {
  const [on] = await db
    .select({ id: tillConnections.id })
    .from(tillConnections)
    .where(and(eq(tillConnections.businessId, businessId), eq(tillConnections.portalClaims, true)))
    .limit(1);
  return Boolean(on) && (await hasTills({ db, businessId }));
}

/**
 * A customer claims their sale in the portal with the number on its receipt (matched without case, spaces or a
 * leading '#'): a sale of this business still waiting (no one the till knew, or this customer), of a connection whose
 * owner let customers claim (portalClaims), never refunded, in the business's currency. It earns for them through
 * the counter's own claim (claimTillSale), so the sale's earn key holds one earn, whoever claims first. Every sale
 * they cannot claim answers the same 404 (none with that number, another business's or customer's, claims off, the
 * plan without tills, refunded, claimed meanwhile), so the answer tells nothing of other people's sales; only a sale
 * past its 7 days says so. Two waiting sales of one number are told apart by its case (Square's are mixed case), else
 * the counter does it.
 */
export async function claimTillSaleByReceipt({
  db,
  queue,
  businessId,
  customerId,
  receiptNumber,
  now = new Date(),
}: {
  db: TDb;
  queue: TQueue;
  businessId: string;
  customerId: string;
  receiptNumber: string;
  now?: Date;
}): Promise<TPortalTillClaimed> {
  const notFound = new AppError('NOT_FOUND', TILL_MESSAGES.portalSaleNotFound);
  const expired = new AppError('CONFLICT', TILL_MESSAGES.saleExpired);
  if (!(await hasTills({ db, businessId }))) throw notFound;
  // The partial index on waiting sales by receipt number (till_sales_waiting_receipt_idx).
  const rows = await db
    .select({ sale: tillSales })
    .from(tillSales)
    .innerJoin(
      tillConnections,
      and(eq(tillConnections.businessId, tillSales.businessId), eq(tillConnections.provider, tillSales.provider)),
    )
    .innerJoin(businesses, eq(businesses.id, tillSales.businessId))
    .where(
      and(
        eq(tillSales.businessId, businessId),
        isNull(tillSales.actionId),
        sql`${tillReceiptKey(tillSales.receiptNumber)} = ${tillReceiptKeyOf(receiptNumber)}`,
        eq(tillConnections.portalClaims, true),
        eq(tillSales.refundedMinor, 0),
        eq(tillSales.currency, businesses.currency),
        or(isNull(tillSales.customerId), eq(tillSales.customerId, customerId)),
      ),
    )
    .orderBy(desc(tillSales.occurredAt))
    .limit(CANDIDATES);
  const since = claimableSince(now);
  const waiting = rows.map((r) => r.sale).filter((sale) => sale.occurredAt >= since);
  if (waiting.length === 0) throw rows.length > 0 ? expired : notFound;
  const exact = waiting.filter((sale) => exactOf(sale.receiptNumber) === exactOf(receiptNumber));
  const sale = waiting.length === 1 ? waiting[0] : exact.length === 1 ? exact[0] : null;
  if (!sale) throw new AppError('CONFLICT', TILL_MESSAGES.portalSaleAmbiguous);

  let result: Awaited<ReturnType<typeof claimTillSale>>;
  try {
    result = await claimTillSale({
      db,
      queue,
      businessId,
      saleId: sale.id,
      customerId,
      actor: { staffUserId: null, counterStaffId: null },
      now,
    });
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    if (err.message === TILL_MESSAGES.saleExpired) throw expired;
    // Claimed at the counter, refunded or the plan ended meanwhile: as if it had never matched.
    if (err.code === 'NOT_FOUND' || err.code === 'CONFLICT' || err.code === 'PLAN_LIMIT') throw notFound;
    throw err;
  }
  return {
    provider: sale.provider,
    receiptNumber: sale.receiptNumber,
    amount: fromMinorUnits(sale.amountMinor, sale.currency),
    currency: sale.currency,
    occurredAt: sale.occurredAt.toISOString(),
    gains:
      (await actionGains({ db, businessId, customerId, actionIds: [result.actionId] })).get(result.actionId) ??
      NO_GAINS,
  };
}
