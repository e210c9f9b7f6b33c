import type { TAnalytics, TAnalyticsCampaign } from '@regulars/contracts';
import { CAMPAIGN_STATUS_LABELS } from '@regulars/contracts';
import type { TCsvTable } from './csv.ts';

export const CHANNEL_LABELS: Record<TAnalyticsCampaign['type'], string> = { email: 'Email', sms: 'SMS' };

/** The period's campaigns as the table shows them, rates in percent (empty where not tracked or nothing delivered). */
export function campaignTable(a: TAnalytics): TCsvTable {
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
      c.delivered,
      c.failed,
      c.opened,
      c.clicked,
      c.unsubscribed,
      c.openRate,
      c.clickRate,
    ]),
  };
}
