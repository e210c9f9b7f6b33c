import { SHOPIFY_MESSAGES } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import { recordBusinessAudit, type TBusinessActor } from '../audit/index.ts';
import { deleteBusinessKey, saveBusinessKey } from '../db/business-keys.ts';
import type { TDb } from '../db/client.ts';
import { tillConnections, tillLocations } from '../db/schema/index.ts';
import type { TQueue } from '../jobs/queue.ts';
import type { TConfig } from '../platform/config.ts';
import { AppError } from '../platform/errors.ts';
import type { TSecretBox } from '../platform/secret-box.ts';
import {
  finishShopifyInstall,
  SHOPIFY_WEBHOOK_TOPICS,
  ShopifyApiError,
  shopifyStore,
} from '../providers/shopify/index.ts';
import { findTillConnection } from './connection-row.ts';
import { TILL_JOBS } from './jobs.ts';
import { linkTillLocations } from './link-till-locations.ts';
import { assertTillsPlan } from './plan-gate.ts';
import { shopifyWebhookUrl } from './shopify-paths.ts';

class StoreTaken extends Error {}

/**
 * After Shopify's install page: the library checks the callback (its HMAC, and the state against this browser's
 * cookie) and exchanges the code for the store's offline token; the store's name and locations are read, the store is
 * subscribed to its paid orders, refunds and the app's uninstall, and the connection is stored with its token sealed.
 * Each Shopify location counts at the Regulars location of the same name (the owner changes it on the card). A store
 * connected to another business is refused and nothing is stored: a sale must earn once. A new store's last 30 days
 * of orders are brought in by a job (backfill-shopify.ts). Answers the library's cookies (its state, cleared).
 */
export async function finishShopifyConnect({
  db,
  queue,
  secrets,
  config,
  businessId,
  actor,
  userId,
  requestUrl,
  cookie,
}: {
  db: TDb;
  queue: TQueue;
  secrets: TSecretBox;
  config: Pick<TConfig, 'appUrl' | 'shopify'>;
  businessId: string;
  actor: TBusinessActor;
  userId: string | null;
  requestUrl: string;
  cookie: string | undefined;
}): Promise<{ cookies: string[] }> {
  const shopify = config.shopify;
  if (!shopify) throw new AppError('VALIDATION', SHOPIFY_MESSAGES.notConfigured);
  await assertTillsPlan({ db, businessId });
  const { install, cookies } = await finishShopifyInstall(shopify, { appUrl: config.appUrl, requestUrl, cookie });
  const store = shopifyStore(shopify, config.appUrl, install.shop, install.accessToken);
  const profile = await store.profile().catch((err) => {
    throw shopifyProblem(err);
  });
  for (const topic of SHOPIFY_WEBHOOK_TOPICS) {
    await store.subscribe(topic, shopifyWebhookUrl(config)).catch((err) => {
      throw shopifyProblem(err);
    });
  }
  const accessTokenEncrypted = await secrets.encrypt(install.accessToken);
  try {
    await db.transaction(async (tx) => {
      const existing = await findTillConnection({ db: tx, businessId, provider: 'shopify' });
      if (existing && existing.accountId !== install.shop) {
        await deleteBusinessKey({ tx, kind: 'shopify_shop', key: existing.accountId, businessId });
        await tx
          .delete(tillLocations)
          .where(and(eq(tillLocations.businessId, businessId), eq(tillLocations.connectionId, existing.id)));
      }
      await saveBusinessKey({ tx, kind: 'shopify_shop', key: install.shop, businessId }).catch(() => {
        throw new StoreTaken();
      });
      // Another store than before: its orders of the last 30 days are brought in (once per store).
      const newStore = existing?.accountId !== install.shop;
      const values = {
        ...(newStore ? { backfilledAt: null } : {}),
        accountId: install.shop,
        accountName: profile.name,
        accessTokenEncrypted,
        refreshTokenEncrypted: null,
        tokenExpiresAt: null,
        lastError: null,
        lastErrorAt: null,
        updatedAt: new Date(),
      };
      const [row] = await tx
        .insert(tillConnections)
        .values({ businessId, provider: 'shopify', connectedByUserId: userId, ...values })
        .onConflictDoUpdate({ target: [tillConnections.businessId, tillConnections.provider], set: values })
        .returning({ id: tillConnections.id });
      if (!row) throw new Error('the connection was not written');
      await linkTillLocations({ tx, businessId, connectionId: row.id, places: profile.places });
      if (newStore) {
        await queue.send(TILL_JOBS.backfillShopify, { businessId, connectedAt: new Date().toISOString() }, { tx });
      }
      await recordBusinessAudit({
        db: tx,
        entry: {
          businessId,
          actor,
          action: existing ? 'till.reconnect' : 'till.connect',
          targetType: 'till_connection',
          targetId: row.id,
          details: { provider: 'shopify', account: profile.name, shop: install.shop },
        },
      });
    });
  } catch (err) {
    if (err instanceof StoreTaken) throw new AppError('CONFLICT', SHOPIFY_MESSAGES.accountTaken);
    throw err;
  }
  return { cookies };
}

function shopifyProblem(err: unknown): unknown {
  if (!(err instanceof ShopifyApiError)) return err;
  if (err.kind === 'unavailable') return new AppError('UNAVAILABLE', SHOPIFY_MESSAGES.unreachable);
  return new AppError('VALIDATION', SHOPIFY_MESSAGES.codeRefused);
}
