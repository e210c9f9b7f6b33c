import {
  type TApiKeyList,
  type TAuditPage,
  type TCreateApiKey,
  type TCreatedApiKey,
  ZApiKeyList,
  ZAuditPage,
  ZCreatedApiKey,
} from '@regulars/contracts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from './client.ts';
import { queryKeys, type TScope } from './query-keys.ts';
import { useBusinessScope } from './use-business-scope.ts';

const PATH = '/api/settings/api-keys';

/** Under the settings key: whatever makes the settings stale makes the keys stale too. */
const apiKeysKey = (scope: TScope) => [...queryKeys.settings(scope), 'api-keys'] as const;
const auditKey = (scope: TScope) => [...queryKeys.settings(scope), 'audit'] as const;

/** The business's recent activity (API keys, webhooks), newest first, a page at a time; team admins only. */
export function useRecentActivity(enabled: boolean) {
  const scope = useBusinessScope();
  return useInfiniteQuery<TAuditPage>({
    queryKey: auditKey(scope),
    enabled: enabled && scope !== null,
    initialPageParam: null,
    queryFn: ({ signal, pageParam }) =>
      apiRequest(`/api/settings/audit${pageParam ? `?cursor=${encodeURIComponent(String(pageParam))}` : ''}`, {
        schema: ZAuditPage,
        signal,
      }),
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** The business's API keys (never the keys themselves) and whether the plan includes the API. */
export function useApiKeys() {
  const scope = useBusinessScope();
  return useQuery<TApiKeyList>({
    queryKey: apiKeysKey(scope),
    enabled: scope !== null,
    queryFn: ({ signal }) => apiRequest(PATH, { schema: ZApiKeyList, signal }),
  });
}

/** Creates a key; the answer is the only time its secret is seen, so the caller shows it from the answer. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  const scope = useBusinessScope();
  return useMutation({
    mutationFn: (body: TCreateApiKey): Promise<TCreatedApiKey> =>
      apiRequest(PATH, { method: 'POST', body, schema: ZCreatedApiKey }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: apiKeysKey(scope) }),
        queryClient.invalidateQueries({ queryKey: auditKey(scope) }),
      ]),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  const scope = useBusinessScope();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`${PATH}/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        schema: z.object({ id: z.string(), revokedAt: z.string().nullable() }),
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: apiKeysKey(scope) }),
        queryClient.invalidateQueries({ queryKey: auditKey(scope) }),
      ]),
  });
}
