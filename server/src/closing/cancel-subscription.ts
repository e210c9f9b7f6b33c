import type { TDeps } from '../platform/context.ts';
import { paymentsProvider } from '../providers/payments/index.ts';

/**
 * Cancels a closed business's subscription at the payments provider (Stripe; the test checkout has nothing to do),
 * after the close committed. A failure is retried by the queue; our tables already say it is cancelled, and the
 * provider's own events about it no longer change them.
 */
export async function cancelClosedSubscription({
  config,
  db,
  subscriptionId,
}: Pick<TDeps, 'config' | 'db'> & { businessId: string; subscriptionId: string }): Promise<void> {
  await paymentsProvider({ config, db }).cancelSubscription(subscriptionId);
}
