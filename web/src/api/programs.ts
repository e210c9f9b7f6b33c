import {
  type TCreateProgramRequest,
  type TProgramStatus,
  type TUpdateProgramRequest,
  ZProgram,
  ZProgramList,
} from '@regulars/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import { queryKeys } from './query-keys.ts';
import { useBusinessScope } from './use-business-scope.ts';

export function usePrograms(enabled = true) {
  const scope = useBusinessScope();
  return useQuery({
    queryKey: queryKeys.programs(scope),
    queryFn: ({ signal }) => apiRequest('/api/programs', { schema: ZProgramList, signal }),
    enabled: enabled && scope !== null,
  });
}

/** Programs changed: the list and the dashboard's Active Programs card are stale. */
function useInvalidatePrograms() {
  const queryClient = useQueryClient();
  const scope = useBusinessScope();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.programs(scope) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.dashboardStats(scope) }),
    ]);
}

export function useCreateProgram() {
  const invalidate = useInvalidatePrograms();
  return useMutation({
    mutationFn: (input: TCreateProgramRequest) =>
      apiRequest('/api/programs', { method: 'POST', body: input, schema: ZProgram }),
    onSuccess: () => invalidate(),
  });
}

export function useSetProgramStatus() {
  const invalidate = useInvalidatePrograms();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: TProgramStatus }) =>
      apiRequest(`/api/programs/${encodeURIComponent(id)}/status`, {
        method: 'PATCH',
        body: { status },
        schema: ZProgram,
      }),
    onSuccess: () => invalidate(),
  });
}

export function useUpdateProgram(id: string) {
  const invalidate = useInvalidatePrograms();
  return useMutation({
    mutationFn: (input: TUpdateProgramRequest) =>
      apiRequest(`/api/programs/${encodeURIComponent(id)}`, { method: 'PATCH', body: input, schema: ZProgram }),
    onSuccess: () => invalidate(),
  });
}

export function useDeleteProgram(id: string) {
  const invalidate = useInvalidatePrograms();
  return useMutation({
    mutationFn: () => apiRequest(`/api/programs/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => invalidate(),
  });
}
