import { randomBytes } from 'node:crypto';

/** What a short code is made of: letters and digits nobody reads as another (no 0/O, no 1/I/L). */
export const SHORT_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const SHORT_CODE_LENGTH = 8;

/** Eight characters of the alphabet, each drawn evenly (31⁸ ≈ 850 billion codes). */
export function generateShortCode(): string {
  let code = '';
  while (code.length < SHORT_CODE_LENGTH) {
    // Bytes of 248 or more are skipped, so each of the 31 characters is equally likely.
    for (const byte of randomBytes(SHORT_CODE_LENGTH)) {
      if (byte < 248 && code.length < SHORT_CODE_LENGTH) code += SHORT_CODE_ALPHABET[byte % 31];
    }
  }
  return code;
}
