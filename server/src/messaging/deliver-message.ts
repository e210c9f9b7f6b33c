import { and, eq } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { customerFacingName } from '../db/customer-facing-name.ts';
import { businesses, communicationLogs } from '../db/schema/index.ts';
import type { TQueue } from '../jobs/queue.ts';
import type { TLogger } from '../platform/logger.ts';
import type { TEmailProvider } from '../providers/email/index.ts';
import { ProviderRejection } from '../providers/provider-rejection.ts';
import type { TSmsProvider } from '../providers/sms/index.ts';
import { channelFor } from './channel-for.ts';
import { DELIVERY_MESSAGES } from './delivery-refusal.ts';
import { failMessages } from './fail-messages.ts';
import { handOver } from './hand-over.ts';
import { MESSAGING_JOBS } from './jobs.ts';
import { quietHoursEnd } from './quiet-hours.ts';
import type { TMessageLinks } from './tracking-token.ts';

type TDeliverDeps = {
  db: TDb;
  /** The provider a business's email goes through (its own SendGrid, or the platform's). */
  emailFor: (businessId: string) => Promise<TEmailProvider>;
  sms: TSmsProvider;
  tracking: TMessageLinks;
  queue: TQueue;
  logger: TLogger;
};

/**
 * The `message.deliver` job: one queued message (queue-message.ts) handed to its provider the one way every message
 * goes (hand-over.ts), which checks its customer's consent again and records the outcome. Before that, checked now:
 * a closed or suspended business sends nothing (the message fails and is refunded), and a marketing SMS waits out
 * the business's quiet hours (queued again for when they end). A refusal worth retrying is thrown, so pg-boss tries
 * again with back-off.
 */
export async function deliverMessage(
  input: TDeliverDeps & { businessId: string; logId: string; now?: Date },
): Promise<void> {
  const { businessId, logId, now = new Date(), ...deps } = input;
  const { db } = deps;
  const [row] = await db
    .select({
      status: communicationLogs.status,
      handedOverAt: communicationLogs.handedOverAt,
      type: communicationLogs.type,
      metadata: communicationLogs.metadata,
      business: {
        name: customerFacingName,
        postalAddress: businesses.postalAddress,
        locale: businesses.locale,
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
    .where(and(eq(communicationLogs.businessId, businessId), eq(communicationLogs.id, logId)))
    .limit(1);
  if (row?.status !== 'pending') return;
  const { business } = row;
  if (row.handedOverAt) {
    deps.logger.warn({ logId }, 'message handed over by an earlier attempt that did not finish: not sent again');
    return;
  }
  const closed = business.closedAt
    ? DELIVERY_MESSAGES.closed
    : business.suspendedAt
      ? DELIVERY_MESSAGES.suspended
      : null;
  if (closed) {
    await db.transaction((tx) => failMessages(tx, businessId, [{ id: logId, error: closed }]));
    return;
  }
  if (row.type === 'sms' && row.metadata.marketing === true) {
    const until = quietHoursEnd({ now, ...business });
    if (until) {
      await deps.queue.send(MESSAGING_JOBS.deliverMessage, { businessId, logId }, { startAfter: until });
      return;
    }
  }

  const channel = await channelFor(db, { ...deps, type: row.type, businessId, sender: business });
  const { released } = await handOver(db, {
    businessId,
    channel,
    logger: deps.logger,
    which: { ids: [logId] },
    limit: 1,
  });
  // Nothing went out: the job's next try (with back-off) may send it. The error stays visible in the history meanwhile.
  const [again] = released;
  if (again) throw new ProviderRejection(again.error, { retryable: true });
}
