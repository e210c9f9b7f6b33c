import {
  type TRecoveryCodes,
  type TTwoStepSetup,
  type TTwoStepState,
  ZOk,
  ZRecoveryCodes,
  ZTwoStepSetup,
  ZTwoStepState,
} from '@regulars/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import type { TMutationCallbacks } from './mutation-callbacks.ts';
import { queryKeys } from './query-keys.ts';

const BASE = '/api/account/two-step';

/** The signed-in user's two-step sign-in: on or off, recovery codes left, whether they have a password. */
export function useTwoStep() {
  return useQuery<TTwoStepState>({
    queryKey: queryKeys.twoStep(),
    queryFn: ({ signal }) => apiRequest(BASE, { schema: ZTwoStepState, signal }),
  });
}

/** Starts the set-up (password asked again): the authenticator's key and the recovery codes. */
export function useStartTwoStep(callbacks: TMutationCallbacks<TTwoStepSetup, string>) {
  return useMutation({
    mutationFn: (password: string) =>
      apiRequest(`${BASE}/setup`, { method: 'POST', body: { password }, schema: ZTwoStepSetup }),
    ...callbacks,
  });
}

/** The authenticator's first code: two-step sign-in is on. */
export function useConfirmTwoStep(callbacks: TMutationCallbacks<TTwoStepState, string>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest(`${BASE}/confirm`, { method: 'POST', body: { code }, schema: ZTwoStepState }),
    ...callbacks,
    onSuccess: (state, code, ...rest) => {
      queryClient.setQueryData(queryKeys.twoStep(), state);
      callbacks.onSuccess?.(state, code, ...rest);
    },
  });
}

export function useTurnOffTwoStep(callbacks: TMutationCallbacks<unknown, string>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => apiRequest(`${BASE}/off`, { method: 'POST', body: { password }, schema: ZOk }),
    ...callbacks,
    onSuccess: (...args) => {
      queryClient.invalidateQueries({ queryKey: queryKeys.twoStep() });
      callbacks.onSuccess?.(...args);
    },
  });
}

export function useRenewRecoveryCodes(callbacks: TMutationCallbacks<TRecoveryCodes, string>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) =>
      apiRequest(`${BASE}/recovery-codes`, { method: 'POST', body: { password }, schema: ZRecoveryCodes }),
    ...callbacks,
    onSuccess: (...args) => {
      queryClient.invalidateQueries({ queryKey: queryKeys.twoStep() });
      callbacks.onSuccess?.(...args);
    },
  });
}
