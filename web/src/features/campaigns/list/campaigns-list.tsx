import type { TCampaignListItem } from '@regulars/contracts';
import { Link } from 'react-router';
import { type TAppWords, useAppWords } from '../../../lib/app-words.tsx';
import { formatCountIn } from '../../../lib/format-number.ts';
import { CommunicationTypeIcon } from '../../messaging/index.ts';
import { CAMPAIGN_TYPE_KEYS, campaignDateLine, resultsLine, wentOut } from '../campaign-display.ts';
import { CampaignStatusBadge } from '../campaign-status-badge.tsx';
import { ListSendProgress } from './list-send-progress.tsx';

type Props = { campaigns: TCampaignListItem[]; timeZone: string };

const recipients = (c: TCampaignListItem, words: TAppWords) =>
  c.status === 'draft' ? '—' : formatCountIn(c.recipientCount, words.locale);

/** Results exist once messages went out; before that the column says nothing rather than zeros. */
const results = (c: TCampaignListItem, words: TAppWords) => (wentOut(c) ? resultsLine(c, words) : null);

function NameLink({ campaign }: { campaign: TCampaignListItem }) {
  return (
    <Link
      to={`/campaigns/${campaign.id}`}
      className="block truncate font-medium text-gray-900 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
      data-testid="campaign-link"
    >
      {campaign.name}
    </Link>
  );
}

/** Name and channel, status, recipients, date and results: a table on wide screens, cards on a phone. */
export function CampaignsList({ campaigns, timeZone }: Props) {
  const words = useAppWords();
  const { t } = words;
  return (
    <>
      <table className="hidden w-full table-fixed divide-y divide-gray-200 text-sm md:table">
        <thead className="bg-gray-50 text-left text-xs font-medium tracking-wide text-gray-500 uppercase">
          <tr>
            <th className="px-6 py-3">{t('campaigns.list.campaign')}</th>
            <th className="w-32 px-4 py-3">{t('campaigns.statusHeading')}</th>
            <th className="w-28 px-4 py-3 text-right">{t('campaigns.recipients')}</th>
            <th className="w-56 px-4 py-3">{t('campaigns.list.date')}</th>
            <th className="w-60 px-6 py-3">{t('campaigns.list.results')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100 bg-white">
          {campaigns.map((c) => (
            <tr key={c.id} className="hover:bg-gray-50/70" data-testid="campaign-row">
              <td className="px-6 py-3.5">
                <div className="flex min-w-0 items-center gap-3">
                  <CommunicationTypeIcon type={c.type} />
                  <div className="min-w-0">
                    <NameLink campaign={c} />
                    <p className="text-xs text-gray-500" data-testid="campaign-type">
                      {t(CAMPAIGN_TYPE_KEYS[c.type])}
                    </p>
                  </div>
                </div>
              </td>
              <td className="px-4 py-3.5">
                <CampaignStatusBadge status={c.status} />
              </td>
              <td className="px-4 py-3.5 text-right text-gray-700 tabular-nums">{recipients(c, words)}</td>
              <td className="px-4 py-3.5 text-gray-600">{campaignDateLine(c, timeZone, words)}</td>
              <td className="px-6 py-3.5 text-gray-600 tabular-nums" data-testid="campaign-results">
                {c.status === 'sending' ? (
                  <ListSendProgress campaign={c} />
                ) : (
                  (results(c, words) ?? <span className="text-gray-500">—</span>)
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="divide-y divide-gray-100 md:hidden">
        {campaigns.map((c) => (
          <li key={c.id} className="flex gap-3 px-4 py-3.5" data-testid="campaign-card">
            <CommunicationTypeIcon type={c.type} className="mt-0.5" />
            <div className="min-w-0 flex-1 space-y-1">
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <NameLink campaign={c} />
                  <p className="text-xs text-gray-500">
                    {t(CAMPAIGN_TYPE_KEYS[c.type])}
                    {c.status !== 'draft' && ` · ${t('campaigns.list.recipientCount', { count: c.recipientCount })}`}
                  </p>
                </div>
                <CampaignStatusBadge status={c.status} />
              </div>
              <p className="text-xs text-gray-500">{campaignDateLine(c, timeZone, words)}</p>
              {c.status === 'sending' ? (
                <ListSendProgress campaign={c} />
              ) : (
                results(c, words) && <p className="text-xs text-gray-700 tabular-nums">{results(c, words)}</p>
              )}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
