import type { TTestPortal } from '@regulars/contracts';
import { AppError } from '../platform/errors.ts';
import { loadPortalState } from './load-portal-state.ts';
import { returnUrls } from './return-urls.ts';
import { type TBillingDeps, testPayments } from './test-payments.ts';

/** The test portal page: the plan, its period and payment method, as Stripe's portal shows them. */
export async function getTestPortal({
  db,
  config,
  businessId,
}: Pick<TBillingDeps, 'config' | 'db'> & { businessId: string }): Promise<TTestPortal> {
  testPayments({ config, db });
  const { business, tier, account } = await loadPortalState({ db, businessId });
  if (!account?.stripeCustomerId) throw new AppError('NOT_FOUND', 'There is no billing account yet');
  return {
    companyName: business.companyName,
    email: business.email,
    status: business.subscriptionStatus,
    tierName: tier?.name ?? null,
    priceMonthly: tier ? Number(tier.priceMonthly) : null,
    periodEnd: business.subscriptionPeriodEnd?.toISOString() ?? null,
    hasSubscription: Boolean(account.stripeSubscriptionId),
    paymentMethodStatus: account.paymentMethodStatus,
    returnUrl: returnUrls('').portalReturnUrl,
  };
}
