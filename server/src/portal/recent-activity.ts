import { amountOfRow, PORTAL_RECENT_ACTIVITY, type TPortalActivity } from '@regulars/contracts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { transactions } from '../db/schema/index.ts';
import { actionGains, NO_GAINS } from '../loyalty/index.ts';

/**
 * The customer's latest visits, purchases and redemptions that still stand (an undone one is gone), newest first:
 * a few rows of their own history through the (business, customer, created_at) index, each with what it gave them.
 */
export async function recentActivity({
  db,
  businessId,
  customerId,
}: {
  db: TExecutor;
  businessId: string;
  customerId: string;
}): Promise<TPortalActivity[]> {
  const rows = await db
    .select({
      id: transactions.id,
      type: transactions.type,
      amountMinor: transactions.amountMinor,
      currency: transactions.currency,
      createdAt: transactions.createdAt,
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.businessId, businessId),
        eq(transactions.customerId, customerId),
        inArray(transactions.type, ['visit', 'purchase', 'redeem']),
        sql`not exists (select 1 from transactions r where r.business_id = ${transactions.businessId}
          and r.reverses_id = ${transactions.id})`,
      ),
    )
    .orderBy(desc(transactions.createdAt), desc(transactions.seq))
    .limit(PORTAL_RECENT_ACTIVITY);
  const gains = await actionGains({ db, businessId, customerId, actionIds: rows.map((row) => row.id) });
  return rows.map((row) => ({
    id: row.id,
    kind: row.type as TPortalActivity['kind'],
    amount: amountOfRow(row),
    currency: row.currency,
    gains: gains.get(row.id) ?? NO_GAINS,
    createdAt: row.createdAt.toISOString(),
  }));
}
