import { type TCustomDomainState, type TSaveCustomDomain, ZCustomDomainState } from '@regulars/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import { queryKeys } from './query-keys.ts';
import { useBusinessScope } from './use-business-scope.ts';
import { writeAnswer } from './write-answer.ts';

const PATH = '/api/settings/domain';
/** While a check is queued or running the card asks again this often, so its outcome shows when it lands. */
const CHECKING_POLL_MS = 2500;

/** The business's own domain (issue 53): whether the plan allows one, the DNS records to create and its status. */
export function useCustomDomain() {
  const scope = useBusinessScope();
  return useQuery<TCustomDomainState>({
    queryKey: queryKeys.customDomain(scope),
    enabled: scope !== null,
    queryFn: ({ signal }) => apiRequest(PATH, { schema: ZCustomDomainState, signal }),
    refetchInterval: (query) => (query.state.data?.domain?.checking ? CHECKING_POLL_MS : false),
  });
}

/** A change whose answer is the whole new state: it replaces the cached one, with no second request. */
function useCustomDomainChange<TInput>(change: (input: TInput) => Promise<TCustomDomainState>) {
  const queryClient = useQueryClient();
  const scope = useBusinessScope();
  return useMutation({
    mutationFn: change,
    onSuccess: (answer) => writeAnswer<TCustomDomainState>(queryClient, queryKeys.customDomain(scope), answer),
  });
}

/** Adds the domain, or another in its place (team admin); its first check is queued at once. */
export function useSaveCustomDomain() {
  return useCustomDomainChange((body: TSaveCustomDomain) =>
    apiRequest(PATH, { method: 'PUT', body, schema: ZCustomDomainState }),
  );
}

/** "Check now": queues a check of the DNS records; the answer says it is checking, and the card polls until done. */
export function useCheckCustomDomain() {
  return useCustomDomainChange((_: undefined) =>
    apiRequest(`${PATH}/check`, { method: 'POST', schema: ZCustomDomainState }),
  );
}

/** Removes the domain (team admin): 204, so the cached state keeps the plan's answer and loses the domain. */
export function useRemoveCustomDomain() {
  const queryClient = useQueryClient();
  const scope = useBusinessScope();
  return useMutation({
    mutationFn: () => apiRequest(PATH, { method: 'DELETE' }),
    onSuccess: () =>
      writeAnswer<TCustomDomainState>(queryClient, queryKeys.customDomain(scope), (cached) =>
        cached ? { ...cached, domain: null } : cached,
      ),
  });
}
