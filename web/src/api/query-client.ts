import { QueryCache, QueryClient } from '@tanstack/react-query';
import { meQueryKey } from './auth.ts';
import { ApiError } from './client.ts';

/** The app's query client. A 401 from any query means the session ended: forget the user so guards send them to /login. */
export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (error instanceof ApiError && error.status === 401 && query.queryKey[0] !== meQueryKey[0]) {
          queryClient.setQueryData(meQueryKey, null);
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
  return queryClient;
}
