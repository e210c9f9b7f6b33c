import { type TSaveSso, type TSsoStart, type TSsoState, ZSsoStartAnswer, ZSsoState } from '@regulars/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAgencyScope } from './agency.ts';
import { apiRequest } from './client.ts';
import type { TMutationCallbacks } from './mutation-callbacks.ts';
import { queryKeys } from './query-keys.ts';
import { writeAnswer } from './write-answer.ts';

const PATH = '/api/agency/sso';

/** The agency's single sign-on (issue 53, its team admin): the provider's settings, null until set up. */
export function useSsoState(enabled = true) {
  const scope = useAgencyScope();
  return useQuery<TSsoState>({
    queryKey: queryKeys.agencySso(scope),
    enabled: enabled && scope !== null,
    queryFn: ({ signal }) => apiRequest(PATH, { schema: ZSsoState, signal }),
  });
}

/** Saves the provider (an empty secret keeps the saved one): the answer is the whole new state. */
export function useSaveSso() {
  const queryClient = useQueryClient();
  const scope = useAgencyScope();
  return useMutation({
    mutationFn: (body: TSaveSso) => apiRequest(PATH, { method: 'PUT', body, schema: ZSsoState }),
    onSuccess: (answer) => writeAnswer<TSsoState>(queryClient, queryKeys.agencySso(scope), answer),
  });
}

/** Turns single sign-on off: 204, so the cached state keeps the redirect URI and loses the settings. */
export function useRemoveSso() {
  const queryClient = useQueryClient();
  const scope = useAgencyScope();
  return useMutation({
    mutationFn: () => apiRequest(PATH, { method: 'DELETE' }),
    onSuccess: () =>
      writeAnswer<TSsoState>(queryClient, queryKeys.agencySso(scope), (cached) =>
        cached ? { ...cached, settings: null } : cached,
      ),
  });
}

/** Asks where the work email's provider signs in, and leaves the page for it. */
async function startSso(body: TSsoStart): Promise<void> {
  const { url } = await apiRequest('/api/auth/sso/start', { method: 'POST', body, schema: ZSsoStartAnswer });
  window.location.assign(url);
}

/** "Sign in with single sign-on" on /login: the screen keeps its button busy after success (the page is leaving). */
export function useStartSso(callbacks: TMutationCallbacks<void, TSsoStart>) {
  return useMutation({ mutationFn: startSso, ...callbacks });
}
