import { ADMIN_ACTION_MESSAGES, ADMIN_LOG_PAGE_SIZE, CREDIT_KINDS, type TCreditKindName } from '@regulars/contracts';
import { CalendarX, Coins, SearchX } from 'lucide-react';
import { useCreditLog } from '../../../api/admin-logs.ts';
import { errorMessage } from '../../../api/client.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { LogFilters } from '../shared/log-filters.tsx';
import { LogSkeleton } from '../shared/log-skeleton.tsx';
import { useLogFilters } from '../shared/use-log-filters.ts';
import { CreditLogTable } from './credit-log-table.tsx';
import { CreditTotals } from './credit-totals.tsx';

export function CreditLogScreen() {
  const filters = useLogFilters<TCreditKindName>();
  const limit = ADMIN_LOG_PAGE_SIZE;
  const query = useCreditLog(
    {
      tenant: filters.debouncedTenant || undefined,
      kind: filters.choice || undefined,
      from: filters.from || undefined,
      to: filters.to || undefined,
      page: filters.page,
      limit,
    },
    // A start after the end is not asked for: the list says to check the dates instead.
    !filters.rangeError,
  );
  const data = query.data;
  return (
    <div className="space-y-6">
      <PageHeader
        title="Credit Logs"
        description="Every credit granted, allocated and spent across tenants. Totals follow the filters."
      />
      <Card className="p-4 sm:p-5">
        <LogFilters
          filters={filters}
          busy={query.isFetching && Boolean(data)}
          choiceLabel="Kind"
          allLabel="All kinds"
          choices={CREDIT_KINDS}
        />
      </Card>
      {query.isError && <Alert tone="error">{errorMessage(query.error)}</Alert>}
      <CreditTotals totals={data?.totals} />
      <Card className="overflow-hidden">
        {filters.rangeError ? (
          <EmptyState icon={CalendarX} title="Check the dates" description={filters.rangeError} />
        ) : query.isPending ? (
          <LogSkeleton label="Loading the credit log" />
        ) : data && data.entries.length > 0 ? (
          <>
            <CreditLogTable entries={data.entries} />
            <Pager
              rangeTestId="credits-range"
              page={filters.page}
              limit={limit}
              total={data.total}
              onPage={filters.setPage}
            />
          </>
        ) : (
          <EmptyState
            icon={filters.filtered ? SearchX : Coins}
            title={ADMIN_ACTION_MESSAGES.noCredits}
            description={
              filters.filtered
                ? 'Nothing matches these filters. Try another tenant, kind or dates.'
                : 'Plan grants, allocations and message spends appear here as they happen.'
            }
            action={
              filters.filtered ? (
                <Button variant="secondary" onClick={filters.clear}>
                  Clear filters
                </Button>
              ) : undefined
            }
          />
        )}
      </Card>
    </div>
  );
}
