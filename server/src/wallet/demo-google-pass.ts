import { WALLET_MESSAGES } from '@regulars/contracts';
import type { TConfig } from '../platform/config.ts';
import type { TPassTokens } from '../platform/context.ts';
import { AppError } from '../platform/errors.ts';
import { DEMO_BUSINESS_NAME, DEMO_STANDING } from './demo-standing.ts';
import { PASS_NOT_FOUND } from './get-apple-pass.ts';
import { GOOGLE_UNAVAILABLE, signedSaveLink } from './google-save-link.ts';
import { DEFAULT_GOOGLE_LOGO_PATH, GoogleRefusal, upsertGoogleClass, writeGoogleObject } from './google-sync.ts';

/**
 * The class of every test pass, in place of a business's: ids of businesses are random, so none is ever this. It
 * keeps test cards apart from every business's customers.
 */
export const DEMO_GOOGLE_CLASS = 'regulars-test-pass';

/**
 * Where a super admin's Google test pass goes when its link is tapped: the made-up member's object written through
 * Google's API (the test class, then the object named by the link's serial), then Google's save link for it, the way
 * a customer's "Save to Google Wallet" is made (save-to-google.ts), so opening it on an Android phone proves the
 * issuer, the key and the class all work. No pass row is made: nothing ever patches it.
 */
export async function demoGoogleSaveLink({
  config,
  tokens,
  token,
}: {
  config: TConfig;
  tokens: TPassTokens;
  token: string;
}): Promise<string> {
  const google = config.googleWallet;
  if (!google) throw new AppError('NOT_FOUND', WALLET_MESSAGES.googleNotConfigured);
  const serial = tokens.serialOfTestPassToken(token);
  if (!serial) throw new AppError('NOT_FOUND', PASS_NOT_FOUND);
  const pass = { businessId: DEMO_GOOGLE_CLASS, serial };
  try {
    await upsertGoogleClass(google, DEMO_GOOGLE_CLASS, {
      businessName: DEMO_BUSINESS_NAME,
      brandColor: null,
      logoUri: `${config.appUrl}${DEFAULT_GOOGLE_LOGO_PATH}`,
    });
    // A second tap of the same link replaces the object (409, then update), as a customer's first link does.
    await writeGoogleObject({ google, pass, standing: DEMO_STANDING, first: true });
  } catch (err) {
    // A refusal (a bad key, an issuer without access) is what the test is for: a 500, logged with Google's status.
    if (err instanceof GoogleRefusal) throw err;
    throw new AppError('UNAVAILABLE', GOOGLE_UNAVAILABLE);
  }
  return signedSaveLink(google, config.appUrl, serial);
}
