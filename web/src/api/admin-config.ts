import {
  type TTestEmailRequest,
  type TTestSmsRequest,
  type TTier,
  type TUpdateTierInput,
  ZTestSendResponse,
  ZUpdateTierResponse,
} from '@regulars/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
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

export function useSendTestEmail() {
  return useMutation({
    mutationFn: (input: TTestEmailRequest) =>
      apiRequest('/api/admin/test-communications/email', { method: 'POST', body: input, schema: ZTestSendResponse }),
  });
}

export function useSendTestSms() {
  return useMutation({
    mutationFn: (input: TTestSmsRequest) =>
      apiRequest('/api/admin/test-communications/sms', { method: 'POST', body: input, schema: ZTestSendResponse }),
  });
}
