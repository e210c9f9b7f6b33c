import { randomBytes } from 'node:crypto';
import { hashPassword, verifyPassword } from './password-hash.ts';

/** A PIN's hash (scrypt, slow on purpose): the portal's customer PINs and the counter's staff PINs. */
export function hashPin(pin: string): Promise<string> {
  return hashPassword(pin);
}

/** A stored hash that does not parse (never written by us) matches no PIN. */
export async function pinMatches(hash: string, pin: string): Promise<boolean> {
  try {
    return await verifyPassword({ hash, password: pin });
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks the PIN against a hash no PIN opens, made once per process on first use: a number no customer has answers
 * after the same slow scrypt check as a wrong PIN, so the time taken does not tell which numbers are known.
 */
export async function checkAgainstNobody(pin: string): Promise<void> {
  dummyHash ??= hashPassword(randomBytes(32).toString('hex'));
  await pinMatches(await dummyHash, pin);
}
