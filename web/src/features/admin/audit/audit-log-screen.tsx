import { ADMIN_ACTION_MESSAGES, ADMIN_LOG_PAGE_SIZE, AUDIT_ACTIONS, type TAuditAction } from '@regulars/contracts';
import { CalendarX, ScrollText, SearchX } from 'lucide-react';
import { useAuditLog } from '../../../api/admin-logs.ts';
import { errorMessage } from '../../../api/client.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { formatCountOf } from '../../../lib/format-number.ts';
import { LogFilters } from '../shared/log-filters.tsx';
import { LogSkeleton } from '../shared/log-skeleton.tsx';
import { useLogFilters } from '../shared/use-log-filters.ts';
import { AuditTable } from './audit-table.tsx';

export function AuditLogScreen() {
  const filters = useLogFilters<TAuditAction>();
  const limit = ADMIN_LOG_PAGE_SIZE;
  const query = useAuditLog(
    {
      tenant: filters.debouncedTenant || undefined,
      action: filters.choice || undefined,
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
        title="Audit Log"
        description={
          data ? (
            <span data-testid="audit-count">
              {formatCountOf(data.total, 'action')}
              {filters.filtered ? ' found' : ' by super admins'}
            </span>
          ) : (
            'Every super admin action: who, what, when, and the values before and after.'
          )
        }
      />
      <Card className="p-4 sm:p-5">
        <LogFilters
          filters={filters}
          busy={query.isFetching && Boolean(data)}
          choiceLabel="Action"
          allLabel="All actions"
          choices={AUDIT_ACTIONS}
        />
      </Card>
      {query.isError && <Alert tone="error">{errorMessage(query.error)}</Alert>}
      <Card className="overflow-hidden">
        {filters.rangeError ? (
          <EmptyState icon={CalendarX} title="Check the dates" description={filters.rangeError} />
        ) : query.isPending ? (
          <LogSkeleton label="Loading the audit log" />
        ) : data && data.entries.length > 0 ? (
          <>
            <AuditTable entries={data.entries} />
            <Pager
              rangeTestId="audit-range"
              page={filters.page}
              limit={limit}
              total={data.total}
              onPage={filters.setPage}
            />
          </>
        ) : (
          <EmptyState
            icon={filters.filtered ? SearchX : ScrollText}
            title={filters.filtered ? ADMIN_ACTION_MESSAGES.noMatchingAudit : ADMIN_ACTION_MESSAGES.noAudit}
            description={
              filters.filtered
                ? 'Nothing matches these filters. Try another tenant, action or dates.'
                : 'Tier edits, tenant changes, credit allocations and test sends appear here.'
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
