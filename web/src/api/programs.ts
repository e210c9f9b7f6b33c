import { type TCreateProgramRequest, type TProgramStatus, ZProgram, ZProgramList } from '@regulars/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client.ts';

const programsKey = ['programs'] as const;

export function usePrograms(enabled = true) {
  return useQuery({
    queryKey: programsKey,
    queryFn: ({ signal }) => apiRequest('/api/programs', { schema: ZProgramList, signal }),
    enabled,
  });
}

/** Programs changed: the list and the dashboard's Active Programs card are stale. */
function useInvalidatePrograms() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: programsKey }),
      queryClient.invalidateQueries({ queryKey: ['dashboard-stats'] }),
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
