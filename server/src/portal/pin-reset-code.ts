import { createHash, randomInt } from 'node:crypto';

/** How long a forgot-PIN code works, and how many wrong tries void it. */
export const PIN_RESET_MINUTES = 10;
export const PIN_RESET_MAX_WRONG = 5;

/** Six random digits for the SMS; only the hash is stored. */
export function newPinResetCode(authPhone: string): { code: string; codeHash: string } {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  return { code, codeHash: hashPinResetCode(authPhone, code) };
}

/** Bound to the phone: a code is only ever good for the number it was sent to. */
export function hashPinResetCode(authPhone: string, code: string): string {
  return createHash('sha256').update(`${authPhone}:${code}`).digest('hex');
}

/** The text, in the business's name (a phone known to several businesses gets the first one's). */
export function pinResetText(businessName: string, code: string): string {
  return `${businessName}: your PIN reset code is ${code}. It expires in ${PIN_RESET_MINUTES} minutes.`;
}
