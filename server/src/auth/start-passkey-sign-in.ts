import { generateAuthenticationOptions } from '@simplewebauthn/server';
import { eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { passkeys } from '../db/schema/index.ts';
import { passkeyParty } from './passkey-party.ts';
import { transportsOf } from './passkey-transports.ts';

/**
 * WebAuthn's options for signing in with a passkey: any passkey of this app when `userId` is absent (the device offers
 * its own, the email is not asked), or only that account's for the second step after its password. The person is
 * checked by the device (user verification): a passkey is two factors in one.
 */
export async function startPasskeySignIn({ db, appUrl, userId }: { db: TExecutor; appUrl: string; userId?: string }) {
  const allowed = userId
    ? await db
        .select({ credentialId: passkeys.credentialId, transports: passkeys.transports })
        .from(passkeys)
        .where(eq(passkeys.userId, userId))
    : [];
  return generateAuthenticationOptions({
    rpID: passkeyParty(appUrl).rpID,
    userVerification: 'required',
    allowCredentials: allowed.map((p) => ({ id: p.credentialId, transports: transportsOf(p.transports) })),
  });
}
