import { type TTestPassRequest, ZTestSendQueued, ZTestSendStatus, ZWalletStatus } from '@regulars/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from './client.ts';
import { queryKeys } from './query-keys.ts';

/** Whether Apple Wallet and Google Wallet are set up on this server (read at start: it changes with a restart). */
export function useWalletStatus() {
  return useQuery({
    queryKey: queryKeys.walletStatus(),
    queryFn: ({ signal }) => apiRequest('/api/admin/wallet', { schema: ZWalletStatus, signal }),
  });
}

/** How long the card follows the test email before giving up on hearing back (it fails at once when refused). */
const FOLLOW_MS = 30_000;

/** Emails a test pass and follows the send until the provider took it (its message id) or refused it. */
export function useSendTestPass() {
  return useMutation({
    mutationFn: async (input: TTestPassRequest): Promise<{ messageId: string | null }> => {
      const { testSendId } = await apiRequest('/api/admin/wallet/test-pass', {
        method: 'POST',
        body: input,
        schema: ZTestSendQueued,
      });
      const until = Date.now() + FOLLOW_MS;
      while (Date.now() < until) {
        const status = await apiRequest(`/api/admin/test-communications/${testSendId}`, { schema: ZTestSendStatus });
        if (status.status === 'sent') return { messageId: status.messageId };
        if (status.status === 'failed') {
          throw new ApiError({ code: 'UNAVAILABLE', status: 503, message: status.error ?? '' });
        }
        await new Promise((r) => setTimeout(r, 400));
      }
      throw new ApiError({ code: 'UNAVAILABLE', status: 504, message: '' });
    },
  });
}
