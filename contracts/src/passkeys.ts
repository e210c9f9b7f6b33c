import { z } from 'zod';

/**
 * Passkeys (issue 53, WebAuthn): a sign-in held by the person's device or password manager and unlocked with its
 * fingerprint, face or PIN. Added under Settings → Passkeys; used from the sign-in page on their own, or as the second
 * step after the password for an account with two-step sign-in.
 */
export const PASSKEY_MESSAGES = {
  nameRequired: 'Give this passkey a name, like “MacBook” or “Phone”',
  nameTooLong: 'Keep the name to 60 characters or fewer',
  notAdded: 'This passkey could not be added. Try again.',
  expired: 'That took too long. Try again.',
  notRecognised: 'This passkey is not on any account here. Sign in with your password, then add it under Settings.',
  failed: 'The passkey did not work. Try again, or sign in with your password.',
  added: 'Passkey added. You can sign in with it now.',
  removed: 'Passkey removed.',
  notFound: 'This passkey is no longer on your account',
  tooMany: 'You have 10 passkeys. Remove one before adding another.',
  notSupported: 'This browser cannot use passkeys.',
  cancelled: 'The passkey was not used. Try again when you are ready.',
  unavailable: 'Passkeys need this server to have a domain name. Ask the platform operator.',
  alreadyOnDevice: 'This device already has a passkey for your account.',
} as const;

/** How many passkeys one account may hold. */
export const PASSKEYS_MAX = 10;
export const PASSKEY_NAME_MAX = 60;

export const ZPasskey = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** Synced across the person's devices (a password manager's, iCloud Keychain), or on one device only. */
  synced: z.boolean(),
});
export type TPasskey = z.infer<typeof ZPasskey>;

/** GET /api/account/passkeys. `needsPassword`: adding one asks the password again (an account that has one). */
export const ZPasskeyList = z.object({ passkeys: z.array(ZPasskey), needsPassword: z.boolean() });
export type TPasskeyList = z.infer<typeof ZPasskeyList>;

/** POST /api/account/passkeys/options: the password again, when the account has one. */
export const ZPasskeyAddStart = z.object({ password: z.string().max(128).optional() });
export type TPasskeyAddStart = z.input<typeof ZPasskeyAddStart>;

/**
 * What the browser hands to navigator.credentials (@simplewebauthn/browser's startRegistration/startAuthentication):
 * WebAuthn's JSON options, passed through as they are.
 */
export const ZPasskeyOptions = z.object({ options: z.record(z.string(), z.unknown()) });
export type TPasskeyOptions = z.infer<typeof ZPasskeyOptions>;

/** The authenticator's answer, as @simplewebauthn/browser returns it. */
const ZCredentialResponse = z
  .object({ id: z.string().max(2048), rawId: z.string().max(2048), type: z.literal('public-key') })
  .passthrough();

/** POST /api/account/passkeys: the new passkey's answer and its name. */
export const ZPasskeyAdd = z.object({
  name: z
    .string({ error: PASSKEY_MESSAGES.nameRequired })
    .trim()
    .min(1, PASSKEY_MESSAGES.nameRequired)
    .max(PASSKEY_NAME_MAX, PASSKEY_MESSAGES.nameTooLong),
  response: ZCredentialResponse,
});
export type TPasskeyAdd = z.input<typeof ZPasskeyAdd>;

/** POST /api/login/passkey and /api/login/second-step/passkey: the passkey's answer to the challenge. */
export const ZPasskeySignIn = z.object({ response: ZCredentialResponse });
export type TPasskeySignIn = z.input<typeof ZPasskeySignIn>;
