import { eq } from 'drizzle-orm';
import { billingEvents } from '../db/schema/index.ts';
import type { TDeps } from '../platform/context.ts';
import { AppError } from '../platform/errors.ts';
import { loggableError } from '../platform/logger.ts';
import { paymentsProvider } from '../providers/payments/index.ts';
import { WebhookSignatureError } from '../providers/payments/types.ts';
import { applyEvent, HANDLED_EVENTS } from './apply-event.ts';

export type TWebhookResult = { eventId: string; duplicate: boolean; outcome: string };

/**
 * The one path every payment event takes, from Stripe or from the built-in test checkout: verify the
 * signature over the raw body, store the event by id (a replay stops here), apply it, all in one transaction.
 */
export async function receiveWebhook({
  db,
  config,
  logger,
  rawBody,
  signature,
}: Pick<TDeps, 'config' | 'db' | 'logger'> & {
  rawBody: string;
  signature: string | undefined;
}): Promise<TWebhookResult> {
  const provider = paymentsProvider({ config, db });
  let event: ReturnType<typeof provider.verifyWebhook>;
  try {
    event = provider.verifyWebhook(rawBody, signature);
  } catch (err) {
    if (err instanceof WebhookSignatureError) {
      throw new AppError('VALIDATION', 'Webhook signature verification failed');
    }
    throw err;
  }
  if (typeof event?.id !== 'string' || typeof event.type !== 'string' || typeof event.created !== 'number') {
    throw new AppError('VALIDATION', 'The webhook payload is not an event');
  }

  const result = await db.transaction(async (tx) => {
    const stored = await tx
      .insert(billingEvents)
      .values({
        id: event.id,
        type: event.type,
        eventCreatedAt: new Date(event.created * 1000),
        outcome: 'processing',
        payload: event as unknown as Record<string, unknown>,
      })
      .onConflictDoNothing()
      .returning({ id: billingEvents.id });
    if (stored.length === 0) return { duplicate: true, outcome: 'duplicate', replaced: undefined };
    const handled = (HANDLED_EVENTS as readonly string[]).includes(event.type);
    const applied = handled
      ? await applyEvent({ tx, event })
      : { businessId: null, outcome: 'ignored: unhandled type' };
    await tx
      .update(billingEvents)
      .set({ outcome: applied.outcome, businessId: applied.businessId })
      .where(eq(billingEvents.id, event.id));
    return {
      duplicate: false,
      outcome: applied.outcome,
      replaced: 'replacedSubscriptionId' in applied ? applied.replacedSubscriptionId : undefined,
    };
  });

  if (result.replaced) {
    // After commit, outside the transaction: a failure here must not undo the new subscription.
    await provider
      .cancelSubscription(result.replaced)
      .catch((err) =>
        logger.error(
          { err: loggableError(err), subscriptionId: result.replaced },
          'failed to cancel a replaced subscription',
        ),
      );
  }
  logger.info({ eventId: event.id, type: event.type, outcome: result.outcome }, 'billing event');
  return { eventId: event.id, duplicate: result.duplicate, outcome: result.outcome };
}
