import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { customers, walletPasses } from '../db/schema/index.ts';
import type { TConfig } from '../platform/config.ts';
import type { TPassTokens } from '../platform/context.ts';
import { isUuid } from '../platform/uuid-param.ts';
import { newSerial } from './pass-tokens.ts';

/** Where a download link points: the token (serial and MAC) follows. */
export const APPLE_DOWNLOAD_PATH = '/api/wallet/apple/download';

/**
 * The customer's "Add to Apple Wallet" link (absolute, to travel in messages), making their pass row on first use;
 * null when Apple Wallet is not configured or the customer is not (or no longer) one of the business's.
 */
export async function walletLink({
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
}): Promise<string | null> {
  if (!config.appleWallet || !isUuid(customerId)) return null;
  const [customer] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.businessId, businessId), eq(customers.id, customerId), isNull(customers.deletedAt)));
  if (!customer) return null;
  await db
    .insert(walletPasses)
    // Whole seconds, as every later change (queue-pass-update.ts).
    .values({ businessId, customerId, serial: newSerial(), updatedAt: sql`date_trunc('second', now())` })
    .onConflictDoNothing();
  const [pass] = await db
    .select({ serial: walletPasses.serial, voidedAt: walletPasses.voidedAt })
    .from(walletPasses)
    .where(and(eq(walletPasses.businessId, businessId), eq(walletPasses.customerId, customerId)));
  if (!pass || pass.voidedAt) return null;
  return `${config.appUrl}${APPLE_DOWNLOAD_PATH}/${tokens.downloadToken(pass.serial)}`;
}
