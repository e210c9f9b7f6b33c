import { eq } from 'drizzle-orm';
import { businesses, stripeCustomers, subscriptionTiers } from '../db/schema/index.ts';
import type { TDeps } from '../platform/context.ts';
import { AppError } from '../platform/errors.ts';
import { loggableError } from '../platform/logger.ts';
import { isUuid } from '../platform/uuid-param.ts';
import { paymentsProvider } from '../providers/payments/index.ts';

type TBillingDeps = Pick<TDeps, 'config' | 'db' | 'logger'>;

export const NOT_FOR_PURCHASE = 'This tier is not available for purchase';
export const USE_PORTAL_TO_CANCEL = 'Please use the billing portal to cancel your subscription';

/** Built on the server from APP_URL only, so no caller can send the browser somewhere else. */
export function returnUrls(appUrl: string) {
  return {
    successUrl: `${appUrl}/dashboard?payment=success`,
    cancelUrl: `${appUrl}/dashboard?payment=cancelled`,
    portalReturnUrl: `${appUrl}/subscription`,
  };
}

/** Opens checkout for the business's own account on a tier; the price id comes from the tier table. */
export async function startCheckout(deps: TBillingDeps, opts: { businessId: string; tierId: string }) {
  const { db } = deps;
  const [tier] = isUuid(opts.tierId)
    ? await db.select().from(subscriptionTiers).where(eq(subscriptionTiers.id, opts.tierId)).limit(1)
    : [];
  if (!tier) throw new AppError('NOT_FOUND', 'No such subscription tier');
  // Spec section 5's plan-select rules: a free tier is left through the portal, not bought.
  if (Number(tier.priceMonthly) === 0) throw new AppError('VALIDATION', USE_PORTAL_TO_CANCEL);
  if (!tier.stripePriceId) throw new AppError('VALIDATION', NOT_FOR_PURCHASE);

  const [business] = await db
    .select({ email: businesses.email, customerId: stripeCustomers.stripeCustomerId })
    .from(businesses)
    .leftJoin(stripeCustomers, eq(stripeCustomers.businessId, businesses.id))
    .where(eq(businesses.id, opts.businessId))
    .limit(1);
  if (!business) throw new AppError('NOT_FOUND', 'Business not found');

  const { successUrl, cancelUrl } = returnUrls(deps.config.appUrl);
  try {
    return await paymentsProvider(deps).createCheckout({
      businessId: opts.businessId,
      email: business.email,
      tierId: tier.id,
      priceId: tier.stripePriceId,
      customerId: business.customerId ?? null,
      successUrl,
      cancelUrl,
    });
  } catch (err) {
    deps.logger.error({ err: loggableError(err), businessId: opts.businessId }, 'checkout failed');
    throw new AppError('UNAVAILABLE', 'Failed to create checkout session');
  }
}

/** The provider's customer portal (payment methods, cancelling) for the business's own account. */
export async function openPortal(deps: TBillingDeps, businessId: string) {
  const [account] = await deps.db
    .select({ customerId: stripeCustomers.stripeCustomerId })
    .from(stripeCustomers)
    .where(eq(stripeCustomers.businessId, businessId))
    .limit(1);
  if (!account?.customerId) {
    throw new AppError('CONFLICT', 'There is no billing account yet. Choose a paid plan first.');
  }
  try {
    return await paymentsProvider(deps).createPortal({
      businessId,
      customerId: account.customerId,
      returnUrl: returnUrls(deps.config.appUrl).portalReturnUrl,
    });
  } catch (err) {
    deps.logger.error({ err: loggableError(err), businessId }, 'portal failed');
    throw new AppError('UNAVAILABLE', 'Failed to create portal session');
  }
}
