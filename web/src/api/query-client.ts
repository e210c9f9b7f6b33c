import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './client.ts';
import { isMeKey, isPortalKey, queryKeys } from './query-keys.ts';
import { dropDataOfPreviousUser, keepSessionHint } from './session-cache.ts';

/**
 * The app's query client. A 401 from any query means the session ended: forget the user, so guards send
 * them to /login, and with them every answer given to that session. The customer portal's 401 is about
 * its own session, not the business user's. A refusal for a second step not set up re-reads the profile.
 */
export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        const key = query.queryKey;
        if (error instanceof ApiError && error.status === 401 && !isMeKey(key) && !isPortalKey(key)) {
          queryClient.setQueryData(queryKeys.me(), null);
        }
        // The team began requiring two-step sign-in (issue 53): the profile says so, and the app asks for its set-up.
        if (error instanceof ApiError && error.code === 'TWO_STEP_REQUIRED') {
          queryClient.invalidateQueries({ queryKey: queryKeys.me() });
        }
      },
    }),
    defaultOptions: {
      queries: {
        // Client errors (401, 403, 404, validation) will not improve by asking again.
        retry: (failureCount, error) =>
          failureCount < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
  dropDataOfPreviousUser(queryClient);
  keepSessionHint(queryClient);
  return queryClient;
}
