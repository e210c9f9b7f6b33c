import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { TPassTokens } from '../platform/context.ts';

/** A new pass's serial: 128 random bits, base64url (22 characters). */
export const newSerial = () => randomBytes(16).toString('base64url');

const SERIAL = /^[A-Za-z0-9_-]{22}$/;
export const isSerial = (value: string) => SERIAL.test(value);

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * The secrets of a pass, all derived from the app's secret and the serial, none stored: the authentication token
 * Apple's devices send back (rebuilt into every new version of the pass), and the download link's token (the serial
 * and its MAC, so a link can travel in a message). Each purpose has its own key: one never works as the other.
 */
export function passTokens(secret: string): TPassTokens {
  const keyOf = (purpose: string) => createHmac('sha256', secret).update(purpose).digest();
  const authKey = keyOf('regulars:wallet-apple-auth:v1');
  const linkKey = keyOf('regulars:wallet-download:v1');
  const mac = (key: Buffer, serial: string) => createHmac('sha256', key).update(serial).digest('base64url');
  return {
    authenticationToken: (serial: string) => mac(authKey, serial),
    checkAuthorization(serial: string, header: string | undefined): boolean {
      const match = /^ApplePass (\S+)$/.exec(header ?? '');
      return Boolean(match) && sameText(match![1], mac(authKey, serial));
    },
    downloadToken: (serial: string) => `${serial}.${mac(linkKey, serial)}`,
    serialOfDownloadToken(token: string): string | null {
      const [serial, given, ...rest] = token.split('.');
      if (rest.length > 0 || !serial || !given || !isSerial(serial)) return null;
      return sameText(given, mac(linkKey, serial)) ? serial : null;
    },
  };
}
