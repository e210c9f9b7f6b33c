import { and, eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { businesses, stripeCustomers, subscriptionTiers, testCheckoutSessions } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';

/**
 * A test checkout session of this business, with its tier, business and account at the provider (none before the
 * first checkout); another business's id is not found.
 */
export async function findTestCheckoutSession({
  db,
  businessId,
  sessionId,
}: {
  db: TExecutor;
  businessId: string;
  sessionId: string;
}) {
  const [row] = await db
    .select({ session: testCheckoutSessions, tier: subscriptionTiers, business: businesses, account: stripeCustomers })
    .from(testCheckoutSessions)
    .innerJoin(subscriptionTiers, eq(subscriptionTiers.id, testCheckoutSessions.tierId))
    .innerJoin(businesses, eq(businesses.id, testCheckoutSessions.businessId))
    .leftJoin(stripeCustomers, eq(stripeCustomers.businessId, testCheckoutSessions.businessId))
    .where(and(eq(testCheckoutSessions.id, sessionId), eq(testCheckoutSessions.businessId, businessId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Checkout session not found');
  return row;
}
