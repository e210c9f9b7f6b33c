import type {
  TAnalytics,
  TAnalyticsCampaign,
  TAppMessageKey,
  TCampaignStatus,
  TMessageDelivery,
} from '@regulars/contracts';
import type { TAppWords } from '../../lib/app-words.tsx';
import type { TCsvTable } from './csv.ts';

export const CHANNEL_LABELS: Record<TAnalyticsCampaign['type'], TAppMessageKey> = {
  email: 'analytics.channel.email',
  sms: 'analytics.channel.sms',
};

const STATUS_LABELS: Record<TCampaignStatus, TAppMessageKey> = {
  draft: 'analytics.campaignStatus.draft',
  scheduled: 'analytics.campaignStatus.scheduled',
  sending: 'analytics.campaignStatus.sending',
  sent: 'analytics.campaignStatus.sent',
  failed: 'analytics.campaignStatus.failed',
  cancelled: 'analytics.campaignStatus.cancelled',
};

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
 * The period's campaigns as the table shows them, in the user's language, rates in percent (empty where not tracked or
 * nothing delivered); 'In the outbox' in the delivered column where no provider took them. The day sent stays
 * YYYY-MM-DD and the figures plain numbers, so a spreadsheet reads them.
 */
export function campaignTable(a: TAnalytics, words: TAppWords, delivery?: TMessageDelivery): TCsvTable {
  const { t } = words;
  return {
    fileName: `analytics-campaigns-${a.range.from}-to-${a.range.to}.csv`,
    columns: [
      t('analytics.csv.campaign.campaign'),
      t('analytics.csv.campaign.channel'),
      t('analytics.csv.campaign.status'),
      t('analytics.csv.campaign.sentOn'),
      t('analytics.csv.campaign.recipients'),
      t('analytics.csv.campaign.sent'),
      t('analytics.csv.campaign.delivered'),
      t('analytics.csv.campaign.failed'),
      t('analytics.csv.campaign.opened'),
      t('analytics.csv.campaign.clicked'),
      t('analytics.csv.campaign.unsubscribed'),
      t('analytics.csv.campaign.openRate'),
      t('analytics.csv.campaign.clickRate'),
    ],
    rows: a.campaigns.rows.map((c) => [
      c.name,
      t(CHANNEL_LABELS[c.type]),
      t(STATUS_LABELS[c.status]),
      c.sentOn,
      c.recipients,
      c.sent,
      keptByOutbox(c, delivery) ? t('analytics.campaigns.inOutbox') : c.delivered,
      c.failed,
      c.opened,
      c.clicked,
      c.unsubscribed,
      c.openRate,
      c.clickRate,
    ]),
  };
}
