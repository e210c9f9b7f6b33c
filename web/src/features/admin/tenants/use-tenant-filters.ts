import type { TTenantStatusFilter } from '@regulars/contracts';
import { useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';

/** The tenant list's search, status filter and page; any change of what is asked for starts again on page 1. */
export function useTenantFilters() {
  const [search, setSearchValue] = useState('');
  const [status, setStatusValue] = useState<TTenantStatusFilter>('all');
  const [page, setPage] = useState(1);
  const debouncedSearch = useDebouncedValue(search, 250);
  return {
    search,
    debouncedSearch,
    status,
    page,
    filtered: debouncedSearch.trim() !== '' || status !== 'all',
    setPage,
    setSearch: (value: string) => {
      setSearchValue(value);
      setPage(1);
    },
    setStatus: (value: TTenantStatusFilter) => {
      setStatusValue(value);
      setPage(1);
    },
    clear: () => {
      setSearchValue('');
      setStatusValue('all');
      setPage(1);
    },
  };
}
export type TTenantFilters = ReturnType<typeof useTenantFilters>;
