import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import type { TClient } from '../harness.ts';

/** The authenticator app: the code for now (or `offset` periods away) from the key the set-up showed. */
export const codeFor = (secret: string, offset = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offset * 30_000,
  });

/** Sets two-step sign-in up for the client's account, as Settings does; the key and the recovery codes it showed. */
export async function turnOnTwoStep(c: TClient, password: string) {
  const setup = await c.post('/api/account/two-step/setup', { password });
  expect(setup.status, JSON.stringify(setup.body)).toBe(200);
  const confirmed = await c.post('/api/account/two-step/confirm', { code: codeFor(setup.body.secret) });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return { secret: setup.body.secret as string, recoveryCodes: setup.body.recoveryCodes as string[] };
}
