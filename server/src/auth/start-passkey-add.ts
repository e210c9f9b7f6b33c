import { PASSKEY_MESSAGES, PASSKEYS_MAX, TWO_STEP_MESSAGES } from '@regulars/contracts';
import { generateRegistrationOptions } from '@simplewebauthn/server';
import { eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { passkeys } from '../db/schema/index.ts';
import type { TAuth } from '../platform/better-auth.ts';
import { AppError } from '../platform/errors.ts';
import { hasPassword } from './list-passkeys.ts';
import { PASSKEY_ALGORITHMS, passkeyParty } from './passkey-party.ts';
import { transportsOf } from './passkey-transports.ts';

/**
 * POST /account/passkeys/options: the password again (an account that has one: a left-open session cannot add a way
 * in), then WebAuthn's options for a new passkey: a discoverable credential (it signs in without the email), the
 * person checked by the device (user verification), never one the account already holds.
 */
export async function startPasskeyAdd({
  db,
  auth,
  headers,
  appUrl,
  user,
  brand,
  password,
}: {
  db: TExecutor;
  auth: TAuth;
  headers: Headers;
  appUrl: string;
  user: { id: string; email: string; name: string };
  /** What the device's passkey list shows: the white-label client's own company, or Regulars. */
  brand: string;
  password: string | undefined;
}) {
  if (await hasPassword(db, user.id)) {
    if (!password)
      throw new AppError('VALIDATION', TWO_STEP_MESSAGES.passwordRequired, {
        password: [TWO_STEP_MESSAGES.passwordRequired],
      });
    const checked = await auth.api.verifyPassword({ body: { password }, headers, asResponse: true });
    if (!checked.ok) {
      throw new AppError('VALIDATION', TWO_STEP_MESSAGES.passwordWrong, {
        password: [TWO_STEP_MESSAGES.passwordWrong],
      });
    }
  }
  const existing = await db
    .select({ credentialId: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, user.id));
  if (existing.length >= PASSKEYS_MAX) throw new AppError('CONFLICT', PASSKEY_MESSAGES.tooMany);
  const { rpID } = passkeyParty(appUrl);
  return generateRegistrationOptions({
    rpName: brand,
    rpID,
    userName: user.email,
    userDisplayName: user.name || user.email,
    userID: new TextEncoder().encode(user.id),
    attestationType: 'none',
    supportedAlgorithmIDs: PASSKEY_ALGORITHMS,
    excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: transportsOf(p.transports) })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
}
