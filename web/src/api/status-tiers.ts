import { type TStatusProgramInput, ZStatusProgram } from '@regulars/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import { queryKeys } from './query-keys.ts';
import { useBusinessScope } from './use-business-scope.ts';
import { writeAnswer } from './write-answer.ts';

const PATH = '/api/status-tiers';

/** The business's status tiers, the rule that places customers in them, and whether the plan includes them. */
export function useStatusProgram() {
  const scope = useBusinessScope();
  return useQuery({
    queryKey: queryKeys.statusProgram(scope),
    queryFn: ({ signal }) => apiRequest(PATH, { schema: ZStatusProgram, signal }),
    enabled: scope !== null,
  });
}

/**
 * Saves the whole tier table at once (an empty one turns tiers off). The answer is the card's new state; what the
 * counter and customer pages say a customer's tier and points are may have changed with it.
 */
export function useSaveStatusProgram() {
  const queryClient = useQueryClient();
  const scope = useBusinessScope();
  return useMutation({
    mutationFn: (input: TStatusProgramInput) =>
      apiRequest(PATH, { method: 'PUT', body: input, schema: ZStatusProgram }),
    onSuccess: async (program) => {
      await writeAnswer(queryClient, queryKeys.statusProgram(scope), program);
      void queryClient.invalidateQueries({ queryKey: queryKeys.customerStandings(scope) });
    },
  });
}
