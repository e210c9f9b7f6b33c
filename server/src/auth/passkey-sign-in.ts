import { type TMe, TWO_STEP_MESSAGES } from '@regulars/contracts';
import { eq } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import type { TAuth } from '../platform/better-auth.ts';
import { AppError } from '../platform/errors.ts';
import { checkPasskey } from './check-passkey.ts';
import { loadProfile } from './load-profile.ts';

/**
 * POST /login/passkey, and the second step by passkey (`secondStepOf`: the account whose password step waits): the
 * passkey is checked, then better-auth opens the session (platform/open-session-plugin.ts); the answer is the profile,
 * as a password sign-in's.
 */
export async function passkeySignIn({
  db,
  auth,
  appUrl,
  challenge,
  response,
  headers,
  defaultRegion,
  secondStepOf,
}: {
  db: TDb;
  auth: TAuth;
  appUrl: string;
  challenge: { challenge: string; userId?: string } | null;
  response: { id: string };
  headers: Headers;
  defaultRegion: string;
  secondStepOf?: string;
}): Promise<{ profile: TMe; setCookies: string[] }> {
  const userId = await checkPasskey({ db, appUrl, challenge, response, userId: secondStepOf });
  const opened = secondStepOf
    ? await auth.api.finishSecondStep({ body: { userId }, headers, asResponse: true })
    : await auth.api.openSessionFor({ body: { userId }, headers, asResponse: true });
  if (!opened.ok) throw new AppError('INVALID_TOKEN', TWO_STEP_MESSAGES.expired);
  const [user] = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, userId));
  const profile = await loadProfile({ db, user, defaultRegion });
  return { profile, setCookies: opened.headers.getSetCookie() };
}
