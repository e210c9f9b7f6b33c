import { ZWalletPage } from '@regulars/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import { queryKeys } from './query-keys.ts';

/** The wallet link page's card (public; the token is the key). */
export function useWalletPage(token: string) {
  return useQuery({
    queryKey: queryKeys.walletPage(token),
    queryFn: ({ signal }) =>
      apiRequest(`/api/wallet/page/${encodeURIComponent(token)}`, { schema: ZWalletPage, signal }),
    retry: false,
  });
}
