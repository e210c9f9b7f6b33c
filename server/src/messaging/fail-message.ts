import { and, eq, ne, sql } from 'drizzle-orm';
import { chargedSegmentsOf, refundSpend } from '../billing/index.ts';
import type { TDb } from '../db/client.ts';
import { campaigns, communicationLogs } from '../db/schema/index.ts';
import { emitWebhookEvents } from '../webhooks/index.ts';

type TLog = typeof communicationLogs.$inferSelect;

/**
 * The message did not go (refused before or by its provider, or reported undelivered): failed with the reason, and
 * its charge given back, in one transaction. Once only: false when it had already failed.
 */
export async function failAndRefund(
  db: TDb,
  log: Pick<
    TLog,
    'id' | 'businessId' | 'type' | 'templateName' | 'metadata' | 'chargedCredits' | 'chargedSmsMonth' | 'campaignId'
  >,
  error: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [failed] = await tx
      .update(communicationLogs)
      .set({ status: 'failed', handedOverAt: null, metadata: { ...log.metadata, error } })
      .where(
        and(
          eq(communicationLogs.businessId, log.businessId),
          eq(communicationLogs.id, log.id),
          ne(communicationLogs.status, 'failed'),
        ),
      )
      // A subquery in RETURNING reads the statement's snapshot: the row as it was before this update.
      .returning({
        id: communicationLogs.id,
        wasSent: sql<boolean>`(select l.status = 'sent' from ${communicationLogs} l where l.id = ${log.id})`,
      });
    if (!failed) return false;
    // No queue here: the minute's scheduled drain delivers it.
    await emitWebhookEvents({
      tx,
      queue: undefined,
      businessId: log.businessId,
      events: [
        {
          type: 'message.failed',
          data: { messageId: log.id, channel: log.type, campaignId: log.campaignId, error },
        },
      ],
    });
    if (log.campaignId) {
      // A carrier's late 'undelivered' turns a sent campaign message into a failed one: the results follow.
      await tx
        .update(campaigns)
        .set({
          failedCount: sql`${campaigns.failedCount} + 1`,
          ...(failed.wasSent ? { sentCount: sql`greatest(${campaigns.sentCount} - 1, 0)` } : {}),
        })
        .where(and(eq(campaigns.businessId, log.businessId), eq(campaigns.id, log.campaignId)));
    }
    await refundSpend({
      tx,
      businessId: log.businessId,
      charge: { credits: log.chargedCredits, smsMonth: log.chargedSmsMonth, segments: chargedSegmentsOf(log.metadata) },
      description: `Refund: ${log.type === 'sms' ? 'SMS' : 'email'} not delivered (${log.templateName ?? 'message'})`,
    });
    return true;
  });
}
