import { type TTier, ZTierList } from '@regulars/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import { queryKeys } from './query-keys.ts';

export function useTiers() {
  return useQuery<TTier[]>({
    queryKey: queryKeys.tiers(),
    queryFn: async ({ signal }) => (await apiRequest('/api/tiers', { schema: ZTierList, signal })).tiers,
    // Never served from a stale cache: a price the super admin just changed shows on the next visit to any tier list.
    staleTime: 0,
  });
}

/** TRIAL_DAYS: how long a paid tier's free trial is (0: none), for the plan terms; undefined until known. */
export function useTrialDays(): number | undefined {
  const { data } = useQuery({
    queryKey: queryKeys.trialDays(),
    queryFn: async ({ signal }) => (await apiRequest('/api/tiers', { schema: ZTierList, signal })).trialDays ?? 0,
  });
  return data;
}

/** The API's token bucket of a tier that sets none (API_RATE_PER_SECOND, API_RATE_BURST); undefined until known. */
export function useApiRateDefault() {
  const { data } = useQuery({
    queryKey: queryKeys.apiRateDefault(),
    queryFn: async ({ signal }) =>
      (await apiRequest('/api/tiers', { schema: ZTierList, signal })).apiRateDefault ?? null,
  });
  return data ?? undefined;
}
