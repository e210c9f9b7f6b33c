import { type TTillState, type TUpdateTillConnection, ZTillConnectStart, ZTillState } from '@regulars/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import { queryKeys } from './query-keys.ts';
import { useBusinessScope } from './use-business-scope.ts';

const PATH = '/api/integrations/square';

/** The till card's state: its own query, so Square being slow or down never holds up the rest of /settings. */
export function useTills() {
  const scope = useBusinessScope();
  return useQuery<TTillState>({
    queryKey: queryKeys.tills(scope),
    enabled: scope !== null,
    queryFn: ({ signal }) => apiRequest('/api/integrations/tills', { schema: ZTillState, signal }),
  });
}

/**
 * Asks the server for Square's consent page and goes there: Square sends the owner back through the server's
 * callback to /settings?square=<outcome>#tills, so nothing is cached here.
 */
export function useStartSquareConnect() {
  return useMutation({
    mutationFn: () => apiRequest(`${PATH}/connect`, { method: 'POST', schema: ZTillConnectStart }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

/** The answer is the whole new state: it replaces the cache, with no second request. */
export function useUpdateSquare() {
  const queryClient = useQueryClient();
  const scope = useBusinessScope();
  return useMutation({
    mutationFn: (edit: TUpdateTillConnection) => apiRequest(PATH, { method: 'PATCH', body: edit, schema: ZTillState }),
    onSuccess: (answer) => queryClient.setQueryData<TTillState>(queryKeys.tills(scope), answer),
  });
}

/** 204 says nothing of the state after: read it again (awaited, so the card never shows the old connection). */
export function useDisconnectSquare() {
  const queryClient = useQueryClient();
  const scope = useBusinessScope();
  return useMutation({
    mutationFn: () => apiRequest(PATH, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.tills(scope) }),
  });
}
