import type { TAuth } from '../platform/better-auth.ts';

/**
 * Emails a reset link when the account exists (better-auth queues it, see better-auth.ts). The caller answers the
 * same either way, so the form reveals no addresses.
 */
export async function requestPasswordReset({ auth, email }: { auth: TAuth; email: string }): Promise<void> {
  await auth.api.requestPasswordReset({ body: { email, redirectTo: '/reset-password' } });
}
