import type { TPinResetConfirm, TPortalLoginRequest, TPortalLoginResponse } from '@regulars/contracts';
import { useMutation } from '@tanstack/react-query';
import type { TMutationCallbacks } from './mutation-callbacks.ts';
import { confirmPinReset, portalChoose, portalLogin, requestPinReset } from './portal.ts';

/* The portal's sign-in screen's changes: a file of their own, so their code comes with that screen only. */

export function usePortalLogin(callbacks: TMutationCallbacks<TPortalLoginResponse, TPortalLoginRequest>) {
  return useMutation({ mutationFn: portalLogin, ...callbacks });
}

export function usePortalChoose(callbacks: TMutationCallbacks<TPortalLoginResponse, { customerId: string }>) {
  return useMutation({ mutationFn: (choice: { customerId: string }) => portalChoose(choice.customerId), ...callbacks });
}

export function useRequestPinReset(callbacks: TMutationCallbacks<unknown, { phone: string }>) {
  return useMutation({ mutationFn: ({ phone }: { phone: string }) => requestPinReset(phone), ...callbacks });
}

/** The same code sent again to `phone`. */
export function useResendPinReset(phone: string) {
  return useMutation({ mutationFn: () => requestPinReset(phone) });
}

export function useConfirmPinReset(callbacks: TMutationCallbacks<TPortalLoginResponse, TPinResetConfirm>) {
  return useMutation({ mutationFn: confirmPinReset, ...callbacks });
}
