import { and, eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { walletPasses } from '../db/schema/index.ts';
import type { TConfig } from '../platform/config.ts';
import type { TLogger } from '../platform/logger.ts';
import { claimGoogleNotification, releaseGoogleNotification } from './google-notify-claim.ts';
import { GoogleRefusal, writeGoogleObject } from './google-sync.ts';
import type { TStandingReader } from './pass-reads.ts';

/**
 * The job: the customer's Google Wallet object written as the pass is now (a patch; state INACTIVE and nothing of
 * theirs once the pass is voided). A pass never saved to Google Wallet, or a server without it, is skipped. Google
 * busy or out of reach fails the job for a retry; a refusal is logged (its status) and not retried.
 *
 * The patch asks Google to tell the holder while the pass has one of its 3 notifications a day left. Every patch of a
 * live pass carries news the customer wants: this job is queued only by queuePassUpdate, whose callers are the
 * loyalty occasions (a stamp or points earned, a reward issued or redeemed, an undo, an expiry), each changing the
 * balance or the rewards the card shows up front. The other writes stay silent: a voided card (the customer was
 * deleted), a brand change (the class, repush-brand.ts) and the first write when the card is saved.
 */
export async function patchGooglePass({
  db,
  config,
  logger,
  getStanding,
  businessId,
  serial,
  now = new Date(),
}: {
  db: TExecutor;
  config: TConfig;
  logger: TLogger;
  getStanding: TStandingReader;
  businessId: string;
  serial: string;
  /** When the patch goes out: what the 24-hour notification window is measured from (tests move it on). */
  now?: Date;
}): Promise<{ patched: boolean; notified: boolean }> {
  const google = config.googleWallet;
  if (!google) return { patched: false, notified: false };
  const [pass] = await db
    .select()
    .from(walletPasses)
    .where(and(eq(walletPasses.businessId, businessId), eq(walletPasses.serial, serial)));
  if (!pass?.googleObjectAt) return { patched: false, notified: false };
  const standing = pass.voidedAt ? null : await getStanding({ db, businessId, customerId: pass.customerId });
  const notify = standing !== null && (await claimGoogleNotification({ db, businessId, serial, now }));
  let notified = false;
  try {
    ({ notified } = await writeGoogleObject({ google, pass, standing, first: false, notify }));
  } catch (err) {
    if (notify) await releaseGoogleNotification({ db, businessId, serial });
    if (!(err instanceof GoogleRefusal)) throw err;
    logger.warn({ businessId, status: err.status }, 'Google Wallet refused an object patch');
    return { patched: false, notified: false };
  }
  if (notify && !notified) await releaseGoogleNotification({ db, businessId, serial });
  return { patched: true, notified };
}
