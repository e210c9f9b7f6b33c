import { describe, expect, it } from 'vitest';
import { isSerial, newSerial, passTokens } from './pass-tokens.ts';

describe('pass tokens', () => {
  const tokens = passTokens('a'.repeat(64));
  const serial = newSerial();

  it('makes 128-bit serials, base64url', () => {
    expect(isSerial(serial)).toBe(true);
    expect(newSerial()).not.toBe(serial);
    expect(isSerial('short')).toBe(false);
  });

  it("accepts only the serial's own token, as Apple sends it", () => {
    const token = tokens.authenticationToken(serial);
    expect(token.length).toBeGreaterThanOrEqual(16);
    expect(tokens.checkAuthorization(serial, `ApplePass ${token}`)).toBe(true);
    expect(tokens.checkAuthorization(serial, token)).toBe(false);
    expect(tokens.checkAuthorization(serial, undefined)).toBe(false);
    expect(tokens.checkAuthorization(newSerial(), `ApplePass ${token}`)).toBe(false);
    expect(passTokens('b'.repeat(64)).checkAuthorization(serial, `ApplePass ${token}`)).toBe(false);
  });

  it('reads a download link back to its serial, and nothing forged', () => {
    const link = tokens.downloadToken(serial);
    expect(tokens.serialOfDownloadToken(link)).toBe(serial);
    const other = newSerial();
    expect(tokens.serialOfDownloadToken(`${other}.${link.split('.')[1]}`)).toBeNull();
    // The authentication token is not a link's MAC: each purpose has its own key.
    expect(tokens.serialOfDownloadToken(`${serial}.${tokens.authenticationToken(serial)}`)).toBeNull();
    expect(tokens.serialOfDownloadToken(`${link}.x`)).toBeNull();
    expect(tokens.serialOfDownloadToken('nonsense')).toBeNull();
  });

  it("keeps a test pass link and a customer's link apart: neither reads as the other", () => {
    const test = tokens.testPassToken(serial);
    expect(tokens.serialOfTestPassToken(test)).toBe(serial);
    expect(tokens.serialOfDownloadToken(test)).toBeNull();
    expect(tokens.serialOfTestPassToken(tokens.downloadToken(serial))).toBeNull();
    expect(tokens.serialOfTestPassToken(`${serial}.${tokens.authenticationToken(serial)}`)).toBeNull();
  });
});
