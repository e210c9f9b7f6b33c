import { and, eq } from 'drizzle-orm';
import { testCheckoutSessions } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { newTestId } from '../providers/payments/test-checkout.ts';
import { findTestCheckoutSession } from './find-test-checkout-session.ts';
import { firstTrialDays } from './first-trial.ts';
import { emitTestEvent, type TBillingDeps, testPayments } from './test-payments.ts';
import { trialEndFrom } from './trial-end.ts';

export const CHECKOUT_NOT_OPEN_MESSAGE = 'This checkout session is no longer open';

const PERIOD_DAYS = 30;

/**
 * "Pay": the same events Stripe sends for a subscription checkout, in Stripe's order. With a trial the card is kept
 * and nothing is charged: the subscription is trialing and its first invoice is $0; without one the first month is
 * paid now. The trial is decided again now, as when checkout started: a business that had its trial (or has a
 * subscription) since this session opened pays at once, so two open sessions never bring two trials. The session is
 * claimed first, so paying twice (two tabs, a double click) emits them once; the second
 * answers CONFLICT.
 */
export async function completeTestCheckout({
  db,
  config,
  logger,
  businessId,
  sessionId,
}: TBillingDeps & { businessId: string; sessionId: string }): Promise<{ url: string }> {
  const provider = testPayments({ config, db });
  const { session, tier, business, account } = await findTestCheckoutSession({ db, businessId, sessionId });
  if (session.status !== 'open') throw new AppError('CONFLICT', CHECKOUT_NOT_OPEN_MESSAGE);
  const claimed = await db
    .update(testCheckoutSessions)
    .set({ status: 'complete' })
    .where(
      and(
        eq(testCheckoutSessions.businessId, businessId),
        eq(testCheckoutSessions.id, sessionId),
        eq(testCheckoutSessions.status, 'open'),
      ),
    )
    .returning({ id: testCheckoutSessions.id });
  if (claimed.length === 0) throw new AppError('CONFLICT', CHECKOUT_NOT_OPEN_MESSAGE);

  // As Stripe would create at the business's first checkout.
  const customer = account?.stripeCustomerId ?? newTestId('cus');
  const subscription = newTestId('sub');
  const metadata = { businessId, tierId: session.tierId };
  const trialDays = firstTrialDays({
    trialEndsAt: business.trialEndsAt,
    subscriptionId: account?.stripeSubscriptionId,
    trialDays: session.trialDays,
  });
  const trial = trialDays > 0;
  const now = new Date();
  const periodEnd = unix(trialEndFrom(now, trial ? trialDays : PERIOD_DAYS));
  const emit = (type: string, object: Record<string, unknown>) =>
    emitTestEvent({ db, config, logger, provider, type, object });
  await emit('checkout.session.completed', {
    id: session.id,
    object: 'checkout.session',
    mode: 'subscription',
    payment_status: trial ? 'no_payment_required' : 'paid',
    client_reference_id: businessId,
    customer,
    subscription,
    metadata: { ...metadata, trialDays: String(trialDays) },
  });
  await emit('customer.subscription.created', {
    id: subscription,
    object: 'subscription',
    customer,
    status: trial ? 'trialing' : 'active',
    trial_end: trial ? periodEnd : null,
    metadata,
    items: { data: [{ price: { id: session.priceId }, current_period_end: periodEnd }] },
  });
  await emit('invoice.paid', {
    id: newTestId('in'),
    object: 'invoice',
    customer,
    subscription,
    billing_reason: 'subscription_create',
    amount_paid: trial ? 0 : Math.round(Number(tier.priceMonthly) * 100),
    lines: { data: [{ period: { end: periodEnd } }] },
  });
  return { url: session.successUrl };
}

const unix = (date: Date) => Math.floor(date.getTime() / 1000);
