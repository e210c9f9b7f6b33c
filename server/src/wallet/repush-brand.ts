import { and, asc, eq, exists, gt, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { walletAppleRegistrations, walletPasses } from '../db/schema/index.ts';
import type { TQueue } from '../jobs/queue.ts';
import type { TConfig } from '../platform/config.ts';
import type { TLogger } from '../platform/logger.ts';
import { GoogleRefusal, readGoogleBrand, upsertGoogleClass } from './google-sync.ts';
import { WALLET_JOBS } from './jobs.ts';
import type { TLogoUrl } from './pass-reads.ts';
import { NEXT_UPDATED_AT, queuePush } from './queue-pass-update.ts';

/** Passes per batch: one short update, so a check-in on one of them waits milliseconds at most. */
export const REPUSH_BATCH = 200;
/** Between batches: the pushes of one batch drain before the next is queued (APNs and our workers set the pace). */
const BATCH_GAP_MS = 1000;

/**
 * The job, after a logo or colour change: first the business's Google class (one write: Google carries the brand to
 * every object of it, so no object needs a patch), then the passes a batch at a time: each gets a new version (Apple
 * devices that ask see the new brand) and the ones on a device get a push. The next batch is a job of its own, so
 * the walk survives a restart and never holds a worker long.
 */
export async function repushBrand({
  db,
  queue,
  config,
  logger,
  logoUrl,
  businessId,
  afterCustomerId,
  batchSize = REPUSH_BATCH,
}: {
  db: TDb;
  queue: TQueue;
  config: TConfig;
  logger: TLogger;
  logoUrl: TLogoUrl;
  businessId: string;
  afterCustomerId?: string;
  /** Tests walk in smaller steps; the next batches (jobs) take the default. */
  batchSize?: number;
}): Promise<{ passes: number; pushes: number }> {
  const google = config.googleWallet;
  if (!afterCustomerId && google) await rewriteGoogleClass({ db, config, logger, logoUrl, businessId });
  const batch = await db
    .select({ customerId: walletPasses.customerId })
    .from(walletPasses)
    .where(
      and(
        eq(walletPasses.businessId, businessId),
        isNull(walletPasses.voidedAt),
        afterCustomerId ? gt(walletPasses.customerId, afterCustomerId) : undefined,
      ),
    )
    .orderBy(asc(walletPasses.customerId))
    .limit(batchSize);
  if (batch.length === 0) return { passes: 0, pushes: 0 };
  const customerIds = batch.map((p) => p.customerId);
  const onDevices = await db.transaction(async (tx) => {
    const changed = await tx
      .update(walletPasses)
      .set({ updatedAt: NEXT_UPDATED_AT })
      .where(
        and(
          eq(walletPasses.businessId, businessId),
          inArray(walletPasses.customerId, customerIds),
          isNull(walletPasses.voidedAt),
          exists(
            tx
              .select({ one: walletAppleRegistrations.id })
              .from(walletAppleRegistrations)
              .where(
                and(
                  eq(walletAppleRegistrations.businessId, walletPasses.businessId),
                  eq(walletAppleRegistrations.serial, walletPasses.serial),
                ),
              ),
          ),
        ),
      )
      .returning({ serial: walletPasses.serial });
    for (const { serial } of changed) await queuePush({ tx, queue, businessId, serial });
    if (batch.length === batchSize) {
      await queue.send(
        WALLET_JOBS.repushBrand,
        { businessId, afterCustomerId: customerIds.at(-1) },
        { tx, startAfter: new Date(Date.now() + BATCH_GAP_MS) },
      );
    }
    return changed.length;
  });
  return { passes: batch.length, pushes: onDevices };
}

/** The business's class with its new brand, when any of its customers saved a card to Google Wallet. */
async function rewriteGoogleClass({
  db,
  config,
  logger,
  logoUrl,
  businessId,
}: {
  db: TDb;
  config: TConfig;
  logger: TLogger;
  logoUrl: TLogoUrl;
  businessId: string;
}): Promise<void> {
  const google = config.googleWallet;
  if (!google) return;
  const [saved] = await db
    .select({ serial: walletPasses.serial })
    .from(walletPasses)
    .where(and(eq(walletPasses.businessId, businessId), isNotNull(walletPasses.googleObjectAt)))
    .limit(1);
  if (!saved) return;
  const brand = await readGoogleBrand({ db, appUrl: config.appUrl, businessId, logoUrl });
  if (!brand) return;
  try {
    await upsertGoogleClass(google, businessId, brand);
  } catch (err) {
    if (!(err instanceof GoogleRefusal)) throw err;
    logger.warn({ businessId, status: err.status }, 'Google Wallet refused the class update');
  }
}
