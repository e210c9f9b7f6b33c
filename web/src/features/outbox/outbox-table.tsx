import type { TOutboxMessage } from '@regulars/contracts';
import { formatDateTime } from '../../lib/format-date.ts';
import { ChannelBadge } from './message-dialog.tsx';

type TProps = { messages: TOutboxMessage[]; onOpen: (message: TOutboxMessage) => void };

/** The message's button: its subject (an SMS has none: its text), stretched over the whole row or card to open it. */
function OpenButton({ message, onOpen }: { message: TOutboxMessage; onOpen: TProps['onOpen'] }) {
  return (
    <button
      type="button"
      onClick={() => onOpen(message)}
      className="block max-w-full truncate text-left font-medium text-gray-900 after:absolute after:inset-0 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-brand-600"
    >
      {message.subject ?? message.preview.text}
    </button>
  );
}

/** The business a message was sent for, or the platform for its own messages. */
const senderOf = (message: TOutboxMessage) => message.business?.companyName ?? 'Platform';

/**
 * Channel, Business, To, Subject, Created: a table on wide screens, one card per message on a phone so no column is cut
 * off.
 */
export function OutboxTable({ messages, onOpen }: TProps) {
  return (
    <>
      <table className="hidden min-w-full divide-y divide-gray-200 text-sm md:table">
        <thead className="bg-gray-50">
          <tr className="text-left text-xs font-medium tracking-wide text-gray-500 uppercase">
            <th scope="col" className="px-4 py-3 sm:pl-6">
              Channel
            </th>
            <th scope="col" className="px-4 py-3">
              Business
            </th>
            <th scope="col" className="px-4 py-3">
              To
            </th>
            <th scope="col" className="px-4 py-3">
              Subject
            </th>
            <th scope="col" className="px-4 py-3 sm:pr-6">
              Created
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100 bg-white">
          {messages.map((message) => (
            <tr key={message.id} className="relative transition-colors hover:bg-gray-50">
              <td className="px-4 py-3 sm:pl-6">
                <ChannelBadge channel={message.channel} />
              </td>
              <td className="max-w-40 truncate px-4 py-3 text-gray-700">{senderOf(message)}</td>
              <td className="px-4 py-3 whitespace-nowrap text-gray-700">{message.to}</td>
              <td className="max-w-xs px-4 py-3">
                <OpenButton message={message} onOpen={onOpen} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-gray-500 sm:pr-6">{formatDateTime(message.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="divide-y divide-gray-100 md:hidden">
        {messages.map((message) => (
          <li
            key={message.id}
            className="relative space-y-1.5 px-4 py-3.5 transition-colors hover:bg-gray-50"
            data-testid="outbox-card"
          >
            <div className="flex items-center justify-between gap-3">
              <ChannelBadge channel={message.channel} />
              <span className="shrink-0 text-xs text-gray-500">{formatDateTime(message.createdAt)}</span>
            </div>
            <p className="text-sm break-all text-gray-700">
              {message.to} <span className="text-gray-500">· {senderOf(message)}</span>
            </p>
            <OpenButton message={message} onOpen={onOpen} />
          </li>
        ))}
      </ul>
    </>
  );
}
