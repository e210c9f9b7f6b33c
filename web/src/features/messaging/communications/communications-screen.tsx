import { COMMUNICATION_PAGE_SIZE_DEFAULT, type TCommunication } from '@regulars/contracts';
import { Inbox, SearchX } from 'lucide-react';
import { useState } from 'react';
import { useCommunications } from '../../../api/communications.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { useAppWords } from '../../../lib/app-words.tsx';
import { CommunicationDetailDialog } from './communication-detail-dialog.tsx';
import { CommunicationFilters } from './communication-filters.tsx';
import { communicationRefusal } from './communication-refusals.ts';
import { CommunicationsList } from './communications-list.tsx';
import { CommunicationsSkeleton } from './communications-skeleton.tsx';
import { useCommunicationFilters } from './use-communication-filters.ts';

export function CommunicationsScreen() {
  const filters = useCommunicationFilters();
  const words = useAppWords();
  const { t } = words;
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
        title={t('communications.title')}
        description={
          data ? (
            <span data-testid="communications-count">
              {t(filters.filtered ? 'communications.countFound' : 'communications.count', { count: data.total })}
            </span>
          ) : (
            t('communications.description')
          )
        }
      />
      <CommunicationFilters filters={filters} busy={query.isFetching && Boolean(data)} />
      {query.isError && (
        <Alert tone="error">{communicationRefusal(words, query.error, 'communications.refusal.generic')}</Alert>
      )}
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
            title={t('communications.noMatches')}
            description={
              filters.debouncedSearch.trim()
                ? t('communications.noMatchesSearch', { search: filters.debouncedSearch.trim() })
                : t('communications.noMatchesFilters')
            }
            action={
              <Button variant="secondary" onClick={filters.clear}>
                {t('communications.clear')}
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={Inbox}
            title={t('communications.noMessages')}
            description={t('communications.noMessagesText')}
          />
        )}
      </Card>
      <CommunicationDetailDialog communication={open} onClose={() => setOpen(null)} />
    </div>
  );
}
