import { fromMinorUnits, TILL_SALE_CLAIM_DAYS, type TTillSalesToClaim } from '@regulars/contracts';
import { and, desc, eq, gte, isNull } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { locations, tillSales } from '../db/schema/index.ts';

const DAY_MS = 86_400_000;
/** The counter lists this many at most: a queue longer than this is not claimed one tap at a time. */
const LIMIT = 50;

/** The oldest moment a sale can have happened and still be claimed now. */
export const claimableSince = (now: Date) => new Date(now.getTime() - TILL_SALE_CLAIM_DAYS * DAY_MS);

/**
 * "Till sales to claim": the business's sales that earned for nobody yet, of the last 7 days, never refunded, newest
 * first (the partial index on waiting sales).
 */
export async function listSalesToClaim({
  db,
  businessId,
  now = new Date(),
}: {
  db: TExecutor;
  businessId: string;
  now?: Date;
}): Promise<TTillSalesToClaim> {
  const rows = await db
    .select({ sale: tillSales, locationName: locations.name })
    .from(tillSales)
    .leftJoin(locations, and(eq(locations.businessId, tillSales.businessId), eq(locations.id, tillSales.locationId)))
    .where(
      and(
        eq(tillSales.businessId, businessId),
        isNull(tillSales.actionId),
        eq(tillSales.refundedMinor, 0),
        gte(tillSales.occurredAt, claimableSince(now)),
      ),
    )
    .orderBy(desc(tillSales.occurredAt))
    .limit(LIMIT);
  return {
    sales: rows.map(({ sale, locationName }) => ({
      id: sale.id,
      provider: sale.provider,
      amount: fromMinorUnits(sale.amountMinor, sale.currency),
      currency: sale.currency,
      receiptNumber: sale.receiptNumber,
      occurredAt: sale.occurredAt.toISOString(),
      locationName,
      claimableUntil: new Date(sale.occurredAt.getTime() + TILL_SALE_CLAIM_DAYS * DAY_MS).toISOString(),
    })),
  };
}
