import { eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { customerFacingName } from '../db/customer-facing-name.ts';
import { businesses, businessLogos } from '../db/schema/index.ts';
import type { TConfig } from '../platform/config.ts';
import type { TPassTokens } from '../platform/context.ts';
import { AppError } from '../platform/errors.ts';
import { buildApplePass } from './build-apple-pass.ts';
import type { TPassRow } from './find-pass.ts';
import { passLogo } from './logo-cache.ts';
import type { TStandingReader } from './pass-reads.ts';

export const WALLET_NOT_CONFIGURED = 'Apple Wallet is not set up on this server.';
export const PASS_NOT_FOUND = 'No such pass.';

/** Where Apple's devices reach the pass's web service (Apple requires https in production). */
export const appleWebServiceUrl = (appUrl: string) => `${appUrl}/api/wallet/apple`;

/**
 * The pass as it is now, signed: the business's name, colour and logo, the customer's standing read by loyalty's
 * getStanding (handed in); a voided pass shows nothing of the customer. `updatedAt` is its version (Last-Modified).
 */
export async function getApplePass({
  db,
  config,
  tokens,
  pass,
  getStanding,
}: {
  db: TExecutor;
  config: TConfig;
  tokens: TPassTokens;
  pass: TPassRow;
  getStanding: TStandingReader;
}): Promise<{ bytes: Buffer; updatedAt: Date }> {
  const apple = config.appleWallet;
  if (!apple) throw new AppError('NOT_FOUND', WALLET_NOT_CONFIGURED);
  const { businessId, customerId, serial } = pass;
  const [business] = await db
    .select({ name: customerFacingName, brandColor: businesses.brandColor, logoVersion: businessLogos.version })
    .from(businesses)
    .leftJoin(businessLogos, eq(businessLogos.businessId, businesses.id))
    .where(eq(businesses.id, businessId));
  if (!business) throw new AppError('NOT_FOUND', PASS_NOT_FOUND);
  const standing = pass.voidedAt ? null : await getStanding({ db, businessId, customerId });
  const bytes = await buildApplePass({
    apple,
    serial,
    authenticationToken: tokens.authenticationToken(serial),
    webServiceURL: appleWebServiceUrl(config.appUrl),
    businessName: business.name,
    brandColor: business.brandColor,
    standing,
    logoPng: await passLogo({ db, businessId, version: business.logoVersion }),
  });
  return { bytes, updatedAt: pass.updatedAt };
}
