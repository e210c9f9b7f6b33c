import { type TSmsOptOut, ZSmsOptOutList, ZSmsOptOutResponse } from '@regulars/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import { keepPageOf } from './keep-page-of.ts';
import { queryKeys, type TScope } from './query-keys.ts';
import { useBusinessScope } from './use-business-scope.ts';

export type TSmsOptOutsQuery = { search: string; page: number; limit: number };

/** Every page and search of the business's opt-out list: under its settings, so they leave with the business. */
const optOutsKey = (scope: TScope) => [...queryKeys.settings(scope), 'sms-opt-outs'] as const;

/** One page of the numbers the business never texts; the previous page stays on screen while the next loads. */
export function useSmsOptOuts(query: TSmsOptOutsQuery) {
  const scope = useBusinessScope();
  return useQuery({
    queryKey: [...optOutsKey(scope), query] as const,
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(query.page), limit: String(query.limit) });
      if (query.search.trim()) params.set('search', query.search.trim());
      return apiRequest(`/api/settings/sms-opt-outs?${params}`, { schema: ZSmsOptOutList, signal });
    },
    placeholderData: keepPageOf(scope),
    enabled: scope !== null,
  });
}

/** A change to the list: every page of it is stale, and so is any customer's SMS consent the add turned off. */
function useOptOutChange<TInput, TAnswer>(change: (input: TInput) => Promise<TAnswer>) {
  const queryClient = useQueryClient();
  const scope = useBusinessScope();
  return useMutation({
    mutationFn: change,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: optOutsKey(scope) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.customers(scope) }),
      ]),
  });
}

export function useAddSmsOptOut() {
  return useOptOutChange(
    async (phone: string): Promise<TSmsOptOut> =>
      (await apiRequest('/api/settings/sms-opt-outs', { method: 'POST', body: { phone }, schema: ZSmsOptOutResponse }))
        .optOut,
  );
}

export function useRemoveSmsOptOut() {
  return useOptOutChange(async (id: string): Promise<void> => {
    await apiRequest(`/api/settings/sms-opt-outs/${encodeURIComponent(id)}`, { method: 'DELETE' });
  });
}
