import { type TTier, ZTierList } from '@regulars/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import { queryKeys } from './query-keys.ts';

export function useTiers() {
  return useQuery<TTier[]>({
    queryKey: queryKeys.tiers(),
    queryFn: async ({ signal }) => (await apiRequest('/api/tiers', { schema: ZTierList, signal })).tiers,
    staleTime: 5 * 60_000,
  });
}
