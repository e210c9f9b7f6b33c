import { type TTillSalesToClaim, ZActionResult, ZTillSalesToClaim } from '@regulars/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { use } from 'react';
import { apiRequest } from './client.ts';
import { CounterDeviceScope } from './counter-device-scope.ts';
import { useLoyaltyAction } from './loyalty.ts';
import { queryKeys } from './query-keys.ts';
import { useBusinessScope } from './use-business-scope.ts';

const POLL_MS = 30_000;

/**
 * The till's sales from customers it did not know, newest first. A sale rung up a moment ago must show while its
 * customer is still at the counter: asked again on focus and, for a signed-in team member, every 30 s. A counter
 * device does not poll: every read it makes keeps its staff shift open, so polling would never let the shift time out;
 * it asks again whenever the start screen or a customer is opened, which is when the list is read.
 */
export function useTillSalesToClaim() {
  const scope = useBusinessScope();
  const onDevice = use(CounterDeviceScope) !== null;
  return useQuery<TTillSalesToClaim>({
    queryKey: queryKeys.tillSales(scope),
    queryFn: ({ signal }) => apiRequest('/api/till-sales', { schema: ZTillSalesToClaim, signal }),
    enabled: scope !== null,
    refetchInterval: onDevice ? false : POLL_MS,
    refetchOnWindowFocus: true,
  });
}

/**
 * Attaches a waiting sale to a customer: it earns for them now, and the answer's standing replaces theirs as a recorded
 * purchase's does (at the sale's location: the counter's multipliers are asked again). The sale leaves the list at
 * once; the list is asked again either way (a refusal means another till claimed it, or it was refunded or expired).
 */
export function useClaimTillSale(counterLocationId: string | null = null) {
  const queryClient = useQueryClient();
  const scope = useBusinessScope();
  return useLoyaltyAction(
    ({ saleId, customerId }: { saleId: string; customerId: string }) =>
      apiRequest(`/api/till-sales/${encodeURIComponent(saleId)}/claim`, {
        method: 'POST',
        body: { customerId },
        schema: ZActionResult,
      }),
    {
      locationId: counterLocationId,
      standingFromElsewhere: true,
      onSettled: (result, _error, { saleId }) => {
        if (result) {
          queryClient.setQueryData<TTillSalesToClaim>(queryKeys.tillSales(scope), (list) =>
            list ? { sales: list.sales.filter((sale) => sale.id !== saleId) } : list,
          );
        }
        void queryClient.invalidateQueries({ queryKey: queryKeys.tillSales(scope) });
      },
    },
  );
}
