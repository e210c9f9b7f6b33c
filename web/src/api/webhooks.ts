import {
  type TCreateWebhookEndpoint,
  type TUpdateWebhookEndpoint,
  type TWebhookDeliveryList,
  type TWebhookEndpointList,
  type TWebhookEndpointWithSecret,
  ZDeletedWebhookEndpoint,
  ZWebhookDeliveryList,
  ZWebhookEndpoint,
  ZWebhookEndpointList,
  ZWebhookEndpointWithSecret,
  ZWebhookQueued,
} from '@regulars/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import { queryKeys, type TScope } from './query-keys.ts';
import { useBusinessScope } from './use-business-scope.ts';

const PATH = '/api/settings/webhooks';

/** Under the settings key: whatever makes the settings stale makes the endpoints stale too. */
const webhooksKey = (scope: TScope) => [...queryKeys.settings(scope), 'webhooks'] as const;
const deliveriesKey = (scope: TScope, id: string) => [...webhooksKey(scope), id, 'deliveries'] as const;
const auditKey = (scope: TScope) => [...queryKeys.settings(scope), 'audit'] as const;

const endpointPath = (id: string) => `${PATH}/${encodeURIComponent(id)}`;

/** The business's webhook endpoints (never their secrets) and whether the plan has them. */
export function useWebhookEndpoints() {
  const scope = useBusinessScope();
  return useQuery<TWebhookEndpointList>({
    queryKey: webhooksKey(scope),
    enabled: scope !== null,
    queryFn: ({ signal }) => apiRequest(PATH, { schema: ZWebhookEndpointList, signal }),
  });
}

/** An endpoint's latest deliveries; refreshed every few seconds while open, as deliveries land. */
export function useWebhookDeliveries(endpointId: string) {
  const scope = useBusinessScope();
  return useQuery<TWebhookDeliveryList>({
    queryKey: deliveriesKey(scope, endpointId),
    enabled: scope !== null,
    refetchInterval: 3000,
    queryFn: ({ signal }) =>
      apiRequest(`${endpointPath(endpointId)}/deliveries`, { schema: ZWebhookDeliveryList, signal }),
  });
}

/** Every change refreshes the list, the activity trail and the delivery logs. */
function useRefresh() {
  const queryClient = useQueryClient();
  const scope = useBusinessScope();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: webhooksKey(scope) }),
      queryClient.invalidateQueries({ queryKey: auditKey(scope) }),
    ]);
}

export function useCreateWebhookEndpoint() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: TCreateWebhookEndpoint): Promise<TWebhookEndpointWithSecret> =>
      apiRequest(PATH, { method: 'POST', body, schema: ZWebhookEndpointWithSecret }),
    onSuccess: refresh,
  });
}

export function useUpdateWebhookEndpoint() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, ...body }: TUpdateWebhookEndpoint & { id: string }) =>
      apiRequest(endpointPath(id), { method: 'PATCH', body, schema: ZWebhookEndpoint }),
    onSuccess: refresh,
  });
}

export function useDeleteWebhookEndpoint() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => apiRequest(endpointPath(id), { method: 'DELETE', schema: ZDeletedWebhookEndpoint }),
    onSuccess: refresh,
  });
}

export function useRotateWebhookSecret() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string): Promise<TWebhookEndpointWithSecret> =>
      apiRequest(`${endpointPath(id)}/rotate-secret`, { method: 'POST', body: {}, schema: ZWebhookEndpointWithSecret }),
    onSuccess: refresh,
  });
}

export function useSendWebhookTest() {
  const queryClient = useQueryClient();
  const scope = useBusinessScope();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`${endpointPath(id)}/test`, { method: 'POST', body: {}, schema: ZWebhookQueued }),
    onSuccess: (_answer, id) => queryClient.invalidateQueries({ queryKey: deliveriesKey(scope, id) }),
  });
}

export function useRedeliverWebhook() {
  const queryClient = useQueryClient();
  const scope = useBusinessScope();
  return useMutation({
    mutationFn: ({ endpointId, deliveryId }: { endpointId: string; deliveryId: string }) =>
      apiRequest(`${endpointPath(endpointId)}/deliveries/${encodeURIComponent(deliveryId)}/redeliver`, {
        method: 'POST',
        body: {},
        schema: ZWebhookQueued,
      }),
    onSuccess: (_answer, { endpointId }) =>
      queryClient.invalidateQueries({ queryKey: deliveriesKey(scope, endpointId) }),
  });
}
