import {
  type TMe,
  type TPasskey,
  type TPasskeyList,
  ZMe,
  ZPasskey,
  ZPasskeyList,
  ZPasskeyOptions,
} from '@regulars/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import type { TMutationCallbacks } from './mutation-callbacks.ts';
import { makePasskey, requirePasskeySupport, signWithPasskey } from './passkey-device.ts';
import { queryKeys } from './query-keys.ts';

const BASE = '/api/account/passkeys';

/** The signed-in user's own passkeys, and whether adding one asks for their password again. */
export function usePasskeys({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery<TPasskeyList>({
    queryKey: queryKeys.passkeys(),
    queryFn: ({ signal }) => apiRequest(BASE, { schema: ZPasskeyList, signal }),
    enabled,
  });
}

export type TAddPasskey = { name: string; password?: string };

/** Adding a passkey: the server's challenge (the password again, when asked), the device makes it, the server keeps it. */
export function useAddPasskey(callbacks: TMutationCallbacks<TPasskey, TAddPasskey>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ name, password }: TAddPasskey) => {
      requirePasskeySupport();
      const { options } = await apiRequest(`${BASE}/options`, {
        method: 'POST',
        body: { password },
        schema: ZPasskeyOptions,
      });
      const response = await makePasskey(options);
      return apiRequest(BASE, { method: 'POST', body: { name, response }, schema: ZPasskey });
    },
    ...callbacks,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.passkeys() });
      callbacks.onSuccess?.(...args);
    },
  });
}

export function useRemovePasskey(callbacks: TMutationCallbacks<unknown, string>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`${BASE}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    ...callbacks,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.passkeys() });
      callbacks.onSuccess?.(...args);
    },
  });
}

/** Answers the server's challenge with the device's passkey, then sends the answer to `finish`. */
async function signInWith(start: string, finish: string): Promise<TMe> {
  requirePasskeySupport();
  const { options } = await apiRequest(start, { method: 'POST', body: {}, schema: ZPasskeyOptions });
  const response = await signWithPasskey(options);
  return apiRequest(finish, { method: 'POST', body: { response }, schema: ZMe });
}

/** Signing in with a passkey alone: the profile, as a password sign-in's. */
export function usePasskeySignIn(callbacks: TMutationCallbacks<TMe>) {
  return useMutation({
    mutationFn: () => signInWith('/api/login/passkey/options', '/api/login/passkey'),
    ...callbacks,
  });
}

/** The second step by passkey, after the password step asked for one: the profile. */
export function usePasskeySecondStep(callbacks: TMutationCallbacks<TMe>) {
  return useMutation({
    mutationFn: () => signInWith('/api/login/second-step/passkey/options', '/api/login/second-step/passkey'),
    ...callbacks,
  });
}
