import { TWO_STEP_MESSAGES } from '@regulars/contracts';
import { eq } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import type { TAuth } from '../platform/better-auth.ts';
import { AppError } from '../platform/errors.ts';
import { twoStepAnswer } from './two-step-refusal.ts';

/** Turns two-step sign-in off (the password asked again): the key and the recovery codes are deleted. */
export async function turnOffTwoStep({
  db,
  auth,
  headers,
  userId,
  password,
}: {
  db: TDb;
  auth: TAuth;
  headers: Headers;
  userId: string;
  password: string;
}): Promise<{ setCookies: string[] }> {
  const [user] = await db.select({ on: users.twoFactorEnabled }).from(users).where(eq(users.id, userId));
  if (!user?.on) throw new AppError('CONFLICT', TWO_STEP_MESSAGES.notOn);
  const res = await auth.api.disableTwoFactor({ body: { password }, headers, asResponse: true });
  await twoStepAnswer(res);
  return { setCookies: res.headers.getSetCookie() };
}
