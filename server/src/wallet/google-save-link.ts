import { and, eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { walletPasses } from '../db/schema/index.ts';
import type { TConfig, TGoogleWalletConfig } from '../platform/config.ts';
import { AppError } from '../platform/errors.ts';
import { signAsServiceAccount } from '../providers/google-wallet/index.ts';
import { googleObjectId } from './google-pass.ts';
import { GoogleRefusal, readGoogleBrand, upsertGoogleClass, writeGoogleObject } from './google-sync.ts';
import { livePass } from './live-pass.ts';
import type { TPassReads } from './pass-reads.ts';

export const GOOGLE_SAVE_URL = 'https://pay.google.com/gp/v/save/';
export const GOOGLE_UNAVAILABLE = 'Google Wallet is not answering just now. Please try again in a minute.';

/**
 * The customer's "Save to Google Wallet" link (absolute), or null when Google Wallet is not configured or the customer
 * is not (or no longer) one of the business's. The first one writes the business's class and the customer's object
 * through Google's API and marks the pass (google_object_at), so later changes patch it; the link itself is a JWT
 * signed with the service account's key naming only the object. The standing and the logo come from loyalty and
 * branding, handed in.
 */
export async function googleSaveLink({
  db,
  config,
  businessId,
  customerId,
  reads: { getStanding, logoUrl },
}: {
  db: TExecutor;
  config: TConfig;
  businessId: string;
  customerId: string;
  reads: Pick<TPassReads, 'getStanding' | 'logoUrl'>;
}): Promise<string | null> {
  const google = config.googleWallet;
  if (!google) return null;
  const pass = await livePass({ db, businessId, customerId });
  if (!pass) return null;
  if (!pass.googleObjectAt) {
    const brand = await readGoogleBrand({ db, appUrl: config.appUrl, businessId, logoUrl });
    if (!brand) return null;
    const standing = await getStanding({ db, businessId, customerId });
    try {
      await upsertGoogleClass(google, businessId, brand);
      await writeGoogleObject({ google, pass, standing, first: true });
    } catch (err) {
      // A refusal (a bad key, an issuer without access) is the operator's to fix: a 500, logged with Google's status.
      if (err instanceof GoogleRefusal) throw err;
      throw new AppError('UNAVAILABLE', GOOGLE_UNAVAILABLE);
    }
    const [marked] = await db
      .update(walletPasses)
      .set({ googleObjectAt: sql`now()` })
      .where(and(eq(walletPasses.businessId, businessId), eq(walletPasses.serial, pass.serial)))
      .returning({ updatedAt: walletPasses.updatedAt });
    // A check-in between the read and the mark queued no patch (the pass was not marked yet): write it now.
    if (marked && marked.updatedAt.getTime() !== pass.updatedAt.getTime()) {
      const fresh = await getStanding({ db, businessId, customerId });
      // Best effort: the object exists and is marked, so the next change patches it anyway; the link still works.
      await writeGoogleObject({ google, pass, standing: fresh, first: false }).catch(() => undefined);
    }
  }
  return signedSaveLink(google, config.appUrl, pass.serial);
}

/** Google's save link for the pass's object (written already): a JWT signed with the service account's key naming it. */
export async function signedSaveLink(google: TGoogleWalletConfig, appUrl: string, serial: string): Promise<string> {
  const jwt = await signAsServiceAccount(google, {
    aud: 'google',
    typ: 'savetowallet',
    origins: [appUrl],
    payload: { loyaltyObjects: [{ id: googleObjectId(google, serial) }] },
  });
  return `${GOOGLE_SAVE_URL}${jwt}`;
}
