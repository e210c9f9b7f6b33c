import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { campaigns, communicationLogs } from '../db/schema/index.ts';
import { isUuid } from '../platform/uuid-param.ts';
import type { TSmsStatusUpdate } from '../providers/sms/index.ts';
import { failMessages } from './fail-messages.ts';

/**
 * A delivery report from the SMS provider. Delivered: a message still pending (its hand-over was interrupted before
 * we recorded it) becomes sent, with the provider's id. Undelivered or failed: the message fails with the
 * provider's reason and its charge is refunded, once. Reports for messages we do not know are ignored.
 */
export async function recordSmsStatus({
  db,
  provider,
  update,
}: {
  db: TDb;
  provider: string;
  update: TSmsStatusUpdate;
}): Promise<void> {
  if (update.status === 'pending') return;
  const byProviderId = and(
    eq(communicationLogs.provider, provider),
    eq(communicationLogs.providerMessageId, update.providerMessageId),
  );
  const [log] = await db
    .select()
    .from(communicationLogs)
    .where(
      and(
        eq(communicationLogs.type, 'sms'),
        update.reference && isUuid(update.reference)
          ? or(eq(communicationLogs.id, update.reference), byProviderId)
          : byProviderId,
      ),
    )
    .limit(1);
  if (!log) return;
  // The report named no business: the lookup above found it, and every write below is scoped by it.
  const own = (...more: SQL[]) =>
    and(eq(communicationLogs.businessId, log.businessId), eq(communicationLogs.id, log.id), ...more);
  if (update.status === 'failed') {
    const error = update.error ?? 'The provider reported the message undelivered';
    await db.transaction((tx) => failMessages(tx, log.businessId, [{ id: log.id, error }]));
    return;
  }
  // The carrier confirmed it: a campaign counts it delivered (once, however often the report comes).
  const [confirmed] = await db
    .update(communicationLogs)
    .set({ deliveredAt: new Date() })
    .where(own(isNull(communicationLogs.deliveredAt)))
    .returning({ campaignId: communicationLogs.campaignId });
  if (confirmed?.campaignId) {
    await db
      .update(campaigns)
      .set({ deliveredCount: sql`${campaigns.deliveredCount} + 1` })
      .where(and(eq(campaigns.businessId, log.businessId), eq(campaigns.id, confirmed.campaignId)));
  }
  if (log.status !== 'pending') return;
  const { error: _error, ...metadata } = log.metadata;
  await db
    .update(communicationLogs)
    .set({ status: 'sent', provider, providerMessageId: update.providerMessageId, metadata })
    .where(own(eq(communicationLogs.status, 'pending')));
}
