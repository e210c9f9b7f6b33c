import { languageFor, type TWalletPage, WALLET_MESSAGES } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { customerFacingName } from '../db/customer-facing-name.ts';
import { businesses, customers } from '../db/schema/index.ts';
import type { TConfig } from '../platform/config.ts';
import type { TPassTokens } from '../platform/context.ts';
import { AppError } from '../platform/errors.ts';
import { findPass } from './find-pass.ts';
import type { TPublicBrandReader } from './pass-reads.ts';
import { linksOfToken } from './wallet-links.ts';

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
}: {
  db: TExecutor;
  config: TConfig;
  tokens: TPassTokens;
  token: string;
  getPublicBrand: TPublicBrandReader;
}): Promise<{ gone: true } | { gone: false; page: TWalletPage }> {
  const serial = tokens.serialOfDownloadToken(token);
  const pass = serial ? await findPass({ db, serial }) : null;
  const links = linksOfToken(config, token);
  if (!pass || (!links.apple && !links.google)) throw new AppError('NOT_FOUND', WALLET_MESSAGES.pageNotFound);
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
