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
 * Apple's devices send back (rebuilt into every new version of the pass), the download link's token (the serial and
 * its MAC, so a link can travel in a message), and a test pass link's token (the same, for a made-up member's card).
 * Each purpose has its own key: one never works as another, so a customer's link never opens a test pass (which
 * would sign their serial into a made-up card) and a test pass link never opens a customer's card.
 */
export function passTokens(secret: string): TPassTokens {
  const keyOf = (purpose: string) => createHmac('sha256', secret).update(purpose).digest();
  const authKey = keyOf('regulars:wallet-apple-auth:v1');
  const linkKey = keyOf('regulars:wallet-download:v1');
  const demoKey = keyOf('regulars:wallet-test-pass:v1');
  const mac = (key: Buffer, serial: string) => createHmac('sha256', key).update(serial).digest('base64url');
  const tokenOf = (key: Buffer, serial: string) => `${serial}.${mac(key, serial)}`;
  const serialOf = (key: Buffer, token: string): string | null => {
    const [serial, given, ...rest] = token.split('.');
    if (rest.length > 0 || !serial || !given || !isSerial(serial)) return null;
    return sameText(given, mac(key, serial)) ? serial : null;
  };
  return {
    authenticationToken: (serial: string) => mac(authKey, serial),
    checkAuthorization(serial: string, header: string | undefined): boolean {
      const match = /^ApplePass (\S+)$/.exec(header ?? '');
      return Boolean(match) && sameText(match![1], mac(authKey, serial));
    },
    downloadToken: (serial: string) => tokenOf(linkKey, serial),
    serialOfDownloadToken: (token: string) => serialOf(linkKey, token),
    testPassToken: (serial: string) => tokenOf(demoKey, serial),
    serialOfTestPassToken: (token: string) => serialOf(demoKey, token),
  };
}
