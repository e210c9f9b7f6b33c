import { type TMailchimpState, ZMailchimpState } from '@regulars/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import { queryKeys } from './query-keys.ts';
import { useBusinessScope } from './use-business-scope.ts';
import { writeAnswer } from './write-answer.ts';

const PATH = '/api/integrations/mailchimp';
/** While a sync is queued or running the card asks again this often, so its result shows when it lands. */
const RUNNING_POLL_MS = 2000;

export function useMailchimp() {
  const scope = useBusinessScope();
  return useQuery<TMailchimpState>({
    queryKey: queryKeys.mailchimp(scope),
    enabled: scope !== null,
    queryFn: ({ signal }) => apiRequest(PATH, { schema: ZMailchimpState, signal }),
    refetchInterval: (query) =>
      query.state.data?.connection?.lastSync?.status === 'running' ? RUNNING_POLL_MS : false,
  });
}

/** A change whose answer becomes the cached state (`merge` keeps what the answer leaves out). */
function useMailchimpChange<TInput>(
  change: (input: TInput) => Promise<TMailchimpState | undefined>,
  merge: (cached: TMailchimpState | undefined, answer: TMailchimpState | undefined) => TMailchimpState | undefined,
) {
  const queryClient = useQueryClient();
  const scope = useBusinessScope();
  return useMutation({
    mutationFn: change,
    onSuccess: (answer) =>
      writeAnswer<TMailchimpState>(queryClient, queryKeys.mailchimp(scope), (cached) => merge(cached, answer)),
  });
}

const replace = (_cached: TMailchimpState | undefined, answer: TMailchimpState | undefined) => answer;

export function useConnectMailchimp() {
  return useMailchimpChange(
    (apiKey: string) => apiRequest(PATH, { method: 'POST', body: { apiKey }, schema: ZMailchimpState }),
    replace,
  );
}

export function useChooseMailchimpAudience() {
  return useMailchimpChange(
    (audienceId: string) =>
      apiRequest(`${PATH}/audience`, { method: 'PUT', body: { audienceId }, schema: ZMailchimpState }),
    replace,
  );
}

/** Queues a sync; the answer carries the 'running' status (not the audiences, which stay as listed). */
export function useSyncMailchimp() {
  return useMailchimpChange(
    (_: undefined) => apiRequest(`${PATH}/sync`, { method: 'POST', schema: ZMailchimpState }),
    (cached, answer) =>
      cached?.connection && answer?.connection
        ? { ...cached, connection: { ...cached.connection, lastSync: answer.connection.lastSync } }
        : answer,
  );
}

export function useDisconnectMailchimp() {
  return useMailchimpChange(
    async (_: undefined) => {
      await apiRequest(PATH, { method: 'DELETE' });
      return undefined;
    },
    (cached) => (cached ? { ...cached, connection: null } : cached),
  );
}
