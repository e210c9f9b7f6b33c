import {
  type TCommunicationStatusFilter,
  type TCommunicationTypeFilter,
  ZCommunicationDetailResponse,
  ZCommunicationList,
} from '@regulars/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import { keepPageOf } from './keep-page-of.ts';
import { queryKeys } from './query-keys.ts';
import { useBusinessScope } from './use-business-scope.ts';

export type TCommunicationsQuery = {
  search: string;
  type: TCommunicationTypeFilter;
  status: TCommunicationStatusFilter;
  page: number;
  limit: number;
};

/** One page of the message history; the previous page stays on screen while the next loads. */
export function useCommunications(query: TCommunicationsQuery) {
  const scope = useBusinessScope();
  return useQuery({
    queryKey: queryKeys.communicationList(scope, query),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({
        type: query.type,
        status: query.status,
        page: String(query.page),
        limit: String(query.limit),
      });
      if (query.search.trim()) params.set('search', query.search.trim());
      return apiRequest(`/api/communications?${params}`, { schema: ZCommunicationList, signal });
    },
    placeholderData: keepPageOf(scope),
    enabled: scope !== null,
  });
}

/** One message in full (the detail dialog); nothing is asked while no message is open. */
export function useCommunication(id: string | null) {
  const scope = useBusinessScope();
  return useQuery({
    queryKey: queryKeys.communication(scope, id ?? ''),
    queryFn: async ({ signal }) =>
      (await apiRequest(`/api/communications/${id}`, { schema: ZCommunicationDetailResponse, signal })).communication,
    enabled: scope !== null && id !== null,
  });
}

/** One message, read once (no cache): how the quick-send dialog follows a queued message to sent or failed. */
export const fetchCommunication = async (id: string) =>
  (await apiRequest(`/api/communications/${id}`, { schema: ZCommunicationDetailResponse })).communication;
