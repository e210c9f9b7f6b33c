import {
  type TAuthConfig,
  type TLanguage,
  type TLoginAnswer,
  type TMe,
  type TSecondStepRequest,
  type TSignupRequest,
  type TSignupResponse,
  ZAuthConfig,
  ZLoginAnswer,
  ZMe,
  ZOk,
  ZSignupResponse,
  ZSocialSignInStart,
} from '@regulars/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { preloadAppWords } from '../lib/app-words.tsx';
import { preloadWords } from '../lib/words.tsx';
import { ApiError, apiRequest } from './client.ts';
import { queryKeys } from './query-keys.ts';

/** Session loading stops after 5 s at most, so a slow server never leaves a blank screen. */
export const SESSION_CHECK_TIMEOUT_MS = 5000;

/** The signed-in user, or null when there is no session (401) or the check timed out. */
export async function fetchMe(signal?: AbortSignal): Promise<TMe | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), SESSION_CHECK_TIMEOUT_MS);
  const onAbort = () => controller.abort();
  signal?.addEventListener('abort', onAbort);
  try {
    return await apiRequest('/api/me', { schema: ZMe, signal: controller.signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    if (controller.signal.aborted && !signal?.aborted) {
      console.warn(`Session check timed out after ${SESSION_CHECK_TIMEOUT_MS} ms`);
      return null;
    }
    throw error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

/** The signed-in user's profile query, for hooks and for fetching it outside React. */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.me(),
    queryFn: ({ signal }) => fetchMe(signal),
    retry: false,
    staleTime: 60_000,
    refetchOnWindowFocus: false,
  });

export function useMe() {
  return useQuery(meQueryOptions());
}

/** The signed-in user, asked only when `enabled` (the guards skip it where no session can be). */
/**
 * The name of the business every screen works on: an agency's open client (issue 32), else the user's own, as the
 * app's frame titles it. Previews (a text, a template, a QR sign, the brand's hint) speak in its name.
 */
export function useWorkingBusinessName(fallback = ''): string {
  const me = useMe().data;
  return me?.openClient?.companyName ?? me?.business?.companyName ?? fallback;
}

/** The language the app speaks to the user (issue 52); the profile is read again, every screen then in it. */
export function useChooseLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (language: TLanguage) => {
      // Its words first: the screen then switches at once, without a loading screen.
      await Promise.all([preloadAppWords(language), preloadWords(language)]);
      await apiRequest('/api/me/language', { method: 'PUT', body: { language } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.me() }),
  });
}

export function useMeWhen(enabled: boolean) {
  return useQuery({ ...meQueryOptions(), enabled });
}

export function useAuthConfig() {
  return useQuery<TAuthConfig>({
    queryKey: queryKeys.authConfig(),
    queryFn: ({ signal }) => apiRequest('/api/auth-config', { schema: ZAuthConfig, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
}

/** The password step: the profile, or `{ secondStep: true }` when the account asks for a code next. */
export function login(body: { email: string; password: string }): Promise<TLoginAnswer> {
  return apiRequest('/api/login', { method: 'POST', body, schema: ZLoginAnswer });
}

/** The second step of a sign-in: the authenticator's code or a recovery code. */
export function signInSecondStep(body: TSecondStepRequest): Promise<TMe> {
  return apiRequest('/api/login/second-step', { method: 'POST', body, schema: ZMe });
}

export function signup(body: TSignupRequest): Promise<TSignupResponse> {
  return apiRequest('/api/signup', { method: 'POST', body, schema: ZSignupResponse });
}

export async function logout(): Promise<void> {
  // The session endpoint expects a JSON body, even an empty one.
  await apiRequest('/api/logout', { method: 'POST', body: {} });
}

export function requestPasswordReset(email: string) {
  return apiRequest('/api/password-reset/request', { method: 'POST', body: { email }, schema: ZOk });
}

export function confirmPasswordReset(body: { token: string; password: string }) {
  return apiRequest('/api/password-reset/confirm', { method: 'POST', body, schema: ZOk });
}

/** Starts Google sign-in and leaves the page for the provider. */
export async function startGoogleSignIn(): Promise<void> {
  const { url } = await apiRequest('/api/auth/sign-in/social', {
    method: 'POST',
    body: { provider: 'google', callbackURL: '/dashboard', errorCallbackURL: '/login' },
    schema: ZSocialSignInStart,
  });
  window.location.assign(url);
}

/** Where a signed-in user belongs after signing in. */
export function homeFor(me: Pick<TMe, 'isSuperAdmin'>): string {
  return me.isSuperAdmin ? '/admin/dashboard' : '/dashboard';
}
