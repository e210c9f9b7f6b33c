import { proposedMoney, type TSignupRequest } from '@regulars/contracts';
import { useMutation } from '@tanstack/react-query';
import { browserTimeZone } from '../lib/browser-time-zone.ts';
import { fetchMe, signup } from './auth.ts';
import type { TMutationCallbacks } from './mutation-callbacks.ts';

/** Sign up, then sign in: the new session's profile is read before entering the app. */
async function signUpAndLoadProfile(values: TSignupRequest) {
  // The browser's zone, so quiet hours and birthdays fall in the business's day from the start, and its language's
  // money, so a café in Berlin starts in euros (both editable in /settings).
  const result = await signup({ ...values, timeZone: browserTimeZone(), ...proposedMoney(navigator.language) });
  // A paid tier leaves for checkout; the profile is read when the browser comes back.
  const leaving = !result.checkoutFailed && /^https?:\/\//i.test(result.redirectTo);
  return { ...result, me: leaving || result.checkoutFailed ? null : await fetchMe() };
}

export function useSignUp(
  callbacks: TMutationCallbacks<Awaited<ReturnType<typeof signUpAndLoadProfile>>, TSignupRequest>,
) {
  return useMutation({ mutationFn: signUpAndLoadProfile, ...callbacks });
}
