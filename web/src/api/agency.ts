import {
  type TAgencyClients,
  type TCreateClient,
  type TGiveClientCredits,
  type TMe,
  ZAgencyClients,
  ZClientManagersResponse,
  ZCreateClientResponse,
  ZGiveClientCreditsResponse,
  ZInvitationResponse,
  ZOpenClientResponse,
} from '@regulars/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMe } from './auth.ts';
import { apiRequest } from './client.ts';
import { queryKeys } from './query-keys.ts';

const CLIENTS = '/api/agency/clients';

/**
 * The agency's own scope: its team's, whichever client is open (useBusinessScope follows the open client). The
 * signed-in user's own business id is unique to them, like every scope.
 */
export function useAgencyScope(): string | null {
  const { data: me } = useMe();
  return me?.business?.id ?? null;
}

/** One page of the agency's clients with their figures (the Clients page and the switcher's list). */
export function useAgencyClients(query: { search: string; page: number }, enabled = true) {
  const scope = useAgencyScope();
  return useQuery<TAgencyClients>({
    queryKey: queryKeys.agencyClients(scope, query),
    enabled: enabled && scope !== null,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ search: query.search, page: String(query.page) });
      return apiRequest(`${CLIENTS}?${params}`, { schema: ZAgencyClients, signal });
    },
  });
}

export function useAddClient() {
  const queryClient = useQueryClient();
  const scope = useAgencyScope();
  return useMutation({
    mutationFn: async (input: TCreateClient) =>
      (await apiRequest(CLIENTS, { method: 'POST', body: input, schema: ZCreateClientResponse })).client,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.agencyClientLists(scope) }),
  });
}

export function useInviteClientOwner() {
  const queryClient = useQueryClient();
  const scope = useAgencyScope();
  return useMutation({
    mutationFn: async ({ clientId, email }: { clientId: string; email: string }) =>
      (
        await apiRequest(`${CLIENTS}/${encodeURIComponent(clientId)}/owner-invitations`, {
          method: 'POST',
          body: { email },
          schema: ZInvitationResponse,
        })
      ).invitation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.agencyClientLists(scope) }),
  });
}

/** Gives a client credits from the agency's own balance: both balances change on the Clients page. */
export function useGiveClientCredits() {
  const queryClient = useQueryClient();
  const scope = useAgencyScope();
  return useMutation({
    mutationFn: ({ clientId, credits }: { clientId: string } & TGiveClientCredits) =>
      apiRequest(`${CLIENTS}/${encodeURIComponent(clientId)}/credits`, {
        method: 'POST',
        body: { credits },
        schema: ZGiveClientCreditsResponse,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.agencyClientLists(scope) }),
  });
}

/** Chooses a client's account managers (the whole list): the Clients page shows them, their lists follow. */
export function useSetClientManagers() {
  const queryClient = useQueryClient();
  const scope = useAgencyScope();
  return useMutation({
    mutationFn: ({ clientId, userIds }: { clientId: string; userIds: string[] }) =>
      apiRequest(`${CLIENTS}/${encodeURIComponent(clientId)}/managers`, {
        method: 'PUT',
        body: { userIds },
        schema: ZClientManagersResponse,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.agencyClientLists(scope) }),
  });
}

/** Moves a client to its own subscription: it leaves the agency's list (and the session, if it was open). */
export function useReleaseClient() {
  const queryClient = useQueryClient();
  const scope = useAgencyScope();
  return useMutation({
    mutationFn: (clientId: string) =>
      apiRequest(`${CLIENTS}/${encodeURIComponent(clientId)}/release`, { method: 'POST', body: {} }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.agencyClientLists(scope) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.me() }),
      ]),
  });
}

/**
 * Opens a client (or the agency's own business with null). Every business query is keyed by the business it belongs to
 * (useBusinessScope), so the screens read the newly open business's data and never another's cache; the profile is
 * set from the answer at once, so the scope changes before anything is asked again.
 */
export function useOpenClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (businessId: string | null) =>
      apiRequest('/api/agency/open', { method: 'POST', body: { businessId }, schema: ZOpenClientResponse }),
    onSuccess: async ({ openClient }) => {
      queryClient.setQueryData<TMe>(queryKeys.me(), (me) =>
        me ? { ...me, openClient: openClient && { ...openClient, agencyName: me.business?.companyName ?? '' } } : me,
      );
      await queryClient.invalidateQueries({ queryKey: queryKeys.me() });
    },
  });
}
