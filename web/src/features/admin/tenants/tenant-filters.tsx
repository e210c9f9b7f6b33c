import { ADMIN_TENANT_MESSAGES, TENANT_STATUS_FILTER_LABELS, TENANT_STATUS_FILTERS } from '@regulars/contracts';
import { Search } from 'lucide-react';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { TTenantFilters } from './use-tenant-filters.ts';

/** The search box (debounced by the hook) and the status filter. */
export function TenantFilters({ filters, busy }: { filters: TTenantFilters; busy: boolean }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <div className="relative w-full sm:max-w-md">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-400"
          aria-hidden
        />
        <Input
          type="search"
          aria-label="Search tenants"
          placeholder={ADMIN_TENANT_MESSAGES.searchPlaceholder}
          className="pr-9 pl-9"
          value={filters.search}
          onChange={(e) => filters.setSearch(e.target.value)}
        />
        {busy && <Spinner className="absolute top-1/2 right-3 size-4 -translate-y-1/2 text-gray-400" />}
      </div>
      <Select
        wrapperClassName="sm:w-44"
        aria-label="Filter by status"
        value={filters.status}
        onChange={(e) => filters.setStatus(e.target.value as (typeof TENANT_STATUS_FILTERS)[number])}
      >
        {TENANT_STATUS_FILTERS.map((option) => (
          <option key={option} value={option}>
            {TENANT_STATUS_FILTER_LABELS[option]}
          </option>
        ))}
      </Select>
    </div>
  );
}
