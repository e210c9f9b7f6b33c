import { ZOutboxList } from '@regulars/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import { queryKeys } from './query-keys.ts';

export const OUTBOX_PAGE_SIZE = 50;

/** One page of the outbox, newest first; `search` matches part of a recipient. Refreshed while open. */
export function useOutbox(search: string, page: number) {
  const q = search.trim();
  return useQuery({
    queryKey: queryKeys.outbox(q, page),
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams({ page: String(page), limit: String(OUTBOX_PAGE_SIZE) });
      if (q) params.set('search', q);
      return apiRequest(`/api/admin/outbox?${params}`, { schema: ZOutboxList, signal });
    },
    placeholderData: keepPreviousData,
    refetchInterval: 10_000,
  });
}
