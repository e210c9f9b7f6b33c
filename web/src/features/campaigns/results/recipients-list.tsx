import type { TCampaignRecipient } from '@regulars/contracts';
import { Eye, MousePointerClick, UserMinus } from 'lucide-react';
import { useShowPhone } from '../../../api/business-country.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { useAppWords } from '../../../lib/app-words.tsx';
import { recipientStatus, recipientVersion } from '../campaign-display.ts';
import { recipientErrorIn, recipientNameIn } from '../campaign-refusals.ts';
import { formatInZone } from '../schedule-time.ts';

function Status({
  recipient: r,
  inOutbox,
  abTest,
}: {
  recipient: TCampaignRecipient;
  inOutbox: boolean;
  abTest: boolean;
}) {
  const words = useAppWords();
  const { t } = words;
  const { label, tone } = recipientStatus(r, inOutbox, words);
  const version = abTest ? recipientVersion(r, words) : null;
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      {version && (
        <Badge tone="neutral" className="font-semibold" data-testid="recipient-version">
          {version}
        </Badge>
      )}
      <Badge tone={tone} data-testid="recipient-status">
        {label}
      </Badge>
      {r.openedAt && (
        <Badge tone="blue">
          <Eye className="size-3" aria-hidden />
          {t('campaigns.recipient.opened')}
        </Badge>
      )}
      {r.clickedAt && (
        <Badge tone="brand">
          <MousePointerClick className="size-3" aria-hidden />
          {t('campaigns.recipient.clicked')}
        </Badge>
      )}
      {r.unsubscribedAt && (
        <Badge tone="amber">
          <UserMinus className="size-3" aria-hidden />
          {t('campaigns.recipient.unsubscribed')}
        </Badge>
      )}
    </div>
  );
}

function Who({ recipient: r }: { recipient: TCampaignRecipient }) {
  const words = useAppWords();
  // A text's number as the business writes numbers (an email address is shown as it is).
  const showPhone = useShowPhone();
  return (
    <div className="min-w-0">
      <p className="truncate font-medium text-gray-900" data-testid="recipient-name">
        {recipientNameIn(words, r.name)}
      </p>
      {r.to && <p className="truncate text-xs text-gray-500">{showPhone(r.to)}</p>}
    </div>
  );
}

/**
 * Each recipient with what happened to their message: a table on wide screens, stacked rows on a phone. `inOutbox`:
 * the campaign's channel has no provider, so a message taken is in the outbox, not delivered. `abTest`: each message
 * says which version it was.
 */
export function RecipientsList({
  recipients,
  timeZone,
  inOutbox,
  abTest = false,
}: {
  recipients: TCampaignRecipient[];
  timeZone: string;
  inOutbox: boolean;
  abTest?: boolean;
}) {
  const words = useAppWords();
  const { t, locale } = words;
  return (
    <>
      <table className="hidden w-full table-fixed divide-y divide-gray-200 text-sm md:table">
        <thead className="bg-gray-50 text-left text-xs font-medium tracking-wide text-gray-500 uppercase">
          <tr>
            <th className="px-6 py-3">{t('campaigns.recipients.recipient')}</th>
            <th className="w-72 px-4 py-3">{t('campaigns.statusHeading')}</th>
            <th className="w-60 px-6 py-3">{t('campaigns.recipients.time')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100 bg-white">
          {recipients.map((r) => (
            <tr key={r.logId} className="align-top" data-testid="recipient-row">
              <td className="px-6 py-3">
                <Who recipient={r} />
              </td>
              <td className="px-4 py-3">
                <Status recipient={r} inOutbox={inOutbox} abTest={abTest} />
                {r.error && <p className="mt-1 text-xs break-words text-red-700">{recipientErrorIn(words, r.error)}</p>}
              </td>
              <td className="px-6 py-3 whitespace-nowrap text-gray-600 tabular-nums">
                {formatInZone(r.createdAt, timeZone, locale)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="divide-y divide-gray-100 md:hidden">
        {recipients.map((r) => (
          <li key={r.logId} className="space-y-1.5 px-4 py-3" data-testid="recipient-card">
            <div className="flex items-start justify-between gap-3">
              <Who recipient={r} />
              <span className="shrink-0 pt-0.5 text-xs text-gray-500 tabular-nums">
                {formatInZone(r.createdAt, timeZone, locale)}
              </span>
            </div>
            <Status recipient={r} inOutbox={inOutbox} abTest={abTest} />
            {r.error && <p className="text-xs break-words text-red-700">{recipientErrorIn(words, r.error)}</p>}
          </li>
        ))}
      </ul>
    </>
  );
}
