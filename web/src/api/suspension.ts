import { ZSuspensionStatus } from '@regulars/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import { useBusinessScope } from './use-business-scope.ts';

/** Whether the business is suspended (asked only for a business's own users: `enabled`). */
export function useSuspension(enabled: boolean) {
  const scope = useBusinessScope();
  return useQuery({
    queryKey: [scope, 'suspension'] as const,
    queryFn: ({ signal }) => apiRequest('/api/account/suspension', { schema: ZSuspensionStatus, signal }),
    enabled: enabled && scope !== null,
    staleTime: 30_000,
  });
}
