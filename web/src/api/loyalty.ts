import {
  COUNTER_LIMITS,
  type TActionResult,
  type TCustomerStanding,
  type TPurchaseRequest,
  type TRedeemCodeRequest,
  type TRedeemPointsRequest,
  type TRedeemRewardRequest,
  type TUndoRequest,
  type TVisitRequest,
  ZActionResult,
  ZCustomerList,
  ZCustomerStanding,
} from '@regulars/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError, apiRequest } from './client.ts';
import { keepPageOf } from './keep-page-of.ts';
import { queryKeys, type TScope } from './query-keys.ts';
import { useBusinessScope } from './use-business-scope.ts';
import { writeAnswer } from './write-answer.ts';

/** Customers matching a phone, customer ID or name; shares the customers list's cache and invalidation. */
export function counterSearchOptions(scope: TScope, search: string) {
  const query = { search: search.trim(), page: 1, limit: COUNTER_LIMITS.search };
  return queryOptions({
    queryKey: queryKeys.customerList(scope, query),
    // The counter's own search (a counter device may call it; the customers list it may not).
    queryFn: ({ signal }) =>
      apiRequest(`/api/counter/customers?${new URLSearchParams({ search: query.search })}`, {
        schema: ZCustomerList,
        signal,
      }),
    // Typing back to an earlier search shows its answer at once.
    staleTime: 10_000,
  });
}

export function useCounterSearch(search: string) {
  const scope = useBusinessScope();
  return useQuery({
    ...counterSearchOptions(scope, search),
    enabled: scope !== null && search.trim() !== '',
    // The last answer stays while the next keystroke's is on its way: the rows do not flicker.
    placeholderData: keepPageOf(scope),
  });
}

/** The matches for a search now (Enter, a scanned customer ID), from the cache when it already has them. */
export function useFindCustomers() {
  const queryClient = useQueryClient();
  const scope = useBusinessScope();
  return useCallback(
    async (search: string) => (await queryClient.fetchQuery(counterSearchOptions(scope, search))).customers,
    [queryClient, scope],
  );
}

/**
 * A customer's standing, read at the counter's location (null: none): the multipliers in it are the ones a purchase
 * there gets now. While another location's is on its way, the one already shown for this customer (in this business)
 * stays.
 */
export function useCustomerStanding(customerId: string | null, locationId: string | null = null) {
  const scope = useBusinessScope();
  return useQuery({
    queryKey: queryKeys.customerStanding(scope, customerId ?? '', locationId),
    queryFn: ({ signal }) =>
      apiRequest(
        `/api/customers/${encodeURIComponent(customerId ?? '')}/standing${
          locationId ? `?${new URLSearchParams({ locationId })}` : ''
        }`,
        { schema: ZCustomerStanding, signal },
      ),
    enabled: scope !== null && customerId !== null,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[0] === scope && previous?.customer.id === customerId ? previous : undefined,
  });
}

const postAction = (path: string, body: unknown) => apiRequest(path, { method: 'POST', body, schema: ZActionResult });
const customerPath = (customerId: string, action: string) =>
  `/api/customers/${encodeURIComponent(customerId)}/${action}`;

/** The counter's actions; each answers what changed and the customer's standing after it. */
export const loyaltyActions = {
  recordVisit: ({ customerId, body }: { customerId: string; body: TVisitRequest }) =>
    postAction(customerPath(customerId, 'visits'), body),
  recordPurchase: ({ customerId, body }: { customerId: string; body: TPurchaseRequest }) =>
    postAction(customerPath(customerId, 'purchases'), body),
  redeemPoints: ({ customerId, body }: { customerId: string; body: TRedeemPointsRequest }) =>
    postAction(customerPath(customerId, 'redeem-points'), body),
  redeemReward: ({ customerId, body }: { customerId: string; body: TRedeemRewardRequest }) =>
    postAction(customerPath(customerId, 'rewards/redeem'), body),
  redeemCode: ({ body }: { body: TRedeemCodeRequest }) => postAction('/api/rewards/redeem-code', body),
  undo: ({ actionId, body = {} }: { actionId: string; body?: TUndoRequest }) =>
    postAction(`/api/loyalty/actions/${encodeURIComponent(actionId)}/undo`, body),
};

/**
 * A counter action as a mutation. Its answer carries the standing after it, which goes straight into the
 * cache (no second request); the customers lists and the dashboard numbers are stale. A refusal often means
 * the standing changed elsewhere (another till used the reward, the undo window closed): it is asked again.
 */
export function useLoyaltyAction<TVariables>(
  action: (variables: TVariables) => Promise<TActionResult>,
  {
    onSettled,
    locationId = null,
    standingFromElsewhere = false,
  }: {
    /** What else the action makes stale, refreshed whether it went through or not (a till sale's list). */
    onSettled?: (result: TActionResult | undefined, error: Error | null, variables: TVariables) => unknown;
    /** The counter's location, whose standing the answer replaces. */
    locationId?: string | null;
    /**
     * The answer's standing was read at the action's own location (an undo's, a till sale's), which need not be the
     * counter's: its balances are taken at once, its multipliers asked again.
     */
    standingFromElsewhere?: boolean;
  } = {},
) {
  const queryClient = useQueryClient();
  const scope = useBusinessScope();
  return useMutation({
    mutationFn: action,
    onSettled,
    onSuccess: async (result) => {
      const customerId = result.standing.customer.id;
      const here = queryKeys.customerStanding(scope, customerId, locationId);
      await writeAnswer<TCustomerStanding>(queryClient, here, (shown) =>
        standingFromElsewhere
          ? {
              ...result.standing,
              multipliers: shown?.multipliers ?? null,
              categoryBonuses: shown?.categoryBonuses ?? [],
            }
          : result.standing,
      );
      // The same customer read elsewhere (their page, the counter's other location) holds the balances from before.
      void queryClient.invalidateQueries({
        queryKey: queryKeys.customerStandingsOf(scope, customerId),
        predicate: (query) => standingFromElsewhere || query.queryKey[3] !== locationId,
      });
      void queryClient.invalidateQueries({ queryKey: queryKeys.customers(scope) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboardStats(scope) });
    },
    onError: (error) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.customerStandings(scope) });
      // On a counter device, a shift that ended meanwhile: the device shows who may sign in again.
      if (error instanceof ApiError && error.status === 401) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.counterDevice() });
      }
    },
  });
}
