import { type TClosingStatus, type TMe, ZClosingStatus } from '@regulars/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import { queryKeys } from './query-keys.ts';
import { useBusinessScope } from './use-business-scope.ts';
import { writeAnswer } from './write-answer.ts';

/** Whether the business is closed, when it will be deleted, and whether this person may close or reopen it. */
export function useClosingStatus({ enabled = true }: { enabled?: boolean } = {}) {
  const scope = useBusinessScope();
  return useQuery<TClosingStatus>({
    queryKey: queryKeys.closing(scope),
    enabled: enabled && scope !== null,
    queryFn: ({ signal }) => apiRequest('/api/closing', { schema: ZClosingStatus, signal }),
  });
}

/**
 * Closing and reopening answer the new state; the profile's `closedAt` follows it, which is what switches the app
 * between its pages and the closed screen. Reopening makes everything cached before the closing stale.
 */
function useClosingMutation<TBody>(path: string) {
  const queryClient = useQueryClient();
  const scope = useBusinessScope();
  return useMutation({
    mutationFn: (body: TBody): Promise<TClosingStatus> =>
      apiRequest(path, { method: 'POST', body: body ?? {}, schema: ZClosingStatus }),
    onSuccess: async (status) => {
      await writeAnswer(queryClient, queryKeys.closing(scope), status);
      await writeAnswer<TMe | null>(queryClient, queryKeys.me(), (me) =>
        me?.business ? { ...me, business: { ...me.business, closedAt: status.closedAt } } : me,
      );
      if (!status.closedAt) await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] === scope });
    },
  });
}

export const useCloseBusiness = () => useClosingMutation<{ confirmName: string }>('/api/closing/close');
export const useReopenBusiness = () => useClosingMutation<undefined>('/api/closing/reopen');
