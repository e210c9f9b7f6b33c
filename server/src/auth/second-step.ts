import type { TMe } from '@regulars/contracts';
import type { TDb } from '../db/client.ts';
import type { TAuth } from '../platform/better-auth.ts';
import { loadProfile } from './load-profile.ts';
import { verifySecondStep } from './verify-second-step.ts';

/** POST /login/second-step: the code opens the session; the answer is the profile, as a one-step sign-in's. */
export async function secondStep({
  db,
  auth,
  input,
  headers,
  defaultRegion,
}: {
  db: TDb;
  auth: TAuth;
  input: { kind: 'app' | 'recovery'; code: string; trustDevice?: boolean };
  headers: Headers;
  defaultRegion: string;
}): Promise<{ profile: TMe; setCookies: string[] }> {
  const { user, setCookies } = await verifySecondStep({ auth, input, headers });
  const profile = await loadProfile({ db, user, defaultRegion });
  return { profile, setCookies };
}
