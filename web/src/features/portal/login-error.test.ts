import { PORTAL_MESSAGES } from '@regulars/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { isPortalLock, portalLoginError } from './login-error.ts';

const refused = (status: number, code: string, message: string) => new ApiError({ status, code, message });

describe('portalLoginError', () => {
  it("shows the portal's own refusals as it words them", () => {
    expect(portalLoginError(refused(404, 'NOT_FOUND', PORTAL_MESSAGES.phoneNotFound))).toBe(
      'Phone number not found. Please check and try again.',
    );
    expect(portalLoginError(refused(401, 'UNAUTHENTICATED', PORTAL_MESSAGES.invalidPin))).toBe(
      'Invalid PIN. Please try again.',
    );
    expect(portalLoginError(refused(429, 'RATE_LIMITED', PORTAL_MESSAGES.locked))).toBe(PORTAL_MESSAGES.locked);
  });

  it('says how many tries are left after a wrong PIN', () => {
    const wrong = (triesLeft: number) =>
      new ApiError({
        status: 401,
        code: 'INVALID_CREDENTIALS',
        message: PORTAL_MESSAGES.invalidPin,
        details: { triesLeft },
      });
    expect(portalLoginError(wrong(4))).toBe(
      'Invalid PIN. Please try again. 4 tries left before this number is locked for 15 minutes.',
    );
    expect(portalLoginError(wrong(1))).toBe(
      'Invalid PIN. Please try again. 1 try left before this number is locked for 15 minutes.',
    );
    expect(portalLoginError(wrong(0))).toBe(
      'Invalid PIN. Please try again. No tries left: this number is locked for 15 minutes.',
    );
    expect(isPortalLock(refused(429, 'RATE_LIMITED', PORTAL_MESSAGES.locked))).toBe(true);
    expect(isPortalLock(wrong(2))).toBe(false);
  });

  it('keeps a network problem readable and falls back for server faults and anything else', () => {
    expect(portalLoginError(refused(0, 'NETWORK_ERROR', 'Unable to reach the server.'))).toBe(
      'Unable to reach the server.',
    );
    expect(portalLoginError(refused(500, 'INTERNAL', 'Something went wrong'))).toBe(
      'Failed to log in. Please try again.',
    );
    expect(portalLoginError(new Error('boom'))).toBe('Failed to log in. Please try again.');
  });
});
