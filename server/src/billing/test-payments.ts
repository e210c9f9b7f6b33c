import type { TDeps } from '../platform/context.ts';
import { AppError } from '../platform/errors.ts';
import { paymentsProvider } from '../providers/payments/index.ts';
import { newTestId, type TTestPaymentsProvider } from '../providers/payments/test-checkout.ts';
import type { TProviderEvent } from '../providers/payments/types.ts';
import { receiveWebhook } from './webhook.ts';

/** What the built-in test checkout's use cases need: the payments provider comes from config, events from the db. */
export type TBillingDeps = Pick<TDeps, 'config' | 'db' | 'logger'>;

/**
 * The test checkout exists only while Stripe is not configured: otherwise its pages answer 404. On a public (https)
 * server it is refused (UNAVAILABLE) unless BILLING_TEST_MODE is on, so nothing can be paid for free there.
 */
export function testPayments({ config, db }: Pick<TBillingDeps, 'config' | 'db'>): TTestPaymentsProvider {
  const provider = paymentsProvider({ config, db });
  if (provider.kind !== 'test') throw new AppError('NOT_FOUND', 'The test checkout is not enabled');
  const test = provider as TTestPaymentsProvider;
  test.assertOpen();
  return test;
}

/** Signs the event like Stripe and hands it to the webhook handling every real event goes through. */
export async function emitTestEvent({
  db,
  config,
  logger,
  provider,
  type,
  object,
}: TBillingDeps & { provider: TTestPaymentsProvider; type: string; object: Record<string, unknown> }) {
  const event: TProviderEvent = {
    id: newTestId('evt'),
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object },
  };
  const { rawBody, signature } = provider.signEvent(event);
  return receiveWebhook({ db, config, logger, rawBody, signature });
}
