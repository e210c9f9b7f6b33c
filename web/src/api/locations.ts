import {
  type TCreateLocationInput,
  type TUpdateLocationInput,
  ZLocationList,
  ZLocationResponse,
} from '@regulars/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import { queryKeys } from './query-keys.ts';
import { useBusinessScope } from './use-business-scope.ts';

/** The business's locations, the plan's allowance and whether the viewer may change them. */
export function useLocations(enabled = true) {
  const scope = useBusinessScope();
  return useQuery({
    queryKey: queryKeys.locations(scope),
    queryFn: ({ signal }) => apiRequest('/api/locations', { schema: ZLocationList, signal }),
    enabled: enabled && scope !== null,
  });
}

/** Locations changed: their list is stale, and so are the QR codes that name them. */
function useLocationMutation<TInput, TResult>(fn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  const scope = useBusinessScope();
  return useMutation({
    mutationFn: fn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.locations(scope) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.qrCodes(scope) }),
      ]),
  });
}

export function useCreateLocation() {
  return useLocationMutation(
    async (input: TCreateLocationInput) =>
      (await apiRequest('/api/locations', { method: 'POST', body: input, schema: ZLocationResponse })).location,
  );
}

export function useUpdateLocation() {
  return useLocationMutation(
    async ({ id, input }: { id: string; input: TUpdateLocationInput }) =>
      (
        await apiRequest(`/api/locations/${encodeURIComponent(id)}`, {
          method: 'PATCH',
          body: input,
          schema: ZLocationResponse,
        })
      ).location,
  );
}

export function useDeleteLocation() {
  return useLocationMutation((id: string) =>
    apiRequest(`/api/locations/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );
}
