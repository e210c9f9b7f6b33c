import { randomUUID } from 'node:crypto';
import { PASSKEY_MESSAGES, PASSKEYS_MAX, type TPasskey } from '@regulars/contracts';
import { type RegistrationResponseJSON, verifyRegistrationResponse } from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { count, eq } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { passkeys } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { toPasskey } from './list-passkeys.ts';
import { PASSKEY_ALGORITHMS, passkeyParty } from './passkey-party.ts';

/**
 * POST /account/passkeys: the device's answer to the challenge this browser was given, checked by
 * @simplewebauthn/server (challenge, origin, the app's host as relying party, the person verified on the device); the
 * public key is kept under the name given.
 */
export async function addPasskey({
  db,
  appUrl,
  userId,
  challenge,
  name,
  response,
}: {
  db: TDb;
  appUrl: string;
  userId: string;
  /** The challenge kept in this browser for this account; null when missing or stale. */
  challenge: { challenge: string; userId?: string } | null;
  name: string;
  response: unknown;
}): Promise<TPasskey> {
  if (!challenge || challenge.userId !== userId) throw new AppError('VALIDATION', PASSKEY_MESSAGES.expired);
  const { rpID, origin } = passkeyParty(appUrl);
  let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verified = await verifyRegistrationResponse({
      response: response as RegistrationResponseJSON,
      expectedChallenge: challenge.challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
      supportedAlgorithmIDs: PASSKEY_ALGORITHMS,
    });
  } catch {
    throw new AppError('VALIDATION', PASSKEY_MESSAGES.notAdded);
  }
  if (!verified.verified) throw new AppError('VALIDATION', PASSKEY_MESSAGES.notAdded);
  const { credential, credentialBackedUp } = verified.registrationInfo;
  return db.transaction(async (tx) => {
    const [{ held }] = await tx.select({ held: count() }).from(passkeys).where(eq(passkeys.userId, userId));
    if (held >= PASSKEYS_MAX) throw new AppError('CONFLICT', PASSKEY_MESSAGES.tooMany);
    const [row] = await tx
      .insert(passkeys)
      .values({
        id: randomUUID(),
        userId,
        credentialId: credential.id,
        publicKey: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        transports: (credential.transports ?? []).join(','),
        backedUp: credentialBackedUp,
        name,
      })
      .onConflictDoNothing({ target: passkeys.credentialId })
      .returning();
    // The same credential again (another account's, or this one's): the device's own copy is already registered.
    if (!row) throw new AppError('CONFLICT', PASSKEY_MESSAGES.notAdded);
    return toPasskey(row);
  });
}
