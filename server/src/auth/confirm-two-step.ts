import { type TTwoStepRequiredBy, type TTwoStepState, TWO_STEP_MESSAGES } from '@regulars/contracts';
import type { TDb } from '../db/client.ts';
import type { TAuth } from '../platform/better-auth.ts';
import { AppError } from '../platform/errors.ts';
import { readTwoStep } from './read-two-step.ts';
import { twoStepAnswer } from './two-step-refusal.ts';

/**
 * The first code from the authenticator proves it holds the key: two-step sign-in is on from here. better-auth replaces
 * the session with a new one (its cookies go back to the browser).
 */
export async function confirmTwoStep({
  db,
  auth,
  headers,
  userId,
  requiredBy,
  code,
}: {
  db: TDb;
  auth: TAuth;
  headers: Headers;
  userId: string;
  requiredBy: TTwoStepRequiredBy | null;
  code: string;
}): Promise<{ state: TTwoStepState; setCookies: string[] }> {
  if ((await readTwoStep({ db, auth, userId, requiredBy })).enabled)
    throw new AppError('CONFLICT', TWO_STEP_MESSAGES.alreadyOn);
  const res = await auth.api.verifyTOTP({ body: { code }, headers, asResponse: true });
  await twoStepAnswer(res).catch((err: unknown) => {
    // With a session, a wrong code is the form's to say, not a failed sign-in.
    if (err instanceof AppError && err.code === 'INVALID_CREDENTIALS') {
      throw new AppError('VALIDATION', TWO_STEP_MESSAGES.codeInvalid);
    }
    throw err;
  });
  return { state: await readTwoStep({ db, auth, userId, requiredBy }), setCookies: res.headers.getSetCookie() };
}
