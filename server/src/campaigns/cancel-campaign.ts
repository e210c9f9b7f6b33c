import { CAMPAIGN_MESSAGES, type TCampaign } from '@regulars/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { chargedSegmentsOf, refundBatch } from '../billing/index.ts';
import type { TDb } from '../db/client.ts';
import { campaigns, communicationLogs } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { requireCampaignRow } from './get-campaign.ts';
import { toCampaign } from './to-campaign.ts';

export const CANCELLED_MESSAGE = 'Not sent: the campaign was cancelled';

/**
 * Cancels a scheduled campaign, or stops one while it sends: no further messages are made or handed over. Messages
 * already made but not yet handed to the provider fail as cancelled and their charge is given back; what went out
 * stays in the results. One transaction, with the campaign row locked against its sender.
 */
export async function cancelCampaign({
  db,
  businessId,
  campaignId,
  now = new Date(),
}: {
  db: TDb;
  businessId: string;
  campaignId: string;
  now?: Date;
}): Promise<TCampaign> {
  return db.transaction(async (tx) => {
    const row = await requireCampaignRow({ db: tx, businessId, campaignId, lock: true });
    if (row.status !== 'scheduled' && row.status !== 'sending') {
      throw new AppError('CONFLICT', CAMPAIGN_MESSAGES.onlyScheduledCancellable);
    }
    const unsent = await tx
      .update(communicationLogs)
      .set({
        status: 'failed',
        metadata: sql`${communicationLogs.metadata} || ${JSON.stringify({ error: CANCELLED_MESSAGE })}::jsonb`,
      })
      .where(
        and(
          eq(communicationLogs.businessId, businessId),
          eq(communicationLogs.campaignId, row.id),
          eq(communicationLogs.status, 'pending'),
          isNull(communicationLogs.handedOverAt),
        ),
      )
      .returning({
        credits: communicationLogs.chargedCredits,
        smsMonth: communicationLogs.chargedSmsMonth,
        metadata: communicationLogs.metadata,
      });
    // Each SMS gives back the segments it was counted as.
    const smsByMonth = new Map<string, number>();
    for (const m of unsent) {
      if (m.smsMonth) smsByMonth.set(m.smsMonth, (smsByMonth.get(m.smsMonth) ?? 0) + chargedSegmentsOf(m.metadata));
    }
    await refundBatch({
      tx,
      businessId,
      credits: unsent.reduce((sum, m) => sum + m.credits, 0),
      smsByMonth,
      description: `Refund: campaign "${row.name}" cancelled (${unsent.length} unsent)`,
    });
    const [updated] = await tx
      .update(campaigns)
      .set({
        status: 'cancelled',
        cancelledAt: now,
        failedCount: sql`${campaigns.failedCount} + ${unsent.length}`,
        updatedAt: now,
      })
      .where(eq(campaigns.id, row.id))
      .returning();
    if (!updated) throw new Error('the campaign was not cancelled');
    return toCampaign(updated);
  });
}
