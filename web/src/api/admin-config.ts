import {
  type TTestEmailRequest,
  type TTestSmsRequest,
  type TTier,
  type TUpdateTierInput,
  ZTestSendQueued,
  ZTestSendStatus,
  ZUpdateTierResponse,
} from '@regulars/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from './client.ts';
import { queryKeys } from './query-keys.ts';

/** PATCH a tier with only its edited fields; every screen that shows tiers (pricing cards too) gets the new values. */
export function useUpdateTier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ tierId, patch }: { tierId: string; patch: TUpdateTierInput }) =>
      (await apiRequest(`/api/admin/tiers/${tierId}`, { method: 'PATCH', body: patch, schema: ZUpdateTierResponse }))
        .tier,
    onSuccess: (tier) => {
      queryClient.setQueryData<TTier[]>(queryKeys.tiers(), (tiers) =>
        tiers?.map((current) => (current.id === tier.id ? tier : current)),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.tiers() });
    },
  });
}

/** How long the page follows a test send before giving up on hearing back (it fails at once when refused). */
const FOLLOW_MS = 30_000;

/**
 * Queues a test send and follows it until the provider took it (its message id) or refused it (an ApiError with the
 * provider's words, as the page shows the server's text).
 */
async function sendAndFollow(channel: 'email' | 'sms', input: unknown): Promise<{ messageId: string | null }> {
  const path = '/api/admin/test-communications';
  const { testSendId } = await apiRequest(`${path}/${channel}`, {
    method: 'POST',
    body: input,
    schema: ZTestSendQueued,
  });
  const until = Date.now() + FOLLOW_MS;
  while (Date.now() < until) {
    const status = await apiRequest(`${path}/${testSendId}`, { schema: ZTestSendStatus });
    if (status.status === 'sent') return { messageId: status.messageId };
    if (status.status === 'failed') {
      throw new ApiError({ code: 'UNAVAILABLE', status: 503, message: status.error ?? '' });
    }
    await new Promise((r) => setTimeout(r, 400));
  }
  throw new ApiError({ code: 'UNAVAILABLE', status: 504, message: '' });
}

export function useSendTestEmail() {
  return useMutation({ mutationFn: (input: TTestEmailRequest) => sendAndFollow('email', input) });
}

export function useSendTestSms() {
  return useMutation({ mutationFn: (input: TTestSmsRequest) => sendAndFollow('sms', input) });
}
