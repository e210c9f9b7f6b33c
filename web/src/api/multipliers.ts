import {
  type TMultiplierInput,
  type TMultiplierSettings,
  type TMultipliers,
  ZMultiplierRule,
  ZMultiplierSettings,
  ZMultipliers,
} from '@regulars/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import { queryKeys } from './query-keys.ts';
import { useBusinessScope } from './use-business-scope.ts';
import { writeAnswer } from './write-answer.ts';

const PATH = '/api/multipliers';
const rulePath = (id: string) => `${PATH}/${encodeURIComponent(id)}`;

/** The business's earn multipliers, how they combine, the time zone they are read in and whether the plan has them. */
export function useMultipliers() {
  const scope = useBusinessScope();
  return useQuery({
    queryKey: queryKeys.multipliers(scope),
    queryFn: ({ signal }) => apiRequest(PATH, { schema: ZMultipliers, signal }),
    enabled: scope !== null,
  });
}

/** Multipliers changed: their list is stale, and so is what the counter says a purchase earns now. */
function useMultiplierMutation<TInput, TResult>(fn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  const scope = useBusinessScope();
  return useMutation({
    mutationFn: fn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.multipliers(scope) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.customerStandings(scope) }),
      ]),
  });
}

export function useCreateMultiplier() {
  return useMultiplierMutation((input: TMultiplierInput) =>
    apiRequest(PATH, { method: 'POST', body: input, schema: ZMultiplierRule }),
  );
}

export function useUpdateMultiplier() {
  return useMultiplierMutation(({ id, input }: { id: string; input: TMultiplierInput }) =>
    apiRequest(rulePath(id), { method: 'PUT', body: input, schema: ZMultiplierRule }),
  );
}

export function useDeleteMultiplier() {
  return useMultiplierMutation((id: string) => apiRequest(rulePath(id), { method: 'DELETE' }));
}

/** How several multipliers combine: the answer goes straight into the card's cached state. */
export function useSetMultiplierCombine() {
  const queryClient = useQueryClient();
  const scope = useBusinessScope();
  return useMutation({
    mutationFn: (settings: TMultiplierSettings) =>
      apiRequest(`${PATH}/combine`, { method: 'PUT', body: settings, schema: ZMultiplierSettings }),
    onSuccess: async (settings) => {
      await writeAnswer<TMultipliers>(queryClient, queryKeys.multipliers(scope), (cached) =>
        cached ? { ...cached, ...settings } : cached,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.customerStandings(scope) });
    },
  });
}
