import type { TTestCheckoutSession } from '@regulars/contracts';
import { findTestCheckoutSession } from './find-test-checkout-session.ts';
import { firstTrialDays } from './first-trial.ts';
import { type TBillingDeps, testPayments } from './test-payments.ts';
import { trialEndFrom } from './trial-end.ts';

/** The test checkout page: what is being bought, by whom, and whether the session is still open. */
export async function getTestCheckout({
  db,
  config,
  businessId,
  sessionId,
}: Pick<TBillingDeps, 'config' | 'db'> & { businessId: string; sessionId: string }): Promise<TTestCheckoutSession> {
  testPayments({ config, db });
  const { session, tier, business, account } = await findTestCheckoutSession({ db, businessId, sessionId });
  // What completing it now would give (complete-test-checkout.ts decides the trial again).
  const trialDays = firstTrialDays({
    trialEndsAt: business.trialEndsAt,
    subscriptionId: account?.stripeSubscriptionId,
    trialDays: session.trialDays,
  });
  return {
    id: session.id,
    status: session.status,
    tierName: tier.name,
    priceMonthly: Number(tier.priceMonthly),
    trialEndsAt: trialDays > 0 ? trialEndFrom(new Date(), trialDays).toISOString() : null,
    companyName: business.companyName,
    email: business.email,
  };
}
