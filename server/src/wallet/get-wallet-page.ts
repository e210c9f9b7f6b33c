import { languageFor, type TWalletPage, WALLET_MESSAGES } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { customerAddress } from '../db/customer-address.ts';
import { customerFacingName } from '../db/customer-facing-name.ts';
import { businesses, customers } from '../db/schema/index.ts';
import type { TConfig } from '../platform/config.ts';
import type { TPassTokens } from '../platform/context.ts';
import { AppError } from '../platform/errors.ts';
import { findPass } from './find-pass.ts';
import type { TPublicBrandReader } from './pass-reads.ts';
import { linksOfToken, walletsOffered } from './wallet-links.ts';

/**
 * The public link page's answer: the business (the name its customers know, its brand), the customer's first name and the wallets
 * offered. The token names the serial and proves the link was made here; the serial finds the business. A forged or
 * unknown link, or a server with no wallet, is 404; a deleted customer's card is 410.
 */
export async function getWalletPage({
  db,
  config,
  tokens,
  token,
  getPublicBrand,
  hostBusinessId = null,
}: {
  db: TExecutor;
  config: TConfig;
  tokens: TPassTokens;
  token: string;
  getPublicBrand: TPublicBrandReader;
  /** On a business's own domain: another business's card is unknown there (platform/host-business.ts). */
  hostBusinessId?: string | null;
}): Promise<{ gone: true } | { gone: false; page: TWalletPage }> {
  const serial = tokens.serialOfDownloadToken(token);
  const found = serial ? await findPass({ db, serial }) : null;
  const pass = found && (hostBusinessId === null || found.businessId === hostBusinessId) ? found : null;
  const offered = walletsOffered(config);
  if (!pass || (!offered.apple && !offered.google)) throw new AppError('NOT_FOUND', WALLET_MESSAGES.pageNotFound);
  if (pass.voidedAt) return { gone: true };
  const [row] = await db
    .select({
      businessName: customerFacingName,
      firstName: customers.firstName,
      language: customers.language,
      locale: businesses.locale,
    })
    .from(customers)
    .innerJoin(businesses, eq(businesses.id, customers.businessId))
    .where(and(eq(customers.businessId, pass.businessId), eq(customers.id, pass.customerId)));
  if (!row) throw new AppError('NOT_FOUND', WALLET_MESSAGES.pageNotFound);
  const links = linksOfToken(
    config,
    token,
    await customerAddress({ db, appUrl: config.appUrl, businessId: pass.businessId }),
  );
  const page = {
    businessName: row.businessName,
    language: languageFor(row, row),
    brand: await getPublicBrand({ db, businessId: pass.businessId, appUrl: config.appUrl }),
    firstName: row.firstName,
    apple: links.apple,
    google: links.google,
  };
  return { gone: false, page };
}
