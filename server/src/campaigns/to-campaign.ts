import type { TCampaign } from '@regulars/contracts';
import type { campaigns } from '../db/schema/index.ts';

export type TCampaignRow = typeof campaigns.$inferSelect;

/** A campaigns row as the API answers it; `quietHold` comes from the business (quiet-hold.ts). */
export function toCampaign(row: TCampaignRow, quietHold: TCampaign['quietHold'] = null): TCampaign {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    status: row.status,
    recipientCount: row.recipientCount,
    createdAt: row.createdAt.toISOString(),
    scheduledFor: row.scheduledFor?.toISOString() ?? null,
    startedAt: row.startedAt?.toISOString() ?? null,
    sentAt: row.sentAt?.toISOString() ?? null,
    templateId: row.templateId,
    subject: row.subject,
    body: row.body,
    design: row.design,
    audience: row.audience,
    error: row.error,
    stats: {
      queued: row.queuedCount,
      sent: row.sentCount,
      delivered: row.deliveredCount,
      failed: row.failedCount,
      opened: row.openedCount,
      clicked: row.clickedCount,
      unsubscribed: row.unsubscribedCount,
      control: row.controlCount,
    },
    controlShare: row.controlShare,
    outcomeWindowDays: row.outcomeWindowDays,
    variantB:
      row.variantB && row.variantBShare > 0
        ? {
            share: row.variantBShare,
            subject: row.variantB.subject,
            body: row.variantB.body,
            design: row.variantB.design,
          }
        : null,
    quietHold,
  };
}
