import { QUICK_MESSAGES } from '@regulars/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { effectiveTier } from '../billing/index.ts';
import type { TDb } from '../db/client.ts';
import { customerFacingName } from '../db/customer-facing-name.ts';
import { businesses, communicationLogs, customers } from '../db/schema/index.ts';
import type { TQueue } from '../jobs/queue.ts';
import { loggableError, type TLogger } from '../platform/logger.ts';
import type { TEmailProvider } from '../providers/email/index.ts';
import { ProviderRejection } from '../providers/provider-rejection.ts';
import type { TSmsProvider } from '../providers/sms/index.ts';
import { customerEmail } from './customer-email.ts';
import { failAndRefund } from './fail-message.ts';
import { MESSAGING_JOBS } from './jobs.ts';
import { quietHoursEnd } from './quiet-hours.ts';
import { isOptedOut } from './sms-opt-outs.ts';
import type { TMessageLinks } from './tracking-token.ts';

/** Tries per message before it is failed and refunded (pg-boss retries with exponential back-off between them). */
export const MAX_SEND_ATTEMPTS = 5;

export const DELIVERY_MESSAGES = {
  suspended: 'Not sent: the business is suspended',
  closed: 'Not sent: the business is closed',
  customerGone: 'Not sent: the customer was deleted',
  emailOptedOut: 'Not sent: the customer unsubscribed from email',
  smsOptedOut: 'Not sent: this number asked you to stop texting it (it can text START to opt back in)',
  interrupted:
    'Delivery unknown: the send stopped while the provider was taking the message. It was not sent again, so the customer never gets it twice.',
} as const;

type TDeliverDeps = {
  db: TDb;
  email: TEmailProvider;
  sms: TSmsProvider;
  tracking: TMessageLinks;
  queue: TQueue;
  logger: TLogger;
};

/**
 * The `message.deliver` job: hands one queued message (queue-message.ts) to its provider and records the outcome.
 *
 * - Checked again at delivery: the business is not suspended, the customer still exists and still consents, and a
 *   marketing SMS is outside the business's quiet hours (else it is queued again for when they end).
 * - The attempt marks the row handed over before calling the provider. A provider that refuses (ProviderRejection:
 *   nothing went out) clears the mark and the job is retried with back-off; the last try fails the message and
 *   refunds its charge. Any other error, or a crash, leaves the mark: the outcome is unknown, and no later attempt
 *   sends it again.
 */
export async function deliverMessage(
  input: TDeliverDeps & { businessId: string; logId: string; now?: Date },
): Promise<void> {
  const { businessId, logId, now = new Date(), ...deps } = input;
  const { db } = deps;
  const [row] = await db
    .select({
      log: communicationLogs,
      customer: {
        // A column never null: drizzle reads a left-joined object whose first column is null as no row.
        id: customers.id,
        phone: customers.phone,
        email: customers.email,
        optedInSms: customers.optedInSms,
        optedInEmail: customers.optedInEmail,
        deletedAt: customers.deletedAt,
      },
      business: {
        name: customerFacingName,
        postalAddress: businesses.postalAddress,
        suspendedAt: businesses.suspendedAt,
        closedAt: businesses.closedAt,
        tracked: businesses.emailTrackingEnabled,
        timeZone: businesses.timeZone,
        start: businesses.quietHoursStart,
        end: businesses.quietHoursEnd,
      },
    })
    .from(communicationLogs)
    .innerJoin(businesses, eq(businesses.id, communicationLogs.businessId))
    .leftJoin(customers, eq(customers.id, communicationLogs.customerId))
    .where(and(eq(communicationLogs.businessId, businessId), eq(communicationLogs.id, logId)))
    .limit(1);
  if (row?.log.status !== 'pending') return;
  const { log, customer, business } = row;
  if (log.handedOverAt) {
    deps.logger.warn({ logId }, 'message handed over by an earlier attempt that did not finish: not sent again');
    return;
  }

  const to = log.type === 'sms' ? customer?.phone : customer?.email;
  const refusal = await refusalOf(db, { log, customer, business, to });
  if (refusal || !to) {
    await failAndRefund(db, log, refusal ?? QUICK_MESSAGES.phoneRequired);
    return;
  }

  if (log.type === 'sms' && log.metadata.marketing === true) {
    const until = quietHoursEnd({ now, ...business });
    if (until) {
      await deps.queue.send(MESSAGING_JOBS.deliverMessage, { businessId, logId }, { startAfter: until });
      return;
    }
  }

  const [claimed] = await db
    .update(communicationLogs)
    .set({ handedOverAt: now, attempts: sql`${communicationLogs.attempts} + 1` })
    .where(
      and(
        eq(communicationLogs.id, logId),
        eq(communicationLogs.status, 'pending'),
        isNull(communicationLogs.handedOverAt),
      ),
    )
    .returning({ attempts: communicationLogs.attempts });
  if (!claimed) return;

  let sent: { id: string; provider: string };
  try {
    sent = await handOver(deps, log, to, business);
  } catch (err) {
    if (!(err instanceof ProviderRejection)) {
      deps.logger.error({ err: loggableError(err), logId }, 'message hand-over interrupted: not sent again');
      await db
        .update(communicationLogs)
        .set({ metadata: { ...log.metadata, error: DELIVERY_MESSAGES.interrupted } })
        .where(eq(communicationLogs.id, logId));
      return;
    }
    if (!err.retryable || claimed.attempts >= MAX_SEND_ATTEMPTS) {
      await failAndRefund(db, log, err.message);
      return;
    }
    // Nothing went out: the next attempt may send it. The error stays visible in the history meanwhile.
    await db
      .update(communicationLogs)
      .set({ handedOverAt: null, metadata: { ...log.metadata, error: err.message } })
      .where(eq(communicationLogs.id, logId));
    throw err;
  }
  // Not in a transaction with the provider call: a network call must not hold a connection (PGlite has one). If
  // this write fails the row stays handed over and pending: unknown, never sent twice.
  await db
    .update(communicationLogs)
    .set({ status: 'sent', provider: sent.provider, providerMessageId: sent.id, metadata: withoutError(log.metadata) })
    .where(eq(communicationLogs.id, logId));
}

const withoutError = ({ error: _error, ...rest }: Record<string, unknown>) => rest;

/** Why the message may not go now (checked at delivery: things change while it waits), or null. */
async function refusalOf(
  db: TDb,
  {
    log,
    customer,
    business,
    to,
  }: {
    log: typeof communicationLogs.$inferSelect;
    customer: { optedInSms: boolean; optedInEmail: boolean; deletedAt: Date | null } | null;
    business: { suspendedAt: Date | null; closedAt: Date | null };
    to: string | null | undefined;
  },
): Promise<string | null> {
  if (business.closedAt) return DELIVERY_MESSAGES.closed;
  if (business.suspendedAt) return DELIVERY_MESSAGES.suspended;
  if (!customer || customer.deletedAt) return DELIVERY_MESSAGES.customerGone;
  if (log.type === 'sms') {
    if (!customer.optedInSms) return QUICK_MESSAGES.smsNotOptedIn;
    if (!to) return QUICK_MESSAGES.phoneRequired;
    if (await isOptedOut(db, log.businessId, to)) return DELIVERY_MESSAGES.smsOptedOut;
    return null;
  }
  // A quick email is one the staff chose to send to this customer; automatic ones need the email opt-in.
  if (log.metadata.quick !== true && !customer.optedInEmail) return DELIVERY_MESSAGES.emailOptedOut;
  return to ? null : QUICK_MESSAGES.emailRequired;
}

/** The provider call. */
async function handOver(
  deps: TDeliverDeps,
  log: typeof communicationLogs.$inferSelect,
  to: string,
  business: { name: string; postalAddress: string | null; tracked: boolean },
): Promise<{ id: string; provider: string }> {
  if (log.type === 'sms') {
    const { providerMessageId } = await deps.sms.send({
      to,
      body: log.content,
      businessId: log.businessId,
      reference: log.id,
    });
    return { id: providerMessageId, provider: deps.sms.name };
  }
  // Read at delivery, as the plan is: a business that gave up white-label gets the mark back on its next email.
  const { features } = await effectiveTier({ db: deps.db, businessId: log.businessId });
  const sent = await deps.email.send(
    customerEmail({
      tracking: deps.tracking,
      sender: { ...business, whiteLabel: features.whiteLabel },
      businessId: log.businessId,
      logId: log.id,
      to,
      subject: log.subject ?? '',
      text: log.content,
      html: log.html ?? '',
    }),
  );
  return { id: sent.messageId, provider: sent.provider ?? deps.email.name };
}
