import {
  type TAutomationKind,
  type TAutomationLiftAnswer,
  type TAutomationList,
  type TUpdateBirthdayInput,
  type TUpdateWinBackInput,
  ZAutomationLiftAnswer,
  ZAutomationList,
} from '@regulars/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import { queryKeys } from './query-keys.ts';
import { useBusinessScope } from './use-business-scope.ts';
import { writeAnswer } from './write-answer.ts';

export function useAutomations() {
  const scope = useBusinessScope();
  return useQuery<TAutomationList>({
    queryKey: queryKeys.automations(scope),
    enabled: scope !== null,
    queryFn: ({ signal }) => apiRequest('/api/automations', { schema: ZAutomationList, signal }),
  });
}

/** An automation's rolling 90-day lift (`lift` null until a control group kept has both groups). */
export function useAutomationLift(kind: TAutomationKind) {
  const scope = useBusinessScope();
  return useQuery<TAutomationLiftAnswer>({
    queryKey: [...queryKeys.automations(scope), 'lift', kind],
    enabled: scope !== null,
    queryFn: ({ signal }) => apiRequest(`/api/automations/${kind}/lift`, { schema: ZAutomationLiftAnswer, signal }),
  });
}

type TSave = { kind: 'win_back'; body: TUpdateWinBackInput } | { kind: 'birthday'; body: TUpdateBirthdayInput };

/** Saves one automation; the answer is the whole panel as the server kept it, which replaces the cached one. */
export function useSaveAutomation() {
  const queryClient = useQueryClient();
  const scope = useBusinessScope();
  return useMutation({
    mutationFn: ({ kind, body }: TSave) =>
      apiRequest(`/api/automations/${kind}`, { method: 'PUT', body, schema: ZAutomationList }),
    onSuccess: async (panel) => {
      await writeAnswer(queryClient, queryKeys.automations(scope), panel);
      // A new results window reads the same occasions differently.
      void queryClient.invalidateQueries({ queryKey: [...queryKeys.automations(scope), 'lift'] });
    },
  });
}
