import { eq } from 'drizzle-orm';
import { stripeCustomers } from '../db/schema/index.ts';
import type { TDeps } from '../platform/context.ts';
import { AppError } from '../platform/errors.ts';
import { loggableError } from '../platform/logger.ts';
import { paymentsProvider } from '../providers/payments/index.ts';
import { returnUrls } from './return-urls.ts';

/**
 * The provider's customer portal (payment methods, cancelling) for the business's own account.
 * Throws CONFLICT before the first paid checkout, UNAVAILABLE when the provider fails.
 */
export async function openPortal({
  db,
  config,
  logger,
  businessId,
}: Pick<TDeps, 'config' | 'db' | 'logger'> & { businessId: string }): Promise<{ url: string }> {
  const [account] = await db
    .select({ customerId: stripeCustomers.stripeCustomerId })
    .from(stripeCustomers)
    .where(eq(stripeCustomers.businessId, businessId))
    .limit(1);
  if (!account?.customerId) {
    throw new AppError('CONFLICT', 'There is no billing account yet. Choose a paid plan first.');
  }
  try {
    const provider = paymentsProvider({ config, db });
    return await provider.createPortal({
      businessId,
      customerId: account.customerId,
      returnUrl: returnUrls(provider.returnBase(config.appUrl)).portalReturnUrl,
    });
  } catch (err) {
    // Our own refusal (the test portal on a public server without BILLING_TEST_MODE) already says what to do.
    if (err instanceof AppError) throw err;
    logger.error({ err: loggableError(err), businessId }, 'portal failed');
    throw new AppError('UNAVAILABLE', 'Failed to create portal session');
  }
}
