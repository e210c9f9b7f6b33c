import {
  type TLanguage,
  type TPinResetConfirm,
  type TPortalLoginRequest,
  type TPortalTillClaim,
  ZCustomerDataExport,
  ZDeletionRequestAnswer,
  ZOk,
  ZPortalDashboard,
  ZPortalLoginResponse,
  ZPortalTillClaimed,
} from '@regulars/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { browserRegion } from '../lib/browser-region.ts';
import { preloadWords } from '../lib/words.tsx';
import { ApiError, apiRequest } from './client.ts';
import type { TMutationCallbacks } from './mutation-callbacks.ts';
import { queryKeys } from './query-keys.ts';

/** Phone and PIN: signed in to one business, or a choice between the businesses that know this phone and PIN. */
export function portalLogin(body: TPortalLoginRequest) {
  return apiRequest('/api/portal/login', {
    method: 'POST',
    body: { region: browserRegion(), ...body },
    schema: ZPortalLoginResponse,
  });
}

/** The business picked after a login that matched several. */
export function portalChoose(customerId: string) {
  return apiRequest('/api/portal/choose', { method: 'POST', body: { customerId }, schema: ZPortalLoginResponse });
}

export async function portalLogout(): Promise<void> {
  await apiRequest('/api/portal/logout', { method: 'POST', body: {} });
}

/** Logs the customer out of the portal; a portal already signed out (another tab, an expired session) is fine. */
export function usePortalLogoutRequest(callbacks: TMutationCallbacks<void>) {
  return useMutation({
    mutationFn: async () => {
      try {
        await portalLogout();
      } catch (error) {
        // Already logged out (another tab, an expired session): that is what was wanted.
        if (!isPortalSignedOut(error)) throw error;
      }
    },
    ...callbacks,
  });
}

/** Sends a one-time code by SMS; the answer is the same whether or not the phone has a portal. */
export function requestPinReset(phone: string) {
  return apiRequest('/api/portal/pin-reset/request', {
    method: 'POST',
    body: { phone, region: browserRegion() },
    schema: ZOk,
  });
}

/** A new PIN with the code from the SMS; signs the customer in. */
export function confirmPinReset(body: TPinResetConfirm) {
  return apiRequest('/api/portal/pin-reset/confirm', {
    method: 'POST',
    body: { region: browserRegion(), ...body },
    schema: ZPortalLoginResponse,
  });
}

/** True when the portal answered that nobody is signed in to it. */
export const isPortalSignedOut = (error: unknown) => error instanceof ApiError && error.status === 401;

/** The signed-in customer's portal; a 401 means no portal session (a client error: not asked again). */
export function usePortalDashboard() {
  return useQuery({
    queryKey: queryKeys.portalDashboard(),
    queryFn: ({ signal }) => apiRequest('/api/portal/dashboard', { schema: ZPortalDashboard, signal }),
    // Back on the tab after the counter redeemed a reward or added a stamp: show it.
    refetchOnWindowFocus: true,
  });
}

/** Everything the business keeps about the signed-in customer (the download's document), for the page that shows it. */
export function usePortalMyData() {
  return useQuery({
    queryKey: queryKeys.portalMyData(),
    queryFn: ({ signal }) => apiRequest('/api/portal/my-data', { schema: ZCustomerDataExport, signal }),
  });
}

/** The customer asks to be deleted, or withdraws the request; the dashboard then shows where it stands. */
export function useDeletionRequest() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.portalDashboard() });
  const request = useMutation({
    mutationFn: () => apiRequest('/api/portal/deletion-request', { method: 'POST', schema: ZDeletionRequestAnswer }),
    onSuccess: refresh,
  });
  const withdraw = useMutation({
    mutationFn: () => apiRequest('/api/portal/deletion-request', { method: 'DELETE' }),
    onSuccess: refresh,
  });
  return { request, withdraw };
}

/**
 * The customer claims a till sale with the number on its receipt; once it earned, the dashboard is read again (their
 * totals and latest activity show it).
 */
export function useClaimTillSaleInPortal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPortalTillClaim) =>
      apiRequest('/api/portal/till-sales/claim', { method: 'POST', body, schema: ZPortalTillClaimed }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.portalDashboard() }),
  });
}

/** The language the customer reads the portal in; the dashboard is read again, its words in it. */
export function useSetPortalLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (language: TLanguage) => {
      // Its words first: the screen then switches at once, without a loading screen.
      await preloadWords(language);
      await apiRequest('/api/portal/language', { method: 'PUT', body: { language } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.portalDashboard() }),
  });
}
