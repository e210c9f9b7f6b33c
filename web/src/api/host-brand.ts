import { type THostBrand, ZHostBrand } from '@regulars/contracts';
import { useQuery } from '@tanstack/react-query';
import { preloadWords } from '../lib/words.tsx';
import { ApiError, apiRequest } from './client.ts';
import { queryKeys } from './query-keys.ts';

/**
 * On a business's own domain (issue 53): whose pages these are, its name, brand and language; null on the platform's
 * address (404). Asked once a visit: the answer cannot change while the page is open.
 */
export function useHostBrand() {
  return useQuery<THostBrand | null>({
    queryKey: queryKeys.hostBrand(),
    queryFn: async ({ signal }) => {
      try {
        const host = await apiRequest('/api/public/host-brand', { schema: ZHostBrand, signal });
        // Its words first: the page then switches to its language at once, without a loading screen.
        await preloadWords(host.language);
        return host;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
