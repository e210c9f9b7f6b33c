import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { customers, walletPasses } from '../db/schema/index.ts';
import { isUuid } from '../platform/uuid-param.ts';
import type { TPassRow } from './find-pass.ts';
import { newSerial } from './pass-tokens.ts';

/**
 * The customer's pass, made on first use: null when the customer is not (or no longer) one of the business's, or
 * their pass was voided. What every link to a card (Apple's, Google's, the link page) starts from.
 */
export async function livePass({
  db,
  businessId,
  customerId,
}: {
  db: TExecutor;
  businessId: string;
  customerId: string;
}): Promise<TPassRow | null> {
  if (!isUuid(customerId)) return null;
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
    .select()
    .from(walletPasses)
    .where(and(eq(walletPasses.businessId, businessId), eq(walletPasses.customerId, customerId)));
  return pass && !pass.voidedAt ? pass : null;
}
