import type { TCustomerStanding } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { walletPasses } from '../db/schema/index.ts';
import type { TConfig } from '../platform/config.ts';
import type { TLogger } from '../platform/logger.ts';
import { GoogleRefusal, writeGoogleObject } from './google-sync.ts';

/** The loyalty domain's getStanding, given by the job's composer (jobs/handlers.ts): wallet's index imports no domain. */
export type TStandingReader = (args: {
  db: TExecutor;
  businessId: string;
  customerId: string;
}) => Promise<TCustomerStanding>;

/**
 * The job: the customer's Google Wallet object written as the pass is now (a patch; state INACTIVE and nothing of
 * theirs once the pass is voided). A pass never saved to Google Wallet, or a server without it, is skipped. Google
 * busy or out of reach fails the job for a retry; a refusal is logged (its status) and not retried.
 */
export async function patchGooglePass({
  db,
  config,
  logger,
  getStanding,
  businessId,
  serial,
}: {
  db: TExecutor;
  config: TConfig;
  logger: TLogger;
  getStanding: TStandingReader;
  businessId: string;
  serial: string;
}): Promise<{ patched: boolean }> {
  const google = config.googleWallet;
  if (!google) return { patched: false };
  const [pass] = await db
    .select()
    .from(walletPasses)
    .where(and(eq(walletPasses.businessId, businessId), eq(walletPasses.serial, serial)));
  if (!pass?.googleObjectAt) return { patched: false };
  const standing = pass.voidedAt ? null : await getStanding({ db, businessId, customerId: pass.customerId });
  try {
    await writeGoogleObject({ google, pass, standing, first: false });
  } catch (err) {
    if (!(err instanceof GoogleRefusal)) throw err;
    logger.warn({ businessId, status: err.status }, 'Google Wallet refused an object patch');
    return { patched: false };
  }
  return { patched: true };
}
