import {
  type TAdminSupportFilter,
  type TSupportRequestInput,
  type TSupportRequests,
  ZAdminSupportDetail,
  ZAdminSupportList,
  ZSupportRequestResponse,
  ZSupportRequests,
  ZSupportSwitch,
  ZTierList,
} from '@regulars/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import { queryKeys } from './query-keys.ts';
import { useBusinessScope } from './use-business-scope.ts';
import { writeAnswer } from './write-answer.ts';

const REQUESTS = '/api/support/requests';
const ADMIN = '/api/admin/support';
const SWITCH = '/api/admin/config/support-requests';

/** Whether the install takes support requests (the tiers' answer says so); undefined until known. */
export function useSupportRequestsOn(): boolean | undefined {
  const { data } = useQuery({
    queryKey: queryKeys.supportSwitch(),
    queryFn: async ({ signal }) =>
      (await apiRequest('/api/tiers', { schema: ZTierList, signal })).supportRequests ?? true,
  });
  return data;
}

/** The business's latest requests with their replies, read when the Help dialog opens. */
export function useSupportRequests(enabled: boolean) {
  const scope = useBusinessScope();
  return useQuery<TSupportRequests>({
    queryKey: queryKeys.supportRequests(scope),
    enabled: enabled && scope !== null,
    queryFn: ({ signal }) => apiRequest(REQUESTS, { schema: ZSupportRequests, signal }),
    staleTime: 0,
  });
}

/** Sends a request; it leads the dialog's list at once. */
export function useSendSupportRequest() {
  const queryClient = useQueryClient();
  const scope = useBusinessScope();
  return useMutation({
    mutationFn: (input: TSupportRequestInput) =>
      apiRequest(REQUESTS, { method: 'POST', body: input, schema: ZSupportRequestResponse }),
    onSuccess: ({ request }) =>
      writeAnswer<TSupportRequests>(queryClient, queryKeys.supportRequests(scope), (cached) => ({
        requests: [request, ...(cached?.requests ?? [])],
      })),
  });
}

export const SUPPORT_QUEUE_PAGE_SIZE = 25;

/** The super admin's queue: open first, priority first, oldest first. */
export function useSupportQueue(query: { status: TAdminSupportFilter; page: number }) {
  return useQuery({
    queryKey: queryKeys.supportQueuePage(query),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({
        status: query.status,
        page: String(query.page),
        limit: String(SUPPORT_QUEUE_PAGE_SIZE),
      });
      return apiRequest(`${ADMIN}?${params}`, { schema: ZAdminSupportList, signal });
    },
    placeholderData: (previous) => previous,
  });
}

/** One request's thread, while its dialog is open. */
export function useSupportThread(id: string | null) {
  return useQuery({
    queryKey: queryKeys.supportThread(id ?? ''),
    enabled: id !== null,
    queryFn: async ({ signal }) =>
      (await apiRequest(`${ADMIN}/${id}`, { schema: ZAdminSupportDetail, signal })).request,
  });
}

/** Reply (emailed to the requester) or close: the thread shows the answer at once, the queue reloads. */
function useThreadAction<TInput>(path: (id: string) => string, body: (input: TInput) => unknown) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string; input: TInput }) =>
      (await apiRequest(path(id), { method: 'POST', body: body(input), schema: ZAdminSupportDetail })).request,
    onSuccess: async (request) => {
      await writeAnswer(queryClient, queryKeys.supportThread(request.id), request);
      void queryClient.invalidateQueries({ queryKey: queryKeys.supportQueue() });
    },
  });
}

export const useReplyToSupport = () =>
  useThreadAction<{ body: string }>(
    (id) => `${ADMIN}/${id}/replies`,
    (input) => input,
  );

export const useCloseSupport = () =>
  useThreadAction<void>(
    (id) => `${ADMIN}/${id}/close`,
    () => ({}),
  );

/** The super admin's switch, as stored. */
export function useSupportSwitch() {
  return useQuery({
    queryKey: queryKeys.supportSwitchAdmin(),
    queryFn: ({ signal }) => apiRequest(SWITCH, { schema: ZSupportSwitch, signal }),
  });
}

/** Switching changes what every tier card and the Help entry show: they all read again. */
export function useSetSupportSwitch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => apiRequest(SWITCH, { method: 'PUT', body: { enabled }, schema: ZSupportSwitch }),
    onSuccess: async (answer) => {
      await writeAnswer(queryClient, queryKeys.supportSwitchAdmin(), answer);
      void queryClient.invalidateQueries({ queryKey: queryKeys.supportSwitch() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.tiers() });
    },
  });
}
