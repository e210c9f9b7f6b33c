import { type TSignupFormLimit, type TUpdateSignupFormLimit, ZSignupFormLimit } from '@regulars/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import { queryKeys } from './query-keys.ts';
import { useBusinessScope } from './use-business-scope.ts';
import { writeAnswer } from './write-answer.ts';

const PATH = '/api/settings/signup-form';

/** The sign-up form's daily ceiling and today's sign-ups (UTC day). */
export function useSignupFormLimit() {
  const scope = useBusinessScope();
  return useQuery<TSignupFormLimit>({
    queryKey: queryKeys.signupFormLimit(scope),
    enabled: scope !== null,
    queryFn: ({ signal }) => apiRequest(PATH, { schema: ZSignupFormLimit, signal }),
  });
}

/** Saves the ceiling (team admin); the answer replaces the cached one, so the dashboard's notice follows at once. */
export function useSaveSignupFormLimit() {
  const queryClient = useQueryClient();
  const scope = useBusinessScope();
  return useMutation({
    mutationFn: (body: TUpdateSignupFormLimit): Promise<TSignupFormLimit> =>
      apiRequest(PATH, { method: 'PUT', body, schema: ZSignupFormLimit }),
    onSuccess: (saved) => writeAnswer(queryClient, queryKeys.signupFormLimit(scope), saved),
  });
}
