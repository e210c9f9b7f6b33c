import type { TOutboxMessage } from '@regulars/contracts';
import { Inbox, Search } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../api/client.ts';
import { OUTBOX_PAGE_SIZE, useOutbox } from '../../api/outbox.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { MessageDialog } from './message-dialog.tsx';
import { OutboxTable } from './outbox-table.tsx';

/** The outbox's messages, newest first, searched by recipient; one opens in full. */
export function OutboxMessages() {
  const [filter, setFilter] = useState('');
  const [page, setPage] = useState(1);
  const recipient = useDebouncedValue(filter);
  const outbox = useOutbox(recipient, page);
  const messages = outbox.data?.messages ?? [];
  const [selected, setSelected] = useState<TOutboxMessage | null>(null);

  return (
    <>
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
          <>
            <OutboxTable messages={messages} onOpen={setSelected} />
            <Pager
              page={page}
              limit={OUTBOX_PAGE_SIZE}
              total={outbox.data.total}
              onPage={setPage}
              rangeTestId="outbox-range"
            />
          </>
        )}
      </Card>

      <MessageDialog message={selected} onClose={() => setSelected(null)} />
    </>
  );
}
