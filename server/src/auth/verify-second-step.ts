import type { TAuth } from '../platform/better-auth.ts';
import { twoStepAnswer } from './two-step-refusal.ts';

export type TSecondStepSession = {
  user: { id: string; email: string; name: string };
  /** The new session's token (to end it again if what the sign-in was for is refused). */
  token: string;
  setCookies: string[];
};

/**
 * Checks the authenticator's code, or a recovery code (each works once), against the second step's cookie a password
 * step set, and opens the session. better-auth counts wrong codes per step (5) and per account (10, then a 15-minute
 * lock). Shared by sign-in and by accepting an invitation.
 */
export async function verifySecondStep({
  auth,
  input,
  headers,
}: {
  auth: TAuth;
  input: { kind: 'app' | 'recovery'; code: string; trustDevice?: boolean };
  headers: Headers;
}): Promise<TSecondStepSession> {
  // A trusted device gets better-auth's signed 30-day cookie: its next password sign-ins skip this step.
  const body = { code: input.code, trustDevice: input.trustDevice === true };
  const res =
    input.kind === 'app'
      ? await auth.api.verifyTOTP({ body, headers, asResponse: true })
      : await auth.api.verifyBackupCode({ body, headers, asResponse: true });
  const answer = await twoStepAnswer<Omit<TSecondStepSession, 'setCookies'>>(res);
  return { user: answer.user, token: answer.token, setCookies: res.headers.getSetCookie() };
}
