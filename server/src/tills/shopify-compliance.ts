import { CUSTOMER_DATA_COPY } from '@regulars/contracts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { recordBusinessAudit } from '../audit/index.ts';
import { deleteBusinessKey } from '../db/business-keys.ts';
import { businessPhoneRegion } from '../db/business-phone-region.ts';
import type { TDb } from '../db/client.ts';
import {
  businesses,
  customers,
  type TTillComplianceRequest,
  tillConnections,
  tillSales,
  users,
} from '../db/schema/index.ts';
import type { TQueue } from '../jobs/queue.ts';
import { MESSAGING_JOBS } from '../messaging/index.ts';
import type { TConfig } from '../platform/config.ts';
import { escapeHtml } from '../platform/escape-html.ts';
import type { TTillConnectionRow } from './connection-row.ts';
import { matchTillCustomer } from './match-customer.ts';

const SHOPIFY = { type: 'till' as const, id: null, label: 'Shopify' };

/**
 * customers/data_request, answered from the access-request feature: the team admin who connected the store gets an
 * email naming the customer's page, whose "Download data" gives everything Regulars
 * keeps about them, or saying Regulars holds no customer with that email or phone; the business's audit trail says
 * that Shopify asked.
 */
export async function answerShopifyDataRequest({
  db,
  queue,
  config,
  businessId,
  connection,
  request,
}: {
  db: TDb;
  queue: TQueue;
  config: Pick<TConfig, 'appUrl' | 'defaultPhoneRegion'>;
  businessId: string;
  connection: TTillConnectionRow | null;
  request: TTillComplianceRequest;
}): Promise<void> {
  const region = await businessPhoneRegion({ db, businessId, fallback: config.defaultPhoneRegion });
  const customerId = await matchTillCustomer({ db, businessId, ...request, region });
  const sales = await shopifySalesOf(db, businessId, request.orderIds);
  const [business] = await db
    .select({ name: businesses.companyName })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  const recipientId = connection?.connectedByUserId ?? null;
  const [recipient] = recipientId
    ? await db.select({ email: users.email }).from(users).where(eq(users.id, recipientId))
    : [];
  const who = [request.email, request.phone].filter(Boolean).join(', ') || 'a customer';
  const link = customerId ? `${config.appUrl}/customers/${customerId}` : null;
  const lines = [
    `Shopify passed on a request from ${who} for the data kept about them, made at your store ${connection?.accountName ?? ''}.`.replace(
      ' .',
      '.',
    ),
    '',
    link
      ? `They are one of your customers: open their page and use “${CUSTOMER_DATA_COPY.detailButton}” to give them everything kept about them: ${link}`
      : 'You have no customer with that email or phone.',
    `Orders of theirs from Shopify kept here: ${sales.length}.`,
  ];
  await db.transaction(async (tx) => {
    if (recipient) {
      await queue.send(
        MESSAGING_JOBS.sendEmail,
        {
          to: recipient.email,
          businessId,
          subject: `A customer's data request from Shopify for ${business?.name ?? 'your business'}`,
          text: lines.join('\n'),
          html: lines
            .filter(Boolean)
            .map((l) => `<p>${escapeHtml(l)}</p>`)
            .join('\n'),
        },
        { tx },
      );
    }
    await recordBusinessAudit({
      db: tx,
      entry: {
        businessId,
        actor: SHOPIFY,
        action: 'till.data_request',
        targetType: customerId ? 'customer' : 'till_connection',
        targetId: customerId ?? connection?.id ?? null,
        details: { provider: 'shopify', orders: sales.length, known: Boolean(customerId), emailed: Boolean(recipient) },
      },
    });
  });
}

/**
 * customers/redact, answered from the deletion-request feature: the matching customer gets a deletion request (the
 * business sees it on /customers and it is carried out within 30 days, as Shopify requires, unless the business
 * deletes them sooner), and what Regulars took from Shopify about their orders (the lines bought) is removed now.
 */
export async function redactShopifyCustomer({
  db,
  config,
  businessId,
  request,
}: {
  db: TDb;
  config: Pick<TConfig, 'defaultPhoneRegion'>;
  businessId: string;
  request: TTillComplianceRequest;
}): Promise<void> {
  const region = await businessPhoneRegion({ db, businessId, fallback: config.defaultPhoneRegion });
  const customerId = await matchTillCustomer({ db, businessId, ...request, region });
  await db.transaction(async (tx) => {
    if (customerId) {
      await tx
        .update(customers)
        .set({
          deletionRequestedAt: sql`coalesce(${customers.deletionRequestedAt}, date_trunc('milliseconds', now()))`,
        })
        .where(and(eq(customers.businessId, businessId), eq(customers.id, customerId), isNull(customers.deletedAt)));
    }
    const stripped = request.orderIds.length
      ? await tx
          .update(tillSales)
          .set({ lineItems: [] })
          .where(
            and(
              eq(tillSales.businessId, businessId),
              eq(tillSales.provider, 'shopify'),
              inArray(tillSales.externalId, request.orderIds),
            ),
          )
          .returning({ id: tillSales.id })
      : [];
    await recordBusinessAudit({
      db: tx,
      entry: {
        businessId,
        actor: SHOPIFY,
        action: 'till.customer_redact',
        targetType: 'customer',
        targetId: customerId,
        details: { provider: 'shopify', orders: stripped.length, deletionRequested: Boolean(customerId) },
      },
    });
  });
}

/**
 * shop/redact (48 hours after the app was uninstalled): the store's connection and its key go, and what Regulars took
 * from Shopify about its orders (the lines bought) is removed. What the sales earned stays on the ledger: it is the
 * business's own loyalty history.
 */
export async function redactShopifyStore({
  db,
  businessId,
  connection,
}: {
  db: TDb;
  businessId: string;
  connection: TTillConnectionRow | null;
}): Promise<void> {
  await db.transaction(async (tx) => {
    if (connection) {
      await tx
        .delete(tillConnections)
        .where(and(eq(tillConnections.businessId, businessId), eq(tillConnections.id, connection.id)));
      await deleteBusinessKey({ tx, kind: 'shopify_shop', key: connection.accountId, businessId });
    }
    const stripped = await tx
      .update(tillSales)
      .set({ lineItems: [] })
      .where(and(eq(tillSales.businessId, businessId), eq(tillSales.provider, 'shopify')))
      .returning({ id: tillSales.id });
    await recordBusinessAudit({
      db: tx,
      entry: {
        businessId,
        actor: SHOPIFY,
        action: 'till.shop_redact',
        targetType: 'till_connection',
        targetId: connection?.id ?? null,
        details: { provider: 'shopify', account: connection?.accountName ?? null, orders: stripped.length },
      },
    });
  });
}

async function shopifySalesOf(db: TDb, businessId: string, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({ id: tillSales.id })
    .from(tillSales)
    .where(
      and(
        eq(tillSales.businessId, businessId),
        eq(tillSales.provider, 'shopify'),
        inArray(tillSales.externalId, orderIds),
      ),
    );
}
