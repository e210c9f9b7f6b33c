import { and, eq } from 'drizzle-orm';
import { testCheckoutSessions } from '../db/schema/index.ts';
import { findTestCheckoutSession } from './find-test-checkout-session.ts';
import { type TBillingDeps, testPayments } from './test-payments.ts';

/** "Cancel" on the test checkout page: the session expires unpaid, and the browser goes back to the app. */
export async function cancelTestCheckout({
  db,
  config,
  businessId,
  sessionId,
}: Pick<TBillingDeps, 'config' | 'db'> & { businessId: string; sessionId: string }): Promise<{ url: string }> {
  testPayments({ config, db });
  const { session } = await findTestCheckoutSession({ db, businessId, sessionId });
  await db
    .update(testCheckoutSessions)
    .set({ status: 'expired' })
    .where(
      and(
        eq(testCheckoutSessions.businessId, businessId),
        eq(testCheckoutSessions.id, sessionId),
        eq(testCheckoutSessions.status, 'open'),
      ),
    );
  return { url: session.cancelUrl };
}
