import { type TOutboxMessage, ZOutboxList } from '@regulars/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import { queryKeys } from './query-keys.ts';

export function useOutbox(recipient: string) {
  const to = recipient.trim();
  return useQuery<TOutboxMessage[]>({
    queryKey: queryKeys.outbox(to),
    queryFn: async ({ signal }) => {
      const query = to ? `?to=${encodeURIComponent(to)}` : '';
      return (await apiRequest(`/api/admin/outbox${query}`, { schema: ZOutboxList, signal })).messages;
    },
    placeholderData: keepPreviousData,
    refetchInterval: 10_000,
  });
}
