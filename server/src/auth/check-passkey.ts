import { PASSKEY_MESSAGES } from '@regulars/contracts';
import { type AuthenticationResponseJSON, verifyAuthenticationResponse } from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { passkeys } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { passkeyParty } from './passkey-party.ts';
import { transportsOf } from './passkey-transports.ts';

/**
 * A passkey's answer to this browser's challenge, checked by @simplewebauthn/server against the public key kept for
 * it (signature, challenge, origin, relying party, the person verified on the device, a counter that only grows).
 * `userId`: the account whose second step it is (another account's passkey is refused). The account it signs in.
 */
export async function checkPasskey({
  db,
  appUrl,
  challenge,
  response,
  userId,
}: {
  db: TExecutor;
  appUrl: string;
  challenge: { challenge: string; userId?: string } | null;
  response: { id: string };
  userId?: string;
}): Promise<string> {
  if (!challenge || challenge.userId !== userId) throw new AppError('INVALID_TOKEN', PASSKEY_MESSAGES.expired);
  const [passkey] = await db.select().from(passkeys).where(eq(passkeys.credentialId, response.id));
  if (!passkey || (userId && passkey.userId !== userId)) {
    throw new AppError('INVALID_CREDENTIALS', PASSKEY_MESSAGES.notRecognised);
  }
  const { rpID, origin } = passkeyParty(appUrl);
  let verified: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    verified = await verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      expectedChallenge: challenge.challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
      credential: {
        id: passkey.credentialId,
        publicKey: isoBase64URL.toBuffer(passkey.publicKey),
        counter: passkey.counter,
        transports: transportsOf(passkey.transports),
      },
    });
  } catch {
    throw new AppError('INVALID_CREDENTIALS', PASSKEY_MESSAGES.failed);
  }
  if (!verified.verified) throw new AppError('INVALID_CREDENTIALS', PASSKEY_MESSAGES.failed);
  await db
    .update(passkeys)
    .set({ counter: verified.authenticationInfo.newCounter, lastUsedAt: new Date() })
    .where(eq(passkeys.id, passkey.id));
  return passkey.userId;
}
