import { createHash, randomInt } from 'node:crypto';
import { ENGLISH, type TTranslator } from '@regulars/contracts';

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

/** The text, in the business's name and the customer's language there (a phone known to several gets the first's). */
export function pinResetText(businessName: string, code: string, { t }: Pick<TTranslator, 't'> = ENGLISH): string {
  return t('sms.pinReset', { business: businessName, code, minutes: PIN_RESET_MINUTES });
}
