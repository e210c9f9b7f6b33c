import { TILL_SALE_CLAIM_DAYS, type TTillConnection, type TTillState } from '@regulars/contracts';
import { and, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { tillLocations, tillSales } from '../db/schema/index.ts';
import type { TConfig } from '../platform/config.ts';
import { findTillConnection, type TTillConnectionRow } from './connection-row.ts';
import { hasTills } from './plan-gate.ts';
import { tillHistory } from './till-history.ts';

const DAY_MS = 86_400_000;

/** The integrations card's state: the plan, which tills are set up here, and the business's connections. */
export async function getTillState({
  db,
  config,
  businessId,
  canEdit,
  now = new Date(),
}: {
  db: TExecutor;
  config: Pick<TConfig, 'square' | 'shopify'>;
  businessId: string;
  canEdit: boolean;
  now?: Date;
}): Promise<TTillState> {
  const [available, square, shopify] = await Promise.all([
    hasTills({ db, businessId }),
    findTillConnection({ db, businessId, provider: 'square' }),
    findTillConnection({ db, businessId, provider: 'shopify' }),
  ]);
  return {
    available,
    squareConfigured: Boolean(config.square),
    shopifyConfigured: Boolean(config.shopify),
    canEdit,
    square: square ? await toTillConnection({ db, row: square, now }) : null,
    shopify: shopify ? await toTillConnection({ db, row: shopify, now }) : null,
  };
}

export async function toTillConnection({
  db,
  row,
  now,
}: {
  db: TExecutor;
  row: TTillConnectionRow;
  now: Date;
}): Promise<TTillConnection> {
  const { businessId } = row;
  const [locations, [counts], history] = await Promise.all([
    db
      .select({ externalId: tillLocations.externalId, name: tillLocations.name, locationId: tillLocations.locationId })
      .from(tillLocations)
      .where(and(eq(tillLocations.businessId, businessId), eq(tillLocations.connectionId, row.id)))
      .orderBy(tillLocations.name),
    db
      .select({
        earned: sql<number>`count(*) filter (where ${isNotNull(tillSales.actionId)} and ${gte(tillSales.occurredAt, new Date(now.getTime() - 30 * DAY_MS))})::int`,
        backfilled: sql<number>`count(*) filter (where ${tillSales.backfilled} and ${isNotNull(tillSales.actionId)})::int`,
        waiting: sql<number>`count(*) filter (where ${isNull(tillSales.actionId)} and ${gte(tillSales.occurredAt, new Date(now.getTime() - TILL_SALE_CLAIM_DAYS * DAY_MS))})::int`,
      })
      .from(tillSales)
      .where(and(eq(tillSales.businessId, businessId), eq(tillSales.provider, row.provider))),
    tillHistory({ db, businessId, provider: row.provider }),
  ]);
  return {
    provider: row.provider,
    accountName: row.accountName,
    connectedAt: row.createdAt.toISOString(),
    amountBasis: row.amountBasis,
    createCustomers: row.createCustomers,
    portalClaims: row.portalClaims,
    lastSaleAt: row.lastSaleAt?.toISOString() ?? null,
    lastError: row.lastError && row.lastErrorAt ? { message: row.lastError, at: row.lastErrorAt.toISOString() } : null,
    locations,
    salesEarned30d: Number(counts?.earned ?? 0),
    salesWaiting: Number(counts?.waiting ?? 0),
    backfill: { at: row.backfilledAt?.toISOString() ?? null, salesEarned: Number(counts?.backfilled ?? 0) },
    history,
  };
}
