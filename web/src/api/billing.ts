import {
  type TCreditLedger,
  type TSubscriptionSummary,
  type TTestCheckoutSession,
  type TTestPortal,
  ZCreditLedger,
  ZRedirect,
  ZSubscriptionSummary,
  ZTestCheckoutSession,
  ZTestPortal,
} from '@regulars/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './client.ts';

export const subscriptionQueryKey = ['billing', 'subscription'] as const;

export function useSubscription() {
  return useQuery<TSubscriptionSummary>({
    queryKey: subscriptionQueryKey,
    queryFn: ({ signal }) => apiRequest('/api/billing/subscription', { schema: ZSubscriptionSummary, signal }),
  });
}

export function useCreditLedger() {
  return useQuery<TCreditLedger>({
    queryKey: ['billing', 'credits'],
    queryFn: ({ signal }) => apiRequest('/api/billing/credits', { schema: ZCreditLedger, signal }),
  });
}

/** Checkout for a tier; the server picks the price and the return URLs. */
export function startCheckout(tierId: string) {
  return apiRequest('/api/billing/checkout', { method: 'POST', body: { tierId }, schema: ZRedirect });
}

export function openBillingPortal() {
  return apiRequest('/api/billing/portal', { method: 'POST', body: {}, schema: ZRedirect });
}

export function useTestCheckout(sessionId: string) {
  return useQuery<TTestCheckoutSession>({
    queryKey: ['billing', 'test-checkout', sessionId],
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

export function useTestPortal() {
  return useQuery<TTestPortal>({
    queryKey: ['billing', 'test-portal'],
    queryFn: ({ signal }) => apiRequest('/api/billing/test-portal', { schema: ZTestPortal, signal }),
    retry: false,
  });
}

export function cancelTestSubscription() {
  return apiRequest('/api/billing/test-portal/cancel-subscription', { method: 'POST', body: {}, schema: ZRedirect });
}
