import {
  formatMoney,
  fromMinorUnits,
  type TActionResult,
  TILL_NAMES,
  type TTillProvider,
  tillCurrencyMismatch,
} from '@regulars/contracts';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { businesses, tillConnections, tillLocations, tillSales } from '../db/schema/index.ts';
import { NO_BATCH, type TJobBatch, type TQueue } from '../jobs/queue.ts';
import { recordEarnAction, takeBackForRefund } from '../loyalty/index.ts';
import { addTillCustomer } from './add-till-customer.ts';
import type { TTillConnectionRow } from './connection-row.ts';
import { tillLocationOf } from './link-till-locations.ts';
import { matchTillCustomer, type TTillContact } from './match-customer.ts';
import { saleParts } from './sale-parts.ts';

export type TTillSaleRow = typeof tillSales.$inferSelect;

const LAST_SALE_GRAIN_MS = 10_000;

/** The ledger's request key of a till sale's earn: the same sale can never earn twice, whichever worker gets there. */
export const tillEarnKey = (provider: string, externalId: string) => `till:${provider}:${externalId}`;

/**
 * A till's sale as the provider says it is now, in minor units of its currency, read by the provider's adapter
 * (square-sale.ts, shopify-sale.ts). What is needed only for a sale not seen before (its subtotal, customer and lines,
 * which may take more calls to the provider) is read by `details`, and only then.
 */
export type TTillSaleFacts = {
  provider: TTillProvider;
  externalId: string;
  /** Paid in full (Square: COMPLETED; Shopify: paid, not cancelled): only such a sale is recorded. */
  completed: boolean;
  currency: string;
  /** Everything the customer paid (tax and tip included): the "total" basis, and what refunds are a share of. */
  paid: number;
  refunded: number;
  externalLocationId: string | null;
  receiptNumber: string | null;
  occurredAt: Date;
  details: () => Promise<{
    /** Before tax and tips: the "subtotal" basis. */
    subtotal: number;
    contact: TTillContact | null;
    lineItems: { name: string; quantity: number; totalMinor: number; category: string | null }[];
  }>;
};

/**
 * Brings a till sale up to date with what the till says now, so events may arrive twice or in any order: a paid sale
 * becomes a till_sales row (once, by its payment or order id); it earns for the customer the till knows by email or
 * phone, on the connection's amount basis, at the linked location, unless it already did; what the till has refunded
 * of it so far is taken back in proportion (once per refunded amount). A sale of an unknown customer waits at the
 * counter to be claimed, unless they agreed to marketing at the till and the owner lets the till add such customers
 * (the connection's createCustomers): then they are added, and it earns for them. `canEarn` false (the plan has no
 * till connections): the sale is kept, waiting; so is a sale in another currency than the business's, and the
 * connection's last error says why. `backfill` (a sale of the 30 days before connecting): only a sale of a customer
 * Regulars knows is recorded, marked as such, and the connection's last sale and error are left as the till's own
 * events set them.
 */
export async function settleTillSale({
  db,
  queue,
  connection,
  facts,
  region,
  canEarn,
  backfill = false,
  batch = NO_BATCH,
}: {
  db: TDb;
  queue: TQueue;
  connection: TTillConnectionRow;
  facts: TTillSaleFacts;
  region: string;
  canEarn: boolean;
  backfill?: boolean;
  /** A job batch's shared reads: its sales' business money and till locations, read once. */
  batch?: TJobBatch;
}): Promise<TTillSaleRow | null> {
  if (!facts.completed) return null;
  const { businessId } = connection;
  const money = await batch.memo(`business-money:${businessId}`, async () => {
    const [row] = await db
      .select({ currency: businesses.currency, locale: businesses.locale })
      .from(businesses)
      .where(eq(businesses.id, businessId));
    return row;
  });
  const sameMoney = money?.currency === facts.currency;
  let sale = await findSale(db, businessId, facts);
  if (!sale) sale = await recordSale({ db, queue, connection, facts, region, backfill, canEarn, batch });
  if (!sale) return null;
  if (!sale.actionId && sale.customerId && canEarn && sameMoney) {
    // The earn's key answers the first earn of this sale to whoever comes second: its action is the row's.
    const { actionId } = await earn({ db, queue, sale, customerId: sale.customerId });
    sale = { ...sale, actionId };
  }
  if (facts.refunded > sale.refundedMinor) {
    sale = await takeBackRefunds({ db, queue, sale, facts, locale: money?.locale ?? 'en-US' });
  }
  if (backfill) return sale;
  const problem = sameMoney
    ? null
    : tillCurrencyMismatch(facts.currency, money?.currency ?? '?', TILL_NAMES[facts.provider]);
  // "Last sale received" to within 10 seconds: a busy till's sales do not all queue for the connection's one row.
  const recent = connection.lastSaleAt && Date.now() - connection.lastSaleAt.getTime() < LAST_SALE_GRAIN_MS;
  if (recent && connection.lastError === problem) return sale;
  await db
    .update(tillConnections)
    .set({ lastSaleAt: new Date(), lastError: problem, lastErrorAt: problem ? new Date() : null })
    .where(and(eq(tillConnections.businessId, businessId), eq(tillConnections.id, connection.id)));
  return sale;
}

async function findSale(
  db: TDb,
  businessId: string,
  { provider, externalId }: Pick<TTillSaleRow, 'provider' | 'externalId'>,
): Promise<TTillSaleRow | null> {
  const [row] = await db
    .select()
    .from(tillSales)
    .where(
      and(eq(tillSales.businessId, businessId), eq(tillSales.provider, provider), eq(tillSales.externalId, externalId)),
    );
  return row ?? null;
}

/**
 * The sale's row: its amount on the connection's basis, its location, its customer when the till knows them. A
 * backfilled sale of nobody Regulars knows is not recorded (null). A sale the till sends of someone Regulars does not
 * know, who agreed to marketing at the till, adds them as a customer when the owner turned that on (createCustomers)
 * and the plan has till connections (add-till-customer.ts); never for a backfilled sale.
 */
async function recordSale({
  db,
  queue,
  connection,
  facts,
  region,
  backfill,
  canEarn,
  batch,
}: {
  db: TDb;
  queue: TQueue;
  connection: TTillConnectionRow;
  facts: TTillSaleFacts;
  region: string;
  backfill: boolean;
  canEarn: boolean;
  batch: TJobBatch;
}): Promise<TTillSaleRow | null> {
  const { businessId } = connection;
  const { externalLocationId } = facts;
  const [details, link] = await Promise.all([
    facts.details(),
    externalLocationId
      ? batch.memo(`till-location:${connection.id}:${externalLocationId}`, async () => {
          const [row] = await db
            .select({ locationId: tillLocations.locationId })
            .from(tillLocations)
            .where(tillLocationOf(businessId, connection.id, externalLocationId));
          return row;
        })
      : undefined,
  ]);
  const amountMinor = connection.amountBasis === 'total' ? facts.paid : details.subtotal;
  const { contact } = details;
  let customerId = contact ? await matchTillCustomer({ db, businessId, ...contact, region }) : null;
  if (backfill && !customerId) return null;
  if (!customerId && contact && connection.createCustomers && !backfill && canEarn) {
    customerId = await addTillCustomer({ db, queue, connection, contact, region });
  }
  const [inserted] = await db
    .insert(tillSales)
    .values({
      businessId,
      provider: facts.provider,
      externalId: facts.externalId,
      externalLocationId: facts.externalLocationId,
      locationId: link?.locationId ?? null,
      customerId,
      amountMinor: Math.max(0, amountMinor),
      currency: facts.currency,
      receiptNumber: facts.receiptNumber,
      lineItems: details.lineItems.map((l) => [l.name, l.quantity, l.totalMinor, l.category]),
      occurredAt: facts.occurredAt,
      backfilled: backfill,
    })
    .onConflictDoNothing()
    .returning();
  // Another worker wrote it first (the same sale's other event): theirs is the sale.
  const row = inserted ?? (await findSale(db, businessId, facts));
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
  const till = TILL_NAMES[sale.provider];
  const what = sale.backfilled ? `${till} sale before connecting` : `${till} sale`;
  const result = await recordEarnAction({
    db,
    queue,
    businessId: sale.businessId,
    customerId,
    ...actor,
    locationId: sale.locationId,
    multipliersAt: sale.occurredAt,
    input: {
      kind: 'purchase',
      amount: fromMinorUnits(sale.amountMinor, sale.currency),
      idempotencyKey: tillEarnKey(sale.provider, sale.externalId),
      note: `${what}${receipt}`,
      parts: saleParts(sale.amountMinor, sale.currency, sale.lineItems),
    },
  });
  await db
    .update(tillSales)
    .set({ actionId: result.actionId, customerId })
    .where(and(eq(tillSales.businessId, sale.businessId), eq(tillSales.id, sale.id), isNull(tillSales.actionId)));
  return result;
}

/** What the till refunded since last time, taken back from the sale's earn; the refunded amount recorded with it. */
async function takeBackRefunds({
  db,
  queue,
  sale,
  facts,
  locale,
}: {
  db: TDb;
  queue: TQueue;
  sale: TTillSaleRow;
  facts: TTillSaleFacts;
  /** The business's, for the amounts in the ledger's note. */
  locale: string;
}): Promise<TTillSaleRow> {
  return db.transaction(async (tx) => {
    // Only the worker that moves refunded_minor from what it read takes anything back.
    const [moved] = await tx
      .update(tillSales)
      .set({ refundedMinor: facts.refunded })
      .where(
        and(
          eq(tillSales.businessId, sale.businessId),
          eq(tillSales.id, sale.id),
          eq(tillSales.refundedMinor, sale.refundedMinor),
          lt(tillSales.refundedMinor, facts.refunded),
        ),
      )
      .returning();
    if (!moved) return (await findSale(db, sale.businessId, sale)) ?? sale;
    if (moved.actionId && moved.customerId) {
      const { paid, currency } = facts;
      await takeBackForRefund({
        tx,
        queue,
        businessId: sale.businessId,
        customerId: moved.customerId,
        actionId: moved.actionId,
        amountMinor: paid,
        refundedBefore: sale.refundedMinor,
        refundedNow: facts.refunded,
        note: `Refund at ${TILL_NAMES[facts.provider]}: ${formatMoney(facts.refunded, currency, locale)} of ${formatMoney(paid, currency, locale)}${sale.receiptNumber ? ` · receipt ${sale.receiptNumber}` : ''}`,
      });
    }
    return moved;
  });
}
