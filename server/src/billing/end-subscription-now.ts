import { eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { businesses, stripeCustomers, subscriptionTiers } from '../db/schema/index.ts';

/**
 * Ends the business's subscription in our tables at once (a business closing, issue 33): canceled, on the Free tier,
 * no current subscription, as Stripe's customer.subscription.deleted would leave it. Answers the provider's
 * subscription id, which the caller cancels at the provider after commit (a job: never a network call in a
 * transaction); null when there is none. The provider's own events about it then name a subscription that is no
 * longer current, and change nothing.
 */
export async function endSubscriptionNow({
  tx,
  businessId,
}: {
  tx: TExecutor;
  businessId: string;
}): Promise<{ subscriptionId: string | null; tierName: string | null }> {
  const [current] = await tx
    .select({ subscriptionId: stripeCustomers.stripeSubscriptionId, tierName: subscriptionTiers.name })
    .from(businesses)
    .leftJoin(stripeCustomers, eq(stripeCustomers.businessId, businesses.id))
    .leftJoin(subscriptionTiers, eq(subscriptionTiers.id, businesses.tierId))
    .where(eq(businesses.id, businessId))
    .limit(1);
  const [free] = await tx
    .select({ id: subscriptionTiers.id })
    .from(subscriptionTiers)
    .where(eq(subscriptionTiers.name, 'Free'))
    .limit(1);
  await tx
    .update(businesses)
    .set({ subscriptionStatus: 'canceled', stripePriceId: null, ...(free ? { tierId: free.id } : {}) })
    .where(eq(businesses.id, businessId));
  await tx
    .update(stripeCustomers)
    .set({ stripeSubscriptionId: null, lastEventAt: new Date(), updatedAt: new Date() })
    .where(eq(stripeCustomers.businessId, businessId));
  return { subscriptionId: current?.subscriptionId ?? null, tierName: current?.tierName ?? null };
}
