import type { TCommunicationStatusFilter, TCommunicationTypeFilter } from '@regulars/contracts';
import { useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';

/** The history's search, filters and page; any change of what is asked for starts again on page 1. */
export function useCommunicationFilters() {
  const [search, setSearchValue] = useState('');
  const [type, setTypeValue] = useState<TCommunicationTypeFilter>('all');
  const [status, setStatusValue] = useState<TCommunicationStatusFilter>('all');
  const [page, setPage] = useState(1);
  const debouncedSearch = useDebouncedValue(search, 250);
  const filtered = debouncedSearch.trim() !== '' || type !== 'all' || status !== 'all';
  return {
    search,
    debouncedSearch,
    type,
    status,
    page,
    filtered,
    setPage,
    setSearch: (value: string) => {
      setSearchValue(value);
      setPage(1);
    },
    setType: (value: TCommunicationTypeFilter) => {
      setTypeValue(value);
      setPage(1);
    },
    setStatus: (value: TCommunicationStatusFilter) => {
      setStatusValue(value);
      setPage(1);
    },
    clear: () => {
      setSearchValue('');
      setTypeValue('all');
      setStatusValue('all');
      setPage(1);
    },
  };
}
export type TCommunicationFilters = ReturnType<typeof useCommunicationFilters>;
