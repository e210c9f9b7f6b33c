import { AppError } from '../platform/errors.ts';
import { loadPortalState } from './load-portal-state.ts';
import { returnUrls } from './return-urls.ts';
import { emitTestEvent, type TBillingDeps, testPayments } from './test-payments.ts';

/** The test portal's "Cancel subscription": Stripe's customer.subscription.deleted, through the same webhook path. */
export async function cancelTestSubscription({
  db,
  config,
  logger,
  businessId,
}: TBillingDeps & { businessId: string }): Promise<{ url: string }> {
  const provider = testPayments({ config, db });
  const { account } = await loadPortalState({ db, businessId });
  if (!account?.stripeSubscriptionId) throw new AppError('CONFLICT', 'There is no active subscription to cancel');
  await emitTestEvent({
    db,
    config,
    logger,
    provider,
    type: 'customer.subscription.deleted',
    object: {
      id: account.stripeSubscriptionId,
      object: 'subscription',
      customer: account.stripeCustomerId,
      status: 'canceled',
      metadata: { businessId },
    },
  });
  return { url: returnUrls('').portalReturnUrl };
}
