import type { TCommunication } from '@regulars/contracts';
import type { MouseEvent } from 'react';
import { useBusinessCountry } from '../../../api/business-country.ts';
import { useBusinessTimeZone } from '../../../api/use-business-time-zone.ts';
import { useAppWords } from '../../../lib/app-words.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatShortDate, formatZonedDateTime, formatZonedTime } from '../../../lib/format-date.ts';
import { namedLabel, previewText, recipientContact, recipientName } from './communication-display.ts';
import { CommunicationStatusBadge } from './communication-status-badge.tsx';
import { CommunicationTypeIcon } from './communication-type-icon.tsx';

type TOpen = (communication: TCommunication) => void;

function Recipient({ communication }: { communication: TCommunication }) {
  const country = useBusinessCountry();
  const words = useAppWords();
  const deleted = !communication.customer || communication.customer.deleted;
  const contact = recipientContact(communication, country);
  return (
    <div className="min-w-0">
      <p className={cn('truncate font-medium', deleted ? 'text-gray-500 italic' : 'text-gray-900')}>
        {recipientName(communication.customer, words)}
      </p>
      {contact && <p className="truncate text-xs text-gray-500">{contact}</p>}
    </div>
  );
}

/** The subject (emails) over the message's first line; the button keyboards use to open the message. */
function MessageButton({ communication, onOpen }: { communication: TCommunication; onOpen: TOpen }) {
  const words = useAppWords();
  const preview = previewText(communication.content);
  return (
    <button
      type="button"
      onClick={() => onOpen(communication)}
      className="block w-full min-w-0 rounded text-left focus-visible:outline-2 focus-visible:outline-brand-600"
      data-testid="communication-open"
    >
      {communication.subject && (
        <span className="block truncate font-medium text-gray-900">{communication.subject}</span>
      )}
      <span className={cn('block truncate', communication.subject ? 'text-xs text-gray-500' : 'text-gray-700')}>
        {preview || <span className="text-gray-500">{words.t('communications.noContent')}</span>}
      </span>
      {communication.templateName && (
        <span className="mt-1 block truncate text-xs text-gray-500">
          {namedLabel(communication.source, communication.templateName, words)}
        </span>
      )}
    </button>
  );
}

/** A click anywhere on a row opens its message, unless it landed on a button or link of its own. */
function openOnClick(onOpen: TOpen, communication: TCommunication) {
  return (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a, button')) return;
    onOpen(communication);
  };
}

/** Date, recipient, type, subject/preview and status: a table on wide screens, a list of cards on a phone. */
export function CommunicationsList({ communications, onOpen }: { communications: TCommunication[]; onOpen: TOpen }) {
  const zone = useBusinessTimeZone();
  const { t, locale } = useAppWords();
  return (
    <>
      <table className="hidden w-full table-fixed divide-y divide-gray-200 text-sm md:table">
        <thead className="bg-gray-50 text-left text-xs font-medium tracking-wide text-gray-500 uppercase">
          <tr>
            <th className="w-44 px-6 py-3">{t('communications.column.date')}</th>
            <th className="w-56 px-4 py-3">{t('communications.column.recipient')}</th>
            <th className="w-20 px-4 py-3">{t('communications.column.type')}</th>
            <th className="px-4 py-3">{t('communications.column.message')}</th>
            <th className="w-44 px-6 py-3">{t('communications.column.status')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100 bg-white">
          {communications.map((m) => (
            <tr
              key={m.id}
              className="cursor-pointer align-top hover:bg-gray-50/70"
              data-testid="communication-row"
              onClick={openOnClick(onOpen, m)}
            >
              <td className="px-6 py-3.5 whitespace-nowrap text-gray-600 tabular-nums">
                <span className="block">{formatShortDate(m.createdAt, zone, locale)}</span>
                <span className="block text-xs text-gray-500">{formatZonedTime(m.createdAt, zone, locale)}</span>
              </td>
              <td className="px-4 py-3.5">
                <Recipient communication={m} />
              </td>
              <td className="px-4 py-3">
                <CommunicationTypeIcon type={m.type} />
              </td>
              <td className="px-4 py-3.5">
                <MessageButton communication={m} onOpen={onOpen} />
              </td>
              <td className="px-6 py-3.5">
                <CommunicationStatusBadge communication={m} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="divide-y divide-gray-100 md:hidden">
        {communications.map((m) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the message button inside is what keyboards reach; a tap on the card is a shortcut to it
          <li
            key={m.id}
            className="flex cursor-pointer gap-3 px-4 py-3.5"
            data-testid="communication-card"
            onClick={openOnClick(onOpen, m)}
          >
            <CommunicationTypeIcon type={m.type} className="mt-0.5" />
            <div className="min-w-0 flex-1 space-y-1.5">
              <div className="flex items-start justify-between gap-2">
                <Recipient communication={m} />
                <span className="shrink-0 pt-0.5 text-xs text-gray-500 tabular-nums">
                  {formatZonedDateTime(m.createdAt, zone, locale)}
                </span>
              </div>
              <MessageButton communication={m} onOpen={onOpen} />
              <CommunicationStatusBadge communication={m} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
