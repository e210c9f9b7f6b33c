import { PASSKEY_MESSAGES } from '@regulars/contracts';
import {
  type AuthenticationResponseJSON,
  browserSupportsWebAuthn,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  startAuthentication,
  startRegistration,
} from '@simplewebauthn/browser';

/**
 * The device's side of a passkey (WebAuthn through @simplewebauthn/browser): it makes one, or answers a challenge
 * with one after the person's fingerprint, face or screen lock. What the browser refuses becomes one of the
 * passkeys' messages (contracts/src/passkeys.ts), so the screens say it as they say the server's.
 */

/** Before asking the server for a challenge: a browser without WebAuthn cannot answer it. */
export function requirePasskeySupport(): void {
  if (!browserSupportsWebAuthn()) throw new Error(PASSKEY_MESSAGES.notSupported);
}

/** The device makes a passkey for the server's options. */
export async function makePasskey(options: Record<string, unknown>): Promise<RegistrationResponseJSON> {
  try {
    return await startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON });
  } catch (error) {
    throw deviceRefusal(error, PASSKEY_MESSAGES.notAdded);
  }
}

/** The device signs the server's challenge with one of its passkeys. */
export async function signWithPasskey(options: Record<string, unknown>): Promise<AuthenticationResponseJSON> {
  try {
    return await startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON });
  } catch (error) {
    throw deviceRefusal(error, PASSKEY_MESSAGES.failed);
  }
}

function deviceRefusal(error: unknown, fallback: string): Error {
  const name = error instanceof Error ? error.name : '';
  // The person closed the prompt, or let it time out: browsers say both the same way, on purpose.
  if (name === 'NotAllowedError' || name === 'AbortError') return new Error(PASSKEY_MESSAGES.cancelled);
  // This device already holds one of the account's passkeys (the server's options exclude them).
  if (name === 'InvalidStateError') return new Error(PASSKEY_MESSAGES.alreadyOnDevice);
  return new Error(fallback);
}
