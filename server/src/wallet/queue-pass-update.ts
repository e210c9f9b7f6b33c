import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { walletPasses } from '../db/schema/index.ts';
import type { TQueue } from '../jobs/queue.ts';
import { WALLET_JOBS } from './jobs.ts';

/** Changes of one pass within this many seconds make one push: a burst of check-ins reaches the phone once. */
export const PUSH_COALESCE_SECONDS = 3;

/**
 * Whole seconds, and at least a second past the last change: Last-Modified (whole seconds) and the update tag then
 * tell every version apart, however fast changes come.
 */
export const NEXT_UPDATED_AT = sql`greatest(date_trunc('second', clock_timestamp()), ${walletPasses.updatedAt} + interval '1 second')`;

/**
 * The customer's wallet pass changed (a check-in, a redemption, an undo, an expiry, a reward): inside the caller's
 * transaction, moves the pass's update time on and queues one push for it (and a patch of its Google object, when
 * the customer saved it there). Does nothing for a customer without a pass, so a business without wallets pays one
 * indexed update that finds no row.
 */
export async function queuePassUpdate(opts: {
  tx: TExecutor;
  /** Without it (a script, a test) the pass's version still moves: a device sees the change when it next asks. */
  queue: TQueue | undefined;
  businessId: string;
  customerId: string;
}): Promise<void> {
  await changeLivePass({ ...opts, set: { updatedAt: NEXT_UPDATED_AT } });
}

/**
 * Writes `set` to the customer's pass unless it is voided already, moving its version on, and queues its push: the
 * one way a pass changes (an update, or voidPass).
 */
export async function changeLivePass({
  tx,
  queue,
  businessId,
  customerId,
  set,
}: {
  tx: TExecutor;
  queue: TQueue | undefined;
  businessId: string;
  customerId: string;
  set: Partial<Record<'updatedAt' | 'voidedAt', SQL>>;
}): Promise<void> {
  const [pass] = await tx
    .update(walletPasses)
    .set({ updatedAt: NEXT_UPDATED_AT, ...set })
    .where(
      and(
        eq(walletPasses.businessId, businessId),
        eq(walletPasses.customerId, customerId),
        isNull(walletPasses.voidedAt),
      ),
    )
    .returning({ serial: walletPasses.serial, googleObjectAt: walletPasses.googleObjectAt });
  if (!pass || !queue) return;
  await queuePush({ tx, queue, businessId, serial: pass.serial });
  if (pass.googleObjectAt) await queueGooglePatch({ tx, queue, businessId, serial: pass.serial });
}

/** The slot a change falls in: its job starts once the slot has closed, so it carries every change made in it. */
function coalesced(key: string, now: number) {
  const windowMs = PUSH_COALESCE_SECONDS * 1000;
  const windowEnds = Math.floor(now / windowMs) * windowMs + windowMs;
  return { singletonKey: key, singletonSeconds: PUSH_COALESCE_SECONDS, startAfter: new Date(windowEnds + 250) };
}

/**
 * One push job per pass per window: a change while one is waiting is carried by it (the devices fetch the pass as it
 * is then), since the job starts only once its window has closed.
 */
export async function queuePush({
  tx,
  queue,
  businessId,
  serial,
  now = Date.now(),
}: {
  tx: TExecutor;
  queue: TQueue;
  businessId: string;
  serial: string;
  now?: number;
}) {
  await queue.send(WALLET_JOBS.pushApple, { businessId, serial }, { tx, ...coalesced(`wallet-pass:${serial}`, now) });
}

/** The Google object's patch, coalesced per pass like the Apple push (a pass saved to Google Wallet only). */
export async function queueGooglePatch({
  tx,
  queue,
  businessId,
  serial,
  now = Date.now(),
}: {
  tx: TExecutor;
  queue: TQueue;
  businessId: string;
  serial: string;
  now?: number;
}) {
  await queue.send(
    WALLET_JOBS.patchGoogle,
    { businessId, serial },
    { tx, ...coalesced(`wallet-google:${serial}`, now) },
  );
}
