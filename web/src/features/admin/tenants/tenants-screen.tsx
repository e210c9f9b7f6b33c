import { ADMIN_TENANT_MESSAGES, TENANT_PAGE_SIZE_DEFAULT, type TTenant } from '@regulars/contracts';
import { Building2, SearchX } from 'lucide-react';
import { useState } from 'react';
import { useTenants } from '../../../api/admin-tenants.ts';
import { errorMessage } from '../../../api/client.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { formatCountOf } from '../../../lib/format-number.ts';
import { TenantDetailsDialog } from './tenant-details-dialog.tsx';
import { TenantFilters } from './tenant-filters.tsx';
import { TenantsSkeleton } from './tenants-skeleton.tsx';
import { TenantsTable } from './tenants-table.tsx';
import { useTenantFilters } from './use-tenant-filters.ts';

export function TenantsScreen() {
  const filters = useTenantFilters();
  const [open, setOpen] = useState<TTenant | null>(null);
  const limit = TENANT_PAGE_SIZE_DEFAULT;
  const query = useTenants({ search: filters.debouncedSearch, status: filters.status, page: filters.page, limit });
  const data = query.data;
  return (
    <div className="space-y-6">
      <PageHeader
        title={ADMIN_TENANT_MESSAGES.tenantsTitle}
        description={
          data ? (
            <span data-testid="tenants-count">
              {formatCountOf(data.total, 'tenant')}
              {filters.filtered ? ' found' : ''}
            </span>
          ) : (
            'Every business on the platform'
          )
        }
      />
      <TenantFilters filters={filters} busy={query.isFetching && Boolean(data)} />
      {query.isError && <Alert tone="error">{errorMessage(query.error)}</Alert>}
      <Card className="overflow-hidden">
        {query.isPending ? (
          <TenantsSkeleton />
        ) : data && data.tenants.length > 0 ? (
          <>
            <TenantsTable tenants={data.tenants} onOpen={setOpen} />
            <Pager
              rangeTestId="tenants-range"
              page={filters.page}
              limit={limit}
              total={data.total}
              onPage={filters.setPage}
            />
          </>
        ) : (
          <EmptyState
            icon={filters.filtered ? SearchX : Building2}
            title={ADMIN_TENANT_MESSAGES.noTenants}
            description={
              filters.filtered ? 'Nothing matches this search and status.' : 'Businesses appear here when they sign up.'
            }
            action={
              filters.filtered ? (
                <Button variant="secondary" onClick={filters.clear}>
                  Clear search and filter
                </Button>
              ) : undefined
            }
          />
        )}
      </Card>
      <TenantDetailsDialog tenant={open} onClose={() => setOpen(null)} />
    </div>
  );
}
