import type { TLoginAnswer, TMe, TSecondStepRequest } from '@regulars/contracts';
import { useMutation } from '@tanstack/react-query';
import { confirmPasswordReset, login, requestPasswordReset, signInSecondStep, startGoogleSignIn } from './auth.ts';
import type { TMutationCallbacks } from './mutation-callbacks.ts';

/*
 * The public account screens' changes (sign in, Google, a forgotten password): a file of their own, so their code
 * comes with those screens and not with every other one.
 */

export function useLogin(callbacks: TMutationCallbacks<TLoginAnswer, { email: string; password: string }>) {
  return useMutation({ mutationFn: login, ...callbacks });
}

/** A sign-in's second step; `verify` sends it (the sign-in's by default, or accepting an invitation's). */
export function useSecondStep(
  callbacks: TMutationCallbacks<TMe, TSecondStepRequest>,
  verify: (request: TSecondStepRequest) => Promise<TMe> = signInSecondStep,
) {
  return useMutation({ mutationFn: verify, ...callbacks });
}

export function useRequestPasswordReset(callbacks: TMutationCallbacks<unknown, { email: string }>) {
  return useMutation({ mutationFn: ({ email }: { email: string }) => requestPasswordReset(email), ...callbacks });
}

/** Sets the new password with the emailed token. */
export function useConfirmPasswordReset(token: string, callbacks: TMutationCallbacks<unknown, { password: string }>) {
  return useMutation({
    mutationFn: ({ password }: { password: string }) => confirmPasswordReset({ token, password }),
    ...callbacks,
  });
}

export function useGoogleSignIn(callbacks: TMutationCallbacks<void>) {
  return useMutation({ mutationFn: startGoogleSignIn, ...callbacks });
}
