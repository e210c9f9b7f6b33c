import { randomInt } from 'node:crypto';

/** No 0/O, 1/I/L: a code read aloud or typed from a phone screen is not misread. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const LENGTH = 6;

/** `{prefix}-XXXXXX` from a cryptographic source (31^6 ≈ 887 million codes per prefix); just XXXXXX without one. */
export function newRewardCode(prefix: string): string {
  let body = '';
  for (let i = 0; i < LENGTH; i++) body += ALPHABET[randomInt(ALPHABET.length)];
  return prefix ? `${prefix}-${body}` : body;
}
