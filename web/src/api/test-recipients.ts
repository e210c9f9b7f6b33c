import {
  type TRequestTestRecipientCode,
  type TTestRecipientChannel,
  ZTestRecipientAnswer,
  ZTestRecipientList,
} from '@regulars/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import { queryKeys, type TScope } from './query-keys.ts';
import { useBusinessScope } from './use-business-scope.ts';

/** Where campaign tests may go: under the campaigns, so it leaves with the business. */
const testRecipientsKey = (scope: TScope) => [...queryKeys.campaigns(scope), 'test-recipients'] as const;

const recipientPath = (id: string, rest = '') => `/api/campaign-test-recipients/${encodeURIComponent(id)}${rest}`;

/** The numbers (or addresses) of one channel the team verified, and those waiting for a code. */
export function useTestRecipients(channel: TTestRecipientChannel, enabled = true) {
  const scope = useBusinessScope();
  return useQuery({
    queryKey: [...testRecipientsKey(scope), channel] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/api/campaign-test-recipients?channel=${channel}`, { schema: ZTestRecipientList, signal }),
    enabled: scope !== null && enabled,
  });
}

function useTestRecipientChange<TInput, TAnswer>(change: (input: TInput) => Promise<TAnswer>) {
  const queryClient = useQueryClient();
  const scope = useBusinessScope();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testRecipientsKey(scope) }),
  });
}

/** Adds a number or address (or sends its code again): a 6-digit code goes to it. */
export function useRequestTestRecipientCode() {
  return useTestRecipientChange((input: TRequestTestRecipientCode) =>
    apiRequest('/api/campaign-test-recipients', { method: 'POST', body: input, schema: ZTestRecipientAnswer }),
  );
}

export function useVerifyTestRecipient() {
  return useTestRecipientChange(({ id, code }: { id: string; code: string }) =>
    apiRequest(recipientPath(id, '/verify'), { method: 'POST', body: { code }, schema: ZTestRecipientAnswer }),
  );
}

export function useRemoveTestRecipient() {
  return useTestRecipientChange((id: string) => apiRequest(recipientPath(id), { method: 'DELETE' }));
}
