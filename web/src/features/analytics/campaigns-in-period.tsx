import {
  ANALYTICS_CAMPAIGNS_LIMIT,
  type TAnalytics,
  type TAnalyticsCampaign,
  type TAppMessageKey,
  type TMessageDelivery,
} from '@regulars/contracts';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { useMessageDelivery } from '../../api/settings.ts';
import { useAppWords } from '../../lib/app-words.tsx';
import { formatCountIn } from '../../lib/format-number.ts';
import { CampaignStatusBadge } from '../campaigns/index.ts';
import { CommunicationTypeIcon } from '../messaging/index.ts';
import { CHANNEL_LABELS, campaignTable, keptByOutbox } from './campaign-table.ts';
import { ChartCard } from './chart-card.tsx';
import { dayLabel, NONE, percentOrNone } from './format.ts';

type TCampaign = TAnalyticsCampaign;

/** A count, and under it the rate it makes ('75% of delivered'); a dash where the channel does not track it. */
function CountWithRate({ value, rate }: { value: number | null; rate?: number | null }) {
  const { locale } = useAppWords();
  if (value === null) return <span className="text-gray-400">{NONE}</span>;
  return (
    <>
      <span className="block text-gray-900">{formatCountIn(value, locale)}</span>{' '}
      {rate !== undefined && <span className="block text-xs text-gray-500">{percentOrNone(rate, locale)}</span>}
    </>
  );
}

/**
 * The Delivered cell of a campaign the outbox kept: nobody has it, so no count posing as delivery. The reason is a
 * caption on a phone's card and, in the narrow column of the wide table, a tooltip (and read out by screen readers).
 */
const OUTBOX_TITLES = { email: 'analytics.outbox.email', sms: 'analytics.outbox.sms' } as const;
const OUTBOX_REASON_KEYS = {
  email: 'analytics.campaigns.outboxReason.email',
  sms: 'analytics.campaigns.outboxReason.sms',
} as const;

function InOutbox({ type, captioned }: { type: TCampaign['type']; captioned: boolean }) {
  const { t } = useAppWords();
  return (
    <span title={t(OUTBOX_TITLES[type])} data-testid="campaign-result-outbox">
      <span className="block font-medium text-amber-700">{t('analytics.campaigns.inOutbox')}</span>{' '}
      <span className={captioned ? 'block text-xs text-amber-700' : 'sr-only'}>{t(OUTBOX_REASON_KEYS[type])}</span>
    </span>
  );
}

function NameLink({ campaign }: { campaign: TCampaign }) {
  return (
    <Link
      to={`/campaigns/${campaign.id}`}
      className="block truncate font-medium text-gray-900 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      {campaign.name}
    </Link>
  );
}

/** Channel, and the status while it is not simply sent (still sending, stopped early, failed part way). */
function Subline({ campaign }: { campaign: TCampaign }) {
  const { t } = useAppWords();
  return (
    <div className="mt-0.5 flex flex-wrap items-center gap-1.5 text-xs text-gray-500">
      {t(CHANNEL_LABELS[campaign.type])}
      {campaign.status !== 'sent' && <CampaignStatusBadge status={campaign.status} />}
    </div>
  );
}

const NUMBER_COLUMNS = [
  'analytics.campaigns.recipients',
  'analytics.campaigns.sent',
  'analytics.campaigns.delivered',
  'analytics.campaigns.failed',
  'analytics.campaigns.opened',
  'analytics.campaigns.clicked',
  'analytics.campaigns.unsubscribed',
] as const satisfies TAppMessageKey[];

function cells(c: TCampaign, delivery: TMessageDelivery | undefined, captioned: boolean) {
  return [
    <CountWithRate key="r" value={c.recipients} />,
    <CountWithRate key="s" value={c.sent} />,
    keptByOutbox(c, delivery) ? (
      <InOutbox key="d" type={c.type} captioned={captioned} />
    ) : (
      <CountWithRate key="d" value={c.delivered} />
    ),
    <CountWithRate key="f" value={c.failed} />,
    <CountWithRate key="o" value={c.opened} rate={c.opened === null ? undefined : c.openRate} />,
    <CountWithRate key="c" value={c.clicked} rate={c.clickRate} />,
    <CountWithRate key="u" value={c.unsubscribed} />,
  ];
}

type TRowsProps = { campaigns: TCampaign[]; delivery: TMessageDelivery | undefined };

function WideTable({ campaigns, delivery }: TRowsProps) {
  const { t, locale } = useAppWords();
  return (
    <table className="hidden w-full table-fixed text-sm md:table" aria-label={t('analytics.campaigns.title')}>
      <thead>
        <tr className="border-b border-gray-100 text-left text-xs font-medium text-gray-500">
          <th className="py-2 pr-3 pl-2 font-medium">{t('analytics.campaigns.campaign')}</th>
          <th className="w-28 px-2 py-2 font-medium">{t('analytics.campaigns.sentOn')}</th>
          {NUMBER_COLUMNS.map((c) => (
            <th key={c} className="w-[7.5%] px-2 py-2 text-right font-medium">
              {c === 'analytics.campaigns.unsubscribed' ? (
                <abbr title={t(c)}>{t('analytics.campaigns.unsubscribedShort')}</abbr>
              ) : (
                t(c)
              )}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {campaigns.map((c) => (
          <tr key={c.id} className="border-b border-gray-50 align-top last:border-0" data-testid="campaign-result-row">
            <td className="py-2.5 pr-3 pl-2">
              <div className="flex min-w-0 items-start gap-3">
                <CommunicationTypeIcon type={c.type} />
                <div className="min-w-0">
                  <NameLink campaign={c} />
                  <Subline campaign={c} />
                </div>
              </div>
            </td>
            <td className="px-2 py-2.5 whitespace-nowrap text-gray-600">{dayLabel(c.sentOn, locale)}</td>
            {cells(c, delivery, false).map((cell) => (
              <td key={cell.key} className="px-2 py-2.5 text-right tabular-nums">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** On a phone each campaign is a card: its name, then its figures in a grid that wraps, never a sideways scroll. */
function PhoneCards({ campaigns, delivery }: TRowsProps) {
  const { t, locale } = useAppWords();
  return (
    <ul className="divide-y divide-gray-100 md:hidden" aria-label={t('analytics.campaigns.title')}>
      {campaigns.map((c) => (
        <li key={c.id} className="px-2 py-3" data-testid="campaign-result-card">
          <div className="flex items-start gap-3">
            <CommunicationTypeIcon type={c.type} />
            <div className="min-w-0 flex-1">
              <NameLink campaign={c} />
              <Subline campaign={c} />
              <p className="mt-0.5 text-xs text-gray-500">
                {t('analytics.campaigns.sentDay', { date: dayLabel(c.sentOn, locale) })}
              </p>
            </div>
          </div>
          <dl className="mt-2.5 grid grid-cols-3 gap-x-2 gap-y-2 text-sm tabular-nums">
            {cells(c, delivery, true).map((cell, i) => (
              <div key={cell.key} className="min-w-0">
                <dt className="text-xs text-gray-500">{t(NUMBER_COLUMNS[i] ?? 'analytics.campaigns.recipients')}</dt>
                <dd>{cell}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** The period's campaigns and what each achieved, newest first, each linking to its own page. */
export function CampaignsInPeriod({ analytics }: { analytics: TAnalytics }) {
  const { rows, total } = analytics.campaigns;
  const delivery = useMessageDelivery().data;
  const words = useAppWords();
  const { t, locale } = words;
  return (
    <ChartCard
      title={t('analytics.campaigns.title')}
      description={t('analytics.campaigns.about')}
      empty={rows.length === 0}
      emptyText={t('analytics.campaigns.empty')}
      csv={campaignTable(analytics, words, delivery)}
    >
      <WideTable campaigns={rows} delivery={delivery} />
      <PhoneCards campaigns={rows} delivery={delivery} />
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2 px-2 text-sm">
        <p className="text-gray-500" data-testid="campaign-results-count">
          {total > rows.length
            ? t('analytics.campaigns.newest', {
                limit: formatCountIn(ANALYTICS_CAMPAIGNS_LIMIT, locale),
                total: formatCountIn(total, locale),
              })
            : t('analytics.campaigns.count', { count: total })}
        </p>
        <Link
          to="/campaigns"
          className="inline-flex items-center gap-1 font-medium text-brand-600 hover:text-brand-700"
        >
          {t('analytics.campaigns.viewAll')}
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      </div>
    </ChartCard>
  );
}
