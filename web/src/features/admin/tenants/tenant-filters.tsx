import { ADMIN_TENANT_MESSAGES, TENANT_STATUS_FILTER_LABELS, TENANT_STATUS_FILTERS } from '@regulars/contracts';
import { ChevronDown, Search } from 'lucide-react';
import { fieldClasses, Input } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
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
      <div className="relative sm:w-44">
        <select
          aria-label="Filter by status"
          value={filters.status}
          onChange={(e) => filters.setStatus(e.target.value as (typeof TENANT_STATUS_FILTERS)[number])}
          className={cn(fieldClasses, 'h-10 appearance-none pr-8')}
        >
          {TENANT_STATUS_FILTERS.map((option) => (
            <option key={option} value={option}>
              {TENANT_STATUS_FILTER_LABELS[option]}
            </option>
          ))}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-gray-400"
          aria-hidden
        />
      </div>
    </div>
  );
}
