import { COMMUNICATION_MESSAGES, COMMUNICATION_PAGE_SIZE_DEFAULT, type TCommunication } from '@regulars/contracts';
import { Inbox, SearchX } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../../api/client.ts';
import { useCommunications } from '../../../api/communications.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { formatCountOf } from '../../../lib/format-number.ts';
import { CommunicationDetailDialog } from './communication-detail-dialog.tsx';
import { CommunicationFilters } from './communication-filters.tsx';
import { CommunicationsList } from './communications-list.tsx';
import { CommunicationsSkeleton } from './communications-skeleton.tsx';
import { useCommunicationFilters } from './use-communication-filters.ts';

export function CommunicationsScreen() {
  const filters = useCommunicationFilters();
  const [open, setOpen] = useState<TCommunication | null>(null);
  const limit = COMMUNICATION_PAGE_SIZE_DEFAULT;
  const query = useCommunications({
    search: filters.debouncedSearch,
    type: filters.type,
    status: filters.status,
    page: filters.page,
    limit,
  });
  const data = query.data;

  return (
    <div className="space-y-6">
      <PageHeader
        title={COMMUNICATION_MESSAGES.title}
        description={
          data ? (
            <span data-testid="communications-count">
              {formatCountOf(data.total, 'message')}
              {filters.filtered ? ' found' : ''}
            </span>
          ) : (
            'Every email and SMS sent to your customers'
          )
        }
      />
      <CommunicationFilters filters={filters} busy={query.isFetching && Boolean(data)} />
      {query.isError && <Alert tone="error">{errorMessage(query.error)}</Alert>}
      <Card className="overflow-hidden">
        {query.isPending ? (
          <CommunicationsSkeleton />
        ) : data && data.communications.length > 0 ? (
          <>
            <CommunicationsList communications={data.communications} onOpen={setOpen} />
            <Pager
              rangeTestId="communications-range"
              page={filters.page}
              limit={limit}
              total={data.total}
              onPage={filters.setPage}
            />
          </>
        ) : filters.filtered ? (
          <EmptyState
            icon={SearchX}
            title={COMMUNICATION_MESSAGES.noMatches}
            description={
              filters.debouncedSearch.trim()
                ? `Nothing matches “${filters.debouncedSearch.trim()}” with these filters.`
                : 'No message matches these filters.'
            }
            action={
              <Button variant="secondary" onClick={filters.clear}>
                Clear search and filters
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={Inbox}
            title={COMMUNICATION_MESSAGES.noMessages}
            description="Emails and SMS you send to customers (quick messages from the customer list, welcome and reward messages) will appear here."
          />
        )}
      </Card>
      <CommunicationDetailDialog communication={open} onClose={() => setOpen(null)} />
    </div>
  );
}
