import { AGENCY_MESSAGES } from '@regulars/contracts';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { businesses, stripeCustomers, subscriptionTiers } from '../db/schema/index.ts';
import type { TDeps } from '../platform/context.ts';
import { AppError, BUSINESS_NOT_FOUND } from '../platform/errors.ts';
import { loggableError } from '../platform/logger.ts';
import { isUuid } from '../platform/uuid-param.ts';
import { paymentsProvider } from '../providers/payments/index.ts';
import { firstTrialDays } from './first-trial.ts';
import { returnUrls } from './return-urls.ts';

export const NOT_FOR_PURCHASE = 'This tier is not available for purchase';
export const USE_PORTAL_TO_CANCEL = 'Please use the billing portal to cancel your subscription';

/**
 * Opens checkout for the business's own account on a tier; the price id comes from the tier table. The card is always
 * taken; a business that never had a trial and has no subscription gets TRIAL_DAYS free first ($0 today).
 * Throws NOT_FOUND (tier, business), VALIDATION (a free tier, a tier without a price) or UNAVAILABLE (the provider, or
 * no payments on this server: the test checkout on a public server without BILLING_TEST_MODE).
 */
export async function startCheckout({
  db,
  config,
  logger,
  businessId,
  tierId,
}: Pick<TDeps, 'config' | 'db' | 'logger'> & { businessId: string; tierId: string }): Promise<{
  id: string;
  url: string;
}> {
  const [tier] = isUuid(tierId)
    ? await db.select().from(subscriptionTiers).where(eq(subscriptionTiers.id, tierId)).limit(1)
    : [];
  if (!tier) throw new AppError('NOT_FOUND', 'No such subscription tier');
  // A free tier is not bought: a paying business reaches it by cancelling in the portal.
  if (Number(tier.priceMonthly) === 0) throw new AppError('VALIDATION', USE_PORTAL_TO_CANCEL);
  if (!tier.stripePriceId) throw new AppError('VALIDATION', NOT_FOR_PURCHASE);

  const agency = alias(businesses, 'agency');
  const [business] = await db
    .select({
      agencyName: agency.companyName,
      email: businesses.email,
      trialEndsAt: businesses.trialEndsAt,
      customerId: stripeCustomers.stripeCustomerId,
      subscriptionId: stripeCustomers.stripeSubscriptionId,
    })
    .from(businesses)
    .leftJoin(stripeCustomers, eq(stripeCustomers.businessId, businesses.id))
    .leftJoin(agency, eq(agency.id, businesses.agencyId))
    .where(eq(businesses.id, businessId))
    .limit(1);
  if (!business) throw new AppError('NOT_FOUND', BUSINESS_NOT_FOUND);
  // An agency's client is on the agency's plan (issue 32): its plan changes with the agency's, not here.
  if (business.agencyName !== null)
    throw new AppError('CONFLICT', AGENCY_MESSAGES.billedWithAgency(business.agencyName));

  const trialDays = firstTrialDays({
    trialEndsAt: business.trialEndsAt,
    subscriptionId: business.subscriptionId,
    trialDays: config.trialDays,
  });
  const provider = paymentsProvider({ config, db });
  const { successUrl, cancelUrl } = returnUrls(provider.returnBase(config.appUrl));
  try {
    return await provider.createCheckout({
      businessId,
      email: business.email,
      tierId: tier.id,
      priceId: tier.stripePriceId,
      customerId: business.customerId ?? null,
      successUrl,
      cancelUrl,
      trialDays,
    });
  } catch (err) {
    // Our own refusal (the test checkout on a public server without BILLING_TEST_MODE) already says what to do.
    if (err instanceof AppError) throw err;
    logger.error({ err: loggableError(err), businessId }, 'checkout failed');
    throw new AppError('UNAVAILABLE', 'Failed to create checkout session');
  }
}
