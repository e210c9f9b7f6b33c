import type { TTestCheckoutSession, TTestPortal } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import { businesses, stripeCustomers, subscriptionTiers, testCheckoutSessions } from '../db/schema/index.ts';
import type { TDeps } from '../platform/context.ts';
import { AppError } from '../platform/errors.ts';
import { paymentsProvider } from '../providers/payments/index.ts';
import { newTestId, type TTestPaymentsProvider } from '../providers/payments/test-checkout.ts';
import type { TProviderEvent } from '../providers/payments/types.ts';
import { returnUrls } from './checkout.ts';
import { receiveWebhook } from './webhook.ts';

type TBillingDeps = Pick<TDeps, 'config' | 'db' | 'logger'>;

const PERIOD_SECONDS = 30 * 86_400;

/** The test checkout exists only while Stripe is not configured. */
function testProvider(deps: TBillingDeps): TTestPaymentsProvider {
  const provider = paymentsProvider(deps);
  if (provider.kind !== 'test') throw new AppError('NOT_FOUND', 'The test checkout is not enabled');
  return provider as TTestPaymentsProvider;
}

/** Signs the event like Stripe and hands it to the webhook handling every real event goes through. */
async function emit(
  deps: TBillingDeps,
  provider: TTestPaymentsProvider,
  type: string,
  object: Record<string, unknown>,
) {
  const event: TProviderEvent = {
    id: newTestId('evt'),
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object },
  };
  const { rawBody, signature } = provider.signEvent(event);
  return receiveWebhook(deps, rawBody, signature);
}

async function findSession(deps: TBillingDeps, businessId: string, sessionId: string) {
  const [row] = await deps.db
    .select({ session: testCheckoutSessions, tier: subscriptionTiers, business: businesses })
    .from(testCheckoutSessions)
    .innerJoin(subscriptionTiers, eq(subscriptionTiers.id, testCheckoutSessions.tierId))
    .innerJoin(businesses, eq(businesses.id, testCheckoutSessions.businessId))
    .where(and(eq(testCheckoutSessions.id, sessionId), eq(testCheckoutSessions.businessId, businessId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Checkout session not found');
  return row;
}

export async function getTestCheckout(
  deps: TBillingDeps,
  businessId: string,
  sessionId: string,
): Promise<TTestCheckoutSession> {
  testProvider(deps);
  const { session, tier, business } = await findSession(deps, businessId, sessionId);
  return {
    id: session.id,
    status: session.status,
    tierName: tier.name,
    priceMonthly: Number(tier.priceMonthly),
    companyName: business.companyName,
    email: business.email,
  };
}

/** "Pay": the same events Stripe sends for a paid subscription checkout, in Stripe's order. */
export async function completeTestCheckout(deps: TBillingDeps, businessId: string, sessionId: string) {
  const provider = testProvider(deps);
  const { session } = await findSession(deps, businessId, sessionId);
  if (session.status !== 'open') throw new AppError('CONFLICT', 'This checkout session is no longer open');
  const claimed = await deps.db
    .update(testCheckoutSessions)
    .set({ status: 'complete' })
    .where(and(eq(testCheckoutSessions.id, sessionId), eq(testCheckoutSessions.status, 'open')))
    .returning({ id: testCheckoutSessions.id });
  if (claimed.length === 0) throw new AppError('CONFLICT', 'This checkout session is no longer open');

  const customer = await customerIdFor(deps, businessId);
  const subscription = newTestId('sub');
  const metadata = { businessId, tierId: session.tierId };
  const periodEnd = Math.floor(Date.now() / 1000) + PERIOD_SECONDS;
  await emit(deps, provider, 'checkout.session.completed', {
    id: session.id,
    object: 'checkout.session',
    mode: 'subscription',
    payment_status: 'paid',
    client_reference_id: businessId,
    customer,
    subscription,
    metadata,
  });
  await emit(deps, provider, 'customer.subscription.created', {
    id: subscription,
    object: 'subscription',
    customer,
    status: 'active',
    metadata,
    items: { data: [{ price: { id: session.priceId }, current_period_end: periodEnd }] },
  });
  await emit(deps, provider, 'invoice.paid', {
    id: newTestId('in'),
    object: 'invoice',
    customer,
    subscription,
    lines: { data: [{ period: { end: periodEnd } }] },
  });
  return { url: session.successUrl };
}

export async function cancelTestCheckout(deps: TBillingDeps, businessId: string, sessionId: string) {
  testProvider(deps);
  const { session } = await findSession(deps, businessId, sessionId);
  await deps.db
    .update(testCheckoutSessions)
    .set({ status: 'expired' })
    .where(and(eq(testCheckoutSessions.id, sessionId), eq(testCheckoutSessions.status, 'open')));
  return { url: session.cancelUrl };
}

async function customerIdFor(deps: TBillingDeps, businessId: string): Promise<string> {
  const [account] = await deps.db
    .select({ id: stripeCustomers.stripeCustomerId })
    .from(stripeCustomers)
    .where(eq(stripeCustomers.businessId, businessId))
    .limit(1);
  return account?.id ?? newTestId('cus');
}

async function portalState(deps: TBillingDeps, businessId: string) {
  const [row] = await deps.db
    .select({ business: businesses, tier: subscriptionTiers, account: stripeCustomers })
    .from(businesses)
    .leftJoin(subscriptionTiers, eq(subscriptionTiers.id, businesses.tierId))
    .leftJoin(stripeCustomers, eq(stripeCustomers.businessId, businesses.id))
    .where(eq(businesses.id, businessId))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Business not found');
  return row;
}

export async function getTestPortal(deps: TBillingDeps, businessId: string): Promise<TTestPortal> {
  testProvider(deps);
  const { business, tier, account } = await portalState(deps, businessId);
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
    returnUrl: returnUrls(deps.config.appUrl).portalReturnUrl,
  };
}

/** The portal's "Cancel subscription": Stripe's customer.subscription.deleted. */
export async function cancelTestSubscription(deps: TBillingDeps, businessId: string) {
  const provider = testProvider(deps);
  const { account } = await portalState(deps, businessId);
  if (!account?.stripeSubscriptionId) throw new AppError('CONFLICT', 'There is no active subscription to cancel');
  await emit(deps, provider, 'customer.subscription.deleted', {
    id: account.stripeSubscriptionId,
    object: 'subscription',
    customer: account.stripeCustomerId,
    status: 'canceled',
    metadata: { businessId },
  });
  return { url: returnUrls(deps.config.appUrl).portalReturnUrl };
}
