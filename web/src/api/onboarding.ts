import { ZGettingStarted } from '@regulars/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import { queryKeys } from './query-keys.ts';
import { useBusinessScope } from './use-business-scope.ts';

/** Which getting-started steps the business has done; asked again whenever the dashboard mounts (stale at once). */
export function useGettingStarted() {
  const scope = useBusinessScope();
  return useQuery({
    queryKey: queryKeys.gettingStarted(scope),
    queryFn: ({ signal }) => apiRequest('/api/dashboard/getting-started', { schema: ZGettingStarted, signal }),
    enabled: scope !== null,
  });
}
