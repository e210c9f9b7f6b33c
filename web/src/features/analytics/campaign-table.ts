import type { TAnalytics, TAnalyticsCampaign, TMessageDelivery } from '@regulars/contracts';
import { CAMPAIGN_STATUS_LABELS } from '@regulars/contracts';
import type { TCsvTable } from './csv.ts';

export const CHANNEL_LABELS: Record<TAnalyticsCampaign['type'], string> = { email: 'Email', sms: 'SMS' };

/** What the Delivered column says of a campaign the outbox kept, in place of a count nobody received. */
export const IN_OUTBOX = 'In the outbox';

/**
 * Whether a campaign's sent messages sit in the outbox (no provider for its channel, false until that is known): then
 * its delivered count is only what the outbox took, never a delivery.
 */
export function keptByOutbox(
  c: Pick<TAnalyticsCampaign, 'type' | 'sent'>,
  delivery: TMessageDelivery | undefined,
): boolean {
  return delivery !== undefined && !delivery[c.type] && c.sent > 0;
}

/**
 * The period's campaigns as the table shows them, rates in percent (empty where not tracked or nothing delivered);
 * 'In the outbox' in the delivered column where no provider took them.
 */
export function campaignTable(a: TAnalytics, delivery?: TMessageDelivery): TCsvTable {
  return {
    fileName: `analytics-campaigns-${a.range.from}-to-${a.range.to}.csv`,
    columns: [
      'campaign',
      'channel',
      'status',
      'sent on',
      'recipients',
      'sent',
      'delivered',
      'failed',
      'opened',
      'clicked',
      'unsubscribed',
      'open rate %',
      'click rate %',
    ],
    rows: a.campaigns.rows.map((c) => [
      c.name,
      CHANNEL_LABELS[c.type],
      CAMPAIGN_STATUS_LABELS[c.status],
      c.sentOn,
      c.recipients,
      c.sent,
      keptByOutbox(c, delivery) ? IN_OUTBOX : c.delivered,
      c.failed,
      c.opened,
      c.clicked,
      c.unsubscribed,
      c.openRate,
      c.clickRate,
    ]),
  };
}
