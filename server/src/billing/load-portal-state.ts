import { eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { businesses, stripeCustomers, subscriptionTiers } from '../db/schema/index.ts';
import { AppError, BUSINESS_NOT_FOUND } from '../platform/errors.ts';

/** What the test portal shows and acts on: the business, its tier and its account at the provider. */
export async function loadPortalState({ db, businessId }: { db: TExecutor; businessId: string }) {
  const [row] = await db
    .select({ business: businesses, tier: subscriptionTiers, account: stripeCustomers })
    .from(businesses)
    .leftJoin(subscriptionTiers, eq(subscriptionTiers.id, businesses.tierId))
    .leftJoin(stripeCustomers, eq(stripeCustomers.businessId, businesses.id))
    .where(eq(businesses.id, businessId))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', BUSINESS_NOT_FOUND);
  return row;
}
