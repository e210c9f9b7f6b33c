import { formatMoney, fromMinorUnits, type TActionResult, tillCurrencyMismatch } from '@regulars/contracts';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { businesses, tillConnections, tillLocations, tillSales } from '../db/schema/index.ts';
import type { TQueue } from '../jobs/queue.ts';
import { recordEarnAction, takeBackForRefund } from '../loyalty/index.ts';
import type { TSquarePayment, TSquareSeller } from '../providers/square/index.ts';
import type { TTillConnectionRow } from './connection-row.ts';
import { matchTillCustomer } from './match-customer.ts';

export type TTillSaleRow = typeof tillSales.$inferSelect;

/** The ledger's request key of a till sale's earn: the same sale can never earn twice, whichever worker gets there. */
export const tillEarnKey = (provider: string, externalId: string) => `till:${provider}:${externalId}`;

/**
 * Brings a Square payment's sale up to date with what Square says now, so events may arrive twice or in any order:
 * a completed payment becomes a till_sales row (once, by its payment id); it earns for the customer the till knows by
 * email or phone, on the connection's amount basis, at the linked location, unless it already did; what Square has
 * refunded of it so far is taken back in proportion (once per refunded amount). A sale of an unknown customer waits
 * at the counter to be claimed. `canEarn` false (the plan has no till connections): the sale is kept, waiting; so is a
 * sale in another currency than the business's, and the connection's last error says why. `backfill` (a sale of the
 * 30 days before connecting): only a sale of a customer Regulars knows is recorded, marked as such, and the
 * connection's last sale and error are left as the till's own events set them.
 */
export async function settleSquareSale({
  db,
  queue,
  connection,
  seller,
  payment,
  region,
  canEarn,
  backfill = false,
}: {
  db: TDb;
  queue: TQueue;
  connection: TTillConnectionRow;
  seller: TSquareSeller;
  payment: TSquarePayment;
  region: string;
  canEarn: boolean;
  backfill?: boolean;
}): Promise<TTillSaleRow | null> {
  if (payment.status !== 'COMPLETED') return null;
  const { businessId } = connection;
  const [money] = await db
    .select({ currency: businesses.currency, locale: businesses.locale })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  const sameMoney = money?.currency === payment.currency;
  let sale = await findSale(db, businessId, payment.id);
  if (!sale) sale = await recordSale({ db, connection, seller, payment, region, backfill });
  if (!sale) return null;
  if (!sale.actionId && sale.customerId && canEarn && sameMoney) {
    await earn({ db, queue, sale, customerId: sale.customerId });
    sale = (await findSale(db, businessId, payment.id)) ?? sale;
  }
  if (payment.refunded > sale.refundedMinor) {
    sale = await takeBackRefunds({ db, queue, sale, payment, locale: money?.locale ?? 'en-US' });
  }
  if (backfill) return sale;
  const problem = sameMoney ? null : tillCurrencyMismatch(payment.currency, money?.currency ?? '?');
  await db
    .update(tillConnections)
    .set({ lastSaleAt: new Date(), lastError: problem, lastErrorAt: problem ? new Date() : null })
    .where(and(eq(tillConnections.businessId, businessId), eq(tillConnections.id, connection.id)));
  return sale;
}

async function findSale(db: TDb, businessId: string, externalId: string): Promise<TTillSaleRow | null> {
  const [row] = await db
    .select()
    .from(tillSales)
    .where(
      and(eq(tillSales.businessId, businessId), eq(tillSales.provider, 'square'), eq(tillSales.externalId, externalId)),
    );
  return row ?? null;
}

/**
 * The sale's row: its amount on the connection's basis, its location, its customer when the till knows them. A
 * backfilled sale of nobody Regulars knows is not recorded (null).
 */
async function recordSale({
  db,
  connection,
  seller,
  payment,
  region,
  backfill,
}: {
  db: TDb;
  connection: TTillConnectionRow;
  seller: TSquareSeller;
  payment: TSquarePayment;
  region: string;
  backfill: boolean;
}): Promise<TTillSaleRow | null> {
  const { businessId } = connection;
  const [order, contact, [link]] = await Promise.all([
    payment.orderId ? seller.order(payment.orderId) : null,
    payment.customerId ? seller.customer(payment.customerId) : null,
    payment.locationId
      ? db
          .select({ locationId: tillLocations.locationId })
          .from(tillLocations)
          .where(
            and(
              eq(tillLocations.businessId, businessId),
              eq(tillLocations.connectionId, connection.id),
              eq(tillLocations.externalId, payment.locationId),
            ),
          )
      : [],
  ]);
  // Square's amount is what the card paid before the tip: the subtotal and its tax.
  const amountMinor =
    connection.amountBasis === 'total' ? payment.amount + payment.tip : payment.amount - (order?.tax ?? 0);
  const customerId = contact ? await matchTillCustomer({ db, businessId, ...contact, region }) : null;
  if (backfill && !customerId) return null;
  const [inserted] = await db
    .insert(tillSales)
    .values({
      businessId,
      provider: 'square',
      externalId: payment.id,
      externalLocationId: payment.locationId,
      locationId: link?.locationId ?? null,
      customerId,
      amountMinor: Math.max(0, amountMinor),
      currency: payment.currency,
      receiptNumber: payment.receiptNumber,
      lineItems: (order?.lineItems ?? []).map((l) => [l.name, l.quantity, l.totalMinor, l.category]),
      occurredAt: payment.createdAt,
      backfilled: backfill,
    })
    .onConflictDoNothing()
    .returning();
  // Another worker wrote it first (the same sale's other event): theirs is the sale.
  const row = inserted ?? (await findSale(db, businessId, payment.id));
  if (!row) throw new Error('the till sale was not written');
  return row;
}

/**
 * The sale's earn for `customerId` (a purchase on its amount, at its till's location), and the sale marked with the
 * action and customer. The ledger's request key holds one earn per sale: a second earn for the same customer answers
 * the first, for another customer it is refused (409), whichever worker or claim comes second.
 */
export async function earn({
  db,
  queue,
  sale,
  customerId,
  actor = { staffUserId: null, counterStaffId: null },
}: {
  db: TDb;
  queue: TQueue;
  sale: TTillSaleRow;
  customerId: string;
  /** Who claimed it at the counter; nobody for a sale that earned by itself. */
  actor?: { staffUserId: string | null; counterStaffId: string | null };
}): Promise<TActionResult> {
  const receipt = sale.receiptNumber ? ` · receipt ${sale.receiptNumber}` : '';
  const what = sale.backfilled ? 'Square sale before connecting' : 'Square sale';
  const result = await recordEarnAction({
    db,
    queue,
    businessId: sale.businessId,
    customerId,
    ...actor,
    locationId: sale.locationId,
    input: {
      kind: 'purchase',
      amount: fromMinorUnits(sale.amountMinor, sale.currency),
      idempotencyKey: tillEarnKey(sale.provider, sale.externalId),
      note: `${what}${receipt}`,
    },
  });
  await db
    .update(tillSales)
    .set({ actionId: result.actionId, customerId })
    .where(and(eq(tillSales.businessId, sale.businessId), eq(tillSales.id, sale.id), isNull(tillSales.actionId)));
  return result;
}

/** What Square refunded since last time, taken back from the sale's earn; the refunded amount recorded with it. */
async function takeBackRefunds({
  db,
  queue,
  sale,
  payment,
  locale,
}: {
  db: TDb;
  queue: TQueue;
  sale: TTillSaleRow;
  payment: TSquarePayment;
  /** The business's, for the amounts in the ledger's note. */
  locale: string;
}): Promise<TTillSaleRow> {
  return db.transaction(async (tx) => {
    // Only the worker that moves refunded_minor from what it read takes anything back.
    const [moved] = await tx
      .update(tillSales)
      .set({ refundedMinor: payment.refunded })
      .where(
        and(
          eq(tillSales.businessId, sale.businessId),
          eq(tillSales.id, sale.id),
          eq(tillSales.refundedMinor, sale.refundedMinor),
          lt(tillSales.refundedMinor, payment.refunded),
        ),
      )
      .returning();
    if (!moved) return (await findSale(db, sale.businessId, sale.externalId)) ?? sale;
    if (moved.actionId && moved.customerId) {
      const paid = payment.amount + payment.tip;
      await takeBackForRefund({
        tx,
        queue,
        businessId: sale.businessId,
        customerId: moved.customerId,
        actionId: moved.actionId,
        amountMinor: paid,
        refundedBefore: sale.refundedMinor,
        refundedNow: payment.refunded,
        note: `Refund at Square: ${formatMoney(payment.refunded, payment.currency, locale)} of ${formatMoney(paid, payment.currency, locale)}${sale.receiptNumber ? ` · receipt ${sale.receiptNumber}` : ''}`,
      });
    }
    return moved;
  });
}
