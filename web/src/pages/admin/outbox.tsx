import type { TOutboxMessage } from '@regulars/contracts';
import { Inbox, Search } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../api/client.ts';
import { OUTBOX_PAGE_SIZE, useOutbox } from '../../api/outbox.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Input } from '../../components/ui/input.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ChannelBadge, MessageDialog } from '../../features/outbox/message-dialog.tsx';
import { formatDateTime } from '../../lib/format-date.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';

export function AdminOutboxPage() {
  const [filter, setFilter] = useState('');
  const [page, setPage] = useState(1);
  const recipient = useDebouncedValue(filter);
  const outbox = useOutbox(recipient, page);
  const messages = outbox.data?.messages ?? [];
  const [selected, setSelected] = useState<TOutboxMessage | null>(null);

  return (
    <div className="space-y-6">
      <PageHeader title="Outbox" description="Emails and SMS messages delivered through the outbox provider." />

      <div className="relative max-w-sm">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-400"
          aria-hidden
        />
        <Input
          type="search"
          className="pl-9"
          placeholder="Search by recipient"
          aria-label="Search by recipient"
          value={filter}
          onChange={(event) => {
            setFilter(event.target.value);
            setPage(1);
          }}
        />
      </div>

      <Card className="overflow-hidden">
        {outbox.isPending ? (
          <div className="flex justify-center py-16">
            <Spinner className="size-6 text-brand-600" label="Loading messages" />
          </div>
        ) : outbox.isError ? (
          <div className="p-6">
            <Alert tone="error">{errorMessage(outbox.error)}</Alert>
          </div>
        ) : messages.length === 0 ? (
          <EmptyState
            icon={Inbox}
            title="No messages yet"
            description={
              recipient.trim()
                ? `Nothing has been sent to a recipient matching “${recipient.trim()}”.`
                : 'Sent emails and SMS messages appear here.'
            }
          />
        ) : (
          <div className="overflow-x-auto">
            <table className="min-w-full divide-y divide-gray-200 text-sm">
              <thead className="bg-gray-50">
                <tr className="text-left text-xs font-medium tracking-wide text-gray-500 uppercase">
                  <th scope="col" className="px-4 py-3 sm:pl-6">
                    Channel
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
                    <td className="px-4 py-3 whitespace-nowrap text-gray-700">{message.to}</td>
                    <td className="max-w-xs px-4 py-3">
                      <button
                        type="button"
                        onClick={() => setSelected(message)}
                        className="block max-w-full truncate text-left font-medium text-gray-900 after:absolute after:inset-0 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-brand-600"
                      >
                        {message.subject ?? message.text}
                      </button>
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap text-gray-500 sm:pr-6">
                      {formatDateTime(message.createdAt)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Pager
              page={page}
              limit={OUTBOX_PAGE_SIZE}
              total={outbox.data.total}
              onPage={setPage}
              rangeTestId="outbox-range"
            />
          </div>
        )}
      </Card>

      <MessageDialog message={selected} onClose={() => setSelected(null)} />
    </div>
  );
}
