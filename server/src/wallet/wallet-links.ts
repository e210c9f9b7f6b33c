import type { TWalletLinks, TWalletStatus } from '@regulars/contracts';
import type { TExecutor } from '../db/client.ts';
import { customerAddress } from '../db/customer-address.ts';
import type { TConfig } from '../platform/config.ts';
import type { TPassTokens } from '../platform/context.ts';
import { livePass } from './live-pass.ts';
import { newSerial } from './pass-tokens.ts';

/** Where a download link points: the token (serial and MAC) follows. */
export const APPLE_DOWNLOAD_PATH = '/api/wallet/apple/download';

/** The public link page (web route); the pass's download token follows. */
export const WALLET_PAGE_PATH = '/wallet';
/** Where "Save to Google Wallet" goes: the link is made (and Google's object written) only when tapped. */
export const GOOGLE_SAVE_PATH = '/api/wallet/google/save';

/** Which wallets this server can put a card in: each needs its operator's credentials. */
export function walletsOffered(config: TConfig): { apple: boolean; google: boolean } {
  return { apple: Boolean(config.appleWallet), google: Boolean(config.googleWallet) };
}

/** What the super admin sees of the wallets: set up or not, and their public ids (never a key or certificate). */
export function walletStatus(config: TConfig): TWalletStatus {
  const apple = config.appleWallet;
  const google = config.googleWallet;
  return {
    apple: { configured: Boolean(apple), passTypeId: apple?.passTypeId ?? null, teamId: apple?.teamId ?? null },
    google: { configured: Boolean(google), issuerId: google?.issuerId ?? null },
  };
}

/**
 * A pass's links from its download token: the one signed value every link carries (no other secret), at `address`
 * (the business's own domain once verified, else APP_URL: db/customer-address.ts).
 */
export function linksOfToken(config: TConfig, token: string, address: string): TWalletLinks {
  const offered = walletsOffered(config);
  return {
    page: `${address}${WALLET_PAGE_PATH}/${token}`,
    apple: offered.apple ? `${address}${APPLE_DOWNLOAD_PATH}/${token}` : null,
    google: offered.google ? `${address}${GOOGLE_SAVE_PATH}/${token}` : null,
  };
}

/**
 * The customer's wallet links (absolute, to travel in messages), making their pass on first use; null when no wallet
 * is configured or the customer is not (or no longer) one of the business's, or their pass was voided.
 */
export async function walletLinks({
  db,
  config,
  tokens,
  businessId,
  customerId,
}: {
  db: TExecutor;
  config: TConfig;
  tokens: TPassTokens;
  businessId: string;
  customerId: string;
}): Promise<TWalletLinks | null> {
  const offered = walletsOffered(config);
  if (!offered.apple && !offered.google) return null;
  const pass = await livePass({ db, businessId, customerId });
  if (!pass) return null;
  const address = await customerAddress({ db, appUrl: config.appUrl, businessId });
  return linksOfToken(config, tokens.downloadToken(pass.serial), address);
}

/** Where a super admin's test pass downloads from (demo-apple-pass.ts); a test pass token follows. */
export const DEMO_PASS_PATH = '/api/wallet/apple/test-pass';
/** Where a super admin's Google test pass is saved from (demo-google-pass.ts); a test pass token follows. */
export const DEMO_GOOGLE_PASS_PATH = '/api/wallet/google/test-pass';

/**
 * A test pass's links (absolute), one per wallet set up (null for the other), on a fresh serial no customer has,
 * signed for test passes only (a customer's link does not open one, nor this one a customer's card) so the link
 * proves it was made here; null when no wallet is set up.
 */
export function demoPassLinks({
  config,
  tokens,
}: {
  config: TConfig;
  tokens: TPassTokens;
}): { apple: string | null; google: string | null } | null {
  const offered = walletsOffered(config);
  if (!offered.apple && !offered.google) return null;
  const token = tokens.testPassToken(newSerial());
  return {
    apple: offered.apple ? `${config.appUrl}${DEMO_PASS_PATH}/${token}` : null,
    google: offered.google ? `${config.appUrl}${DEMO_GOOGLE_PASS_PATH}/${token}` : null,
  };
}
