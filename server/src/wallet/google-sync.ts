import type { TCustomerStanding } from '@regulars/contracts';
import { eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { customerFacingName } from '../db/customer-facing-name.ts';
import { businesses, businessLogos } from '../db/schema/index.ts';
import type { TGoogleWalletConfig } from '../platform/config.ts';
import { callWalletApi, failIfTransient, type TGoogleAnswer } from '../providers/google-wallet/index.ts';
import { googleLoyaltyClass, googleLoyaltyObject, googleObjectId, type TGoogleBrand } from './google-pass.ts';
import type { TLogoUrl } from './pass-reads.ts';

/** A business without a logo: Google requires one on the class, so the app's own (web/public/wallet-logo.png). */
export const DEFAULT_GOOGLE_LOGO_PATH = '/wallet-logo.png';

/** The public address of a business's logo (branding's logoUrl), given by the caller: wallet imports no domain. */

const ok = (a: TGoogleAnswer) => a.status >= 200 && a.status < 300;

function settle(answer: TGoogleAnswer, what: string): void {
  failIfTransient(answer, what);
  // A refusal a retry will not cure (a bad field, a key without access): said once, by status only.
  if (!ok(answer)) throw new GoogleRefusal(what, answer.status);
}

/** Google refused a write for good (4xx): the job logs it and stops rather than retrying. */
export class GoogleRefusal extends Error {
  constructor(
    what: string,
    readonly status: number,
  ) {
    super(`Google Wallet refused the ${what}: ${status}`);
  }
}

/** The business's name, colour and logo address, as its loyalty class shows them. */
export async function readGoogleBrand({
  db,
  appUrl,
  businessId,
  logoUrl,
}: {
  db: TExecutor;
  appUrl: string;
  businessId: string;
  logoUrl: TLogoUrl;
}): Promise<TGoogleBrand | null> {
  const [row] = await db
    .select({ name: customerFacingName, brandColor: businesses.brandColor, logoVersion: businessLogos.version })
    .from(businesses)
    .leftJoin(businessLogos, eq(businessLogos.businessId, businesses.id))
    .where(eq(businesses.id, businessId));
  if (!row) return null;
  return {
    businessName: row.name,
    brandColor: row.brandColor,
    logoUri:
      row.logoVersion === null ? `${appUrl}${DEFAULT_GOOGLE_LOGO_PATH}` : logoUrl(appUrl, businessId, row.logoVersion),
  };
}

/** The business's loyalty class as it is now: inserted, or (409, it exists) replaced. */
export async function upsertGoogleClass(google: TGoogleWalletConfig, businessId: string, brand: TGoogleBrand) {
  const body = googleLoyaltyClass(google, businessId, brand);
  const inserted = await callWalletApi(google, 'POST', 'loyaltyClass', body);
  if (inserted.status !== 409) return settle(inserted, 'loyalty class');
  settle(await callWalletApi(google, 'PUT', `loyaltyClass/${encodeURIComponent(body.id)}`, body), 'loyalty class');
}

/**
 * Google's field for asking it to tell the holder of a patch (LoyaltyObject.notifyPreference, an enum of
 * NotificationSettingsForUpdates in the Wallet REST reference; its guide spells it "notifyOnUpdate"). It holds for
 * the one request only, and Google notifies only when a field on its list changed, such as loyaltyPoints.balance.
 */
export const GOOGLE_NOTIFY_ON_UPDATE = 'NOTIFY_ON_UPDATE';

/**
 * The customer's loyalty object: inserted the first time (or replaced if Google has it already), patched after that
 * (or inserted again if Google lost it). `notify` asks Google to tell the holder of the patch (the caller took one of
 * the pass's 3 a day, google-notify-claim.ts); answers whether a patch asking it went through, so an unused claim is
 * given back. An insert never notifies: the customer is saving the card that moment.
 */
export async function writeGoogleObject({
  google,
  pass,
  standing,
  first,
  notify = false,
}: {
  google: TGoogleWalletConfig;
  pass: { businessId: string; serial: string };
  standing: TCustomerStanding | null;
  first: boolean;
  notify?: boolean;
}): Promise<{ notified: boolean }> {
  const body = googleLoyaltyObject(google, pass, standing);
  const path = `loyaltyObject/${encodeURIComponent(googleObjectId(google, pass.serial))}`;
  if (first) {
    const inserted = await callWalletApi(google, 'POST', 'loyaltyObject', body);
    if (inserted.status !== 409) {
      settle(inserted, 'loyalty object');
      return { notified: false };
    }
    settle(await callWalletApi(google, 'PUT', path, body), 'loyalty object');
    return { notified: false };
  }
  const patch = notify ? { ...body, notifyPreference: GOOGLE_NOTIFY_ON_UPDATE } : body;
  const patched = await callWalletApi(google, 'PATCH', path, patch);
  if (patched.status === 404) {
    settle(await callWalletApi(google, 'POST', 'loyaltyObject', body), 'loyalty object');
    return { notified: false };
  }
  settle(patched, 'loyalty object');
  return { notified: notify };
}
