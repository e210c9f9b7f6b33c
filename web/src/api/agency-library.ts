import {
  type TAgencyClient,
  type TLibrary,
  type TLibraryApply,
  type TLibraryDifferences,
  type TLibraryPieceChoices,
  type TSaveLibraryPiece,
  ZAgencyClients,
  ZLibrary,
  ZLibraryApplyResponse,
  ZLibraryDifferences,
  ZLibraryPieceChoices,
  ZSaveToLibraryResponse,
} from '@regulars/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAgencyScope } from './agency.ts';
import { apiRequest } from './client.ts';
import { queryKeys } from './query-keys.ts';

const LIBRARY = '/api/agency/library';

/** The library and its latest additions; asked again every 2 s while an addition is running (its progress). */
export function useAgencyLibrary(enabled = true) {
  const scope = useAgencyScope();
  return useQuery<TLibrary>({
    queryKey: queryKeys.agencyLibrary(scope),
    enabled: enabled && scope !== null,
    queryFn: ({ signal }) => apiRequest(LIBRARY, { schema: ZLibrary, signal }),
    refetchInterval: (query) => (query.state.data?.applies.some((a) => a.status === 'running') ? 2000 : false),
  });
}

/** Every client of the agency (at most its plan's 50: two pages), for choosing where to add an item. */
export function useAllAgencyClients(enabled: boolean) {
  const scope = useAgencyScope();
  return useQuery<TAgencyClient[]>({
    queryKey: [...queryKeys.agencyClientLists(scope), 'all'],
    enabled: enabled && scope !== null,
    queryFn: async ({ signal }) => {
      const all: TAgencyClient[] = [];
      for (let page = 1; ; page++) {
        const params = new URLSearchParams({ search: '', page: String(page) });
        const list = await apiRequest(`/api/agency/clients?${params}`, { schema: ZAgencyClients, signal });
        all.push(...list.clients);
        if (all.length >= list.total || list.clients.length === 0) return all;
      }
    },
  });
}

/**
 * Before adding a library item: each client's program of that name against the library's (or, for a kit, a template
 * or an automation, each piece as adding would find it), asked afresh each time the dialog opens (a client may have
 * changed its own since).
 */
export function useLibraryDifferences(itemId: string | null) {
  const scope = useAgencyScope();
  return useQuery<TLibraryDifferences>({
    queryKey: [...queryKeys.agencyLibrary(scope), 'differences', itemId],
    enabled: itemId !== null && scope !== null,
    staleTime: 0,
    gcTime: 0,
    queryFn: ({ signal }) =>
      apiRequest(`${LIBRARY}/${encodeURIComponent(itemId ?? '')}/differences`, { schema: ZLibraryDifferences, signal }),
  });
}

/** What of one client can be saved on its own (its templates and the automations it has set up). */
export function useLibraryPieceChoices(clientId: string | null) {
  const scope = useAgencyScope();
  return useQuery<TLibraryPieceChoices>({
    queryKey: [...queryKeys.agencyLibrary(scope), 'pieces', clientId],
    enabled: clientId !== null && clientId !== '' && scope !== null,
    staleTime: 0,
    queryFn: ({ signal }) =>
      apiRequest(`${LIBRARY}/clients/${encodeURIComponent(clientId ?? '')}/pieces`, {
        schema: ZLibraryPieceChoices,
        signal,
      }),
  });
}

function useLibraryMutation<TInput, TOutput>(fn: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  const scope = useAgencyScope();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.agencyLibrary(scope) }),
  });
}

/**
 * Saves a copy of the open client's program in the agency's library (the agency's admin); with `replace`, as the next
 * version of the library's program of that name.
 */
export function useSaveToLibrary() {
  return useLibraryMutation((input: { clientId: string; programId: string; replace?: boolean }) =>
    apiRequest(LIBRARY, { method: 'POST', body: input, schema: ZSaveToLibraryResponse }),
  );
}

/** Saves one client's programs and templates as a starter kit (the agency's admin). */
export function useSaveKit() {
  return useLibraryMutation((input: { clientId: string; name: string }) =>
    apiRequest(`${LIBRARY}/kits`, { method: 'POST', body: input, schema: ZSaveToLibraryResponse }),
  );
}

/** Saves one template or automation of a client as a library item; with `replace`, as the next version of its name. */
export function useSaveLibraryPiece() {
  return useLibraryMutation((input: TSaveLibraryPiece) =>
    apiRequest(`${LIBRARY}/pieces`, { method: 'POST', body: input, schema: ZSaveToLibraryResponse }),
  );
}

export function useDeleteLibraryItem() {
  return useLibraryMutation((itemId: string) =>
    apiRequest(`${LIBRARY}/${encodeURIComponent(itemId)}`, { method: 'DELETE' }),
  );
}

/**
 * Starts adding an item to the chosen clients, updating those in `update` to the library's version: the answer is the
 * addition, its outcomes pending.
 */
export function useApplyLibraryItem() {
  return useLibraryMutation(
    async ({
      itemId,
      clientIds,
      update,
    }: {
      itemId: string;
      clientIds: string[];
      update?: string[];
    }): Promise<TLibraryApply> =>
      (
        await apiRequest(`${LIBRARY}/${encodeURIComponent(itemId)}/apply`, {
          method: 'POST',
          body: update && update.length > 0 ? { clientIds, update } : { clientIds },
          schema: ZLibraryApplyResponse,
        })
      ).apply,
  );
}
