import {
  type TTillProvider,
  type TTillState,
  type TUpdateTillConnection,
  ZTillConnectStart,
  ZTillState,
} from '@regulars/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import { queryKeys } from './query-keys.ts';
import { useBusinessScope } from './use-business-scope.ts';
import { writeAnswer } from './write-answer.ts';

/** One till's own routes: /api/integrations/square and /api/integrations/shopify answer alike. */
const pathOf = (provider: TTillProvider) => `/api/integrations/${provider}`;

/** What "Connect Shopify" sends: the store's myshopify.com address, as ZShopifyConnect gave it. Square sends nothing. */
export type TTillConnectBody = { shop: string };

/** The till card's state: its own query, so a till being slow or down never holds up the rest of /settings. */
export function useTills() {
  const scope = useBusinessScope();
  return useQuery<TTillState>({
    queryKey: queryKeys.tills(scope),
    enabled: scope !== null,
    queryFn: ({ signal }) => apiRequest('/api/integrations/tills', { schema: ZTillState, signal }),
  });
}

/**
 * Asks the server for the till's consent page (Square's, or the Shopify store's install page) and goes there: the till
 * sends the owner back through the server's callback to /settings?<provider>=<outcome>#tills, so nothing is cached.
 */
export function useStartTillConnect(provider: TTillProvider) {
  return useMutation({
    mutationFn: (body?: TTillConnectBody) =>
      apiRequest(`${pathOf(provider)}/connect`, { method: 'POST', body, schema: ZTillConnectStart }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

/** The answer is the whole new state: it replaces the cache, with no second request. */
export function useUpdateTill(provider: TTillProvider) {
  const queryClient = useQueryClient();
  const scope = useBusinessScope();
  return useMutation({
    mutationFn: (edit: TUpdateTillConnection) =>
      apiRequest(pathOf(provider), { method: 'PATCH', body: edit, schema: ZTillState }),
    onSuccess: (answer) => writeAnswer<TTillState>(queryClient, queryKeys.tills(scope), answer),
  });
}

/** Both tills answer 204: the state is read again (awaited, so the card never shows the old connection). */
export function useDisconnectTill(provider: TTillProvider) {
  const queryClient = useQueryClient();
  const scope = useBusinessScope();
  return useMutation({
    mutationFn: () => apiRequest(pathOf(provider), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.tills(scope) }),
  });
}

/**
 * "Add as a location": a Regulars location named like the till's, counted there. The answer is the till's new state;
 * the business's locations are read again (the new one is among them).
 */
export function useCreateTillLocation(provider: TTillProvider) {
  const queryClient = useQueryClient();
  const scope = useBusinessScope();
  return useMutation({
    mutationFn: (externalId: string) =>
      apiRequest(`${pathOf(provider)}/locations/${encodeURIComponent(externalId)}/location`, {
        method: 'POST',
        schema: ZTillState,
      }),
    onSuccess: async (answer) => {
      await writeAnswer<TTillState>(queryClient, queryKeys.tills(scope), answer);
      await queryClient.invalidateQueries({ queryKey: queryKeys.locations(scope) });
    },
  });
}
