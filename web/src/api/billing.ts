import {
  type TCreditLedger,
  type TRedirect,
  type TSubscriptionSummary,
  type TTestCheckoutSession,
  type TTestPortal,
  ZCreditLedger,
  ZRedirect,
  ZSubscriptionSummary,
  ZTestCheckoutSession,
  ZTestPortal,
} from '@regulars/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import type { TMutationCallbacks } from './mutation-callbacks.ts';
import { queryKeys } from './query-keys.ts';
import { useBusinessScope } from './use-business-scope.ts';

export function useSubscription() {
  const scope = useBusinessScope();
  return useQuery<TSubscriptionSummary>({
    queryKey: queryKeys.subscription(scope),
    queryFn: ({ signal }) => apiRequest('/api/billing/subscription', { schema: ZSubscriptionSummary, signal }),
    enabled: scope !== null,
  });
}

export function useCreditLedger() {
  const scope = useBusinessScope();
  return useQuery<TCreditLedger>({
    queryKey: queryKeys.creditLedger(scope),
    queryFn: ({ signal }) => apiRequest('/api/billing/credits', { schema: ZCreditLedger, signal }),
    enabled: scope !== null,
  });
}

/** Checkout for a tier; the server picks the price and the return URLs. */
export function startCheckout(tierId: string) {
  return apiRequest('/api/billing/checkout', { method: 'POST', body: { tierId }, schema: ZRedirect });
}

export function useStartCheckout(callbacks: TMutationCallbacks<TRedirect, string>) {
  return useMutation({ mutationFn: startCheckout, ...callbacks });
}

export function openBillingPortal() {
  return apiRequest('/api/billing/portal', { method: 'POST', body: {}, schema: ZRedirect });
}

export function useOpenBillingPortal(callbacks: TMutationCallbacks<TRedirect>) {
  return useMutation({ mutationFn: openBillingPortal, ...callbacks });
}

export function useTestCheckout(sessionId: string) {
  const scope = useBusinessScope();
  return useQuery<TTestCheckoutSession>({
    queryKey: queryKeys.testCheckout(scope, sessionId),
    enabled: scope !== null,
    queryFn: ({ signal }) =>
      apiRequest(`/api/billing/test-checkout/${encodeURIComponent(sessionId)}`, {
        schema: ZTestCheckoutSession,
        signal,
      }),
    retry: false,
  });
}

export function completeTestCheckout(sessionId: string) {
  return apiRequest(`/api/billing/test-checkout/${encodeURIComponent(sessionId)}/complete`, {
    method: 'POST',
    body: {},
    schema: ZRedirect,
  });
}

export function cancelTestCheckout(sessionId: string) {
  return apiRequest(`/api/billing/test-checkout/${encodeURIComponent(sessionId)}/cancel`, {
    method: 'POST',
    body: {},
    schema: ZRedirect,
  });
}

/** Pays the test checkout, or cancels it. */
export function useFinishTestCheckout(sessionId: string, callbacks: TMutationCallbacks<TRedirect, 'pay' | 'cancel'>) {
  return useMutation({
    mutationFn: (kind: 'pay' | 'cancel') =>
      kind === 'pay' ? completeTestCheckout(sessionId) : cancelTestCheckout(sessionId),
    ...callbacks,
  });
}

export function useTestPortal() {
  const scope = useBusinessScope();
  return useQuery<TTestPortal>({
    queryKey: queryKeys.testPortal(scope),
    enabled: scope !== null,
    queryFn: ({ signal }) => apiRequest('/api/billing/test-portal', { schema: ZTestPortal, signal }),
    retry: false,
  });
}

export function cancelTestSubscription() {
  return apiRequest('/api/billing/test-portal/cancel-subscription', { method: 'POST', body: {}, schema: ZRedirect });
}

export function useCancelTestSubscription(callbacks: TMutationCallbacks<TRedirect>) {
  return useMutation({ mutationFn: cancelTestSubscription, ...callbacks });
}
