import { type TReferralProgramInput, ZReferralList, ZReferralProgram } from '@regulars/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import { queryKeys } from './query-keys.ts';
import { useBusinessScope } from './use-business-scope.ts';

const PATH = '/api/referrals';

/** The business's refer-a-friend set-up (null before the first save), whether the plan includes it, and the counts. */
export function useReferralProgram() {
  const scope = useBusinessScope();
  return useQuery({
    queryKey: queryKeys.referralProgram(scope),
    queryFn: ({ signal }) => apiRequest(PATH, { schema: ZReferralProgram, signal }),
    enabled: scope !== null,
  });
}

/** The latest referrals, newest first; asked for only once there is a set-up to have brought any. */
export function useReferralList(enabled: boolean) {
  const scope = useBusinessScope();
  return useQuery({
    queryKey: queryKeys.referralList(scope),
    queryFn: ({ signal }) => apiRequest(`${PATH}/list`, { schema: ZReferralList, signal }),
    enabled: enabled && scope !== null,
  });
}

/**
 * Saves the whole set-up at once (turning it off or on is saving it with `enabled` changed). The answer is the card's
 * new state at once; both queries are read again, as a change of rules may change what the list says.
 */
export function useSaveReferralProgram() {
  const queryClient = useQueryClient();
  const scope = useBusinessScope();
  return useMutation({
    mutationFn: (input: TReferralProgramInput) =>
      apiRequest(PATH, { method: 'PUT', body: input, schema: ZReferralProgram }),
    onSuccess: (program) => {
      queryClient.setQueryData(queryKeys.referralProgram(scope), program);
      void queryClient.invalidateQueries({ queryKey: queryKeys.referralProgram(scope) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.referralList(scope) });
    },
  });
}
