import { ENGLISH, PORTAL_MESSAGES } from '@regulars/contracts';
import { translatorFor } from '@regulars/contracts/i18n/all-catalogues';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { isPortalLock, portalMessageIn, portalRefusalIn } from './login-error.ts';

const refused = (status: number, code: string, message: string, details?: unknown) =>
  new ApiError({ status, code, message, details });
const spanish = translatorFor('es');

describe('portalRefusalIn', () => {
  it("shows the portal's own refusals as it words them", () => {
    expect(portalRefusalIn(ENGLISH, refused(404, 'NOT_FOUND', PORTAL_MESSAGES.phoneNotFound))).toBe(
      'Phone number not found. Please check and try again.',
    );
    expect(portalRefusalIn(ENGLISH, refused(401, 'UNAUTHENTICATED', PORTAL_MESSAGES.invalidPin))).toBe(
      'Invalid PIN. Please try again.',
    );
    expect(portalRefusalIn(ENGLISH, refused(429, 'RATE_LIMITED', PORTAL_MESSAGES.locked))).toBe(PORTAL_MESSAGES.locked);
  });

  it('says how many tries are left after a wrong PIN', () => {
    const wrong = (triesLeft: number) => refused(401, 'INVALID_CREDENTIALS', PORTAL_MESSAGES.invalidPin, { triesLeft });
    expect(portalRefusalIn(ENGLISH, wrong(4))).toBe(
      'Invalid PIN. Please try again. 4 tries left before this number is locked for 15 minutes.',
    );
    expect(portalRefusalIn(ENGLISH, wrong(1))).toBe(
      'Invalid PIN. Please try again. 1 try left before this number is locked for 15 minutes.',
    );
    expect(portalRefusalIn(ENGLISH, wrong(0))).toBe(
      'Invalid PIN. Please try again. No tries left: this number is locked for 15 minutes.',
    );
    expect(isPortalLock(refused(429, 'RATE_LIMITED', PORTAL_MESSAGES.locked))).toBe(true);
    expect(isPortalLock(wrong(2))).toBe(false);
  });

  it('keeps a network problem readable and falls back for server faults and anything else', () => {
    expect(portalRefusalIn(ENGLISH, refused(0, 'NETWORK_ERROR', 'Unable to reach the server.'))).toBe(
      'Unable to reach the server. Please check your connection and try again.',
    );
    expect(portalRefusalIn(ENGLISH, refused(500, 'INTERNAL', 'Something went wrong'))).toBe(
      'Failed to log in. Please try again.',
    );
    expect(portalRefusalIn(ENGLISH, new Error('boom'))).toBe('Failed to log in. Please try again.');
    // A limit with no words of its own says when to try again.
    expect(
      portalRefusalIn(
        ENGLISH,
        refused(429, 'RATE_LIMITED', 'Too many attempts. Try again in 90 seconds.', { retryAfterSeconds: 90 }),
      ),
    ).toBe('Too many attempts. Try again in 90 seconds.');
  });

  it("says each in the screen's language, and never a stray English sentence", () => {
    const wrong = refused(401, 'INVALID_CREDENTIALS', PORTAL_MESSAGES.invalidPin, { triesLeft: 2 });
    const said = portalRefusalIn(spanish, wrong);
    expect(said).toBe(
      `${spanish.t('portalRefusal.invalidPin')} ${spanish.t('portalRefusal.triesLeft', { count: 2, minutes: 15 })}`,
    );
    expect(said).not.toContain('PIN. Please');
    expect(said).toContain('2');
    expect(portalRefusalIn(spanish, refused(403, 'FORBIDDEN', PORTAL_MESSAGES.portalPaused))).toBe(
      spanish.t('portalRefusal.portalPaused'),
    );
    // A message the portal does not know (a new server check): English keeps it, Spanish says the step failed.
    const unknown = refused(400, 'VALIDATION', 'Something new went wrong');
    expect(portalRefusalIn(ENGLISH, unknown)).toBe('Something new went wrong');
    expect(portalRefusalIn(spanish, unknown)).toBe(spanish.t('portalRefusal.failed'));
    // The fields' own checks, in the same words.
    expect(portalMessageIn(spanish, PORTAL_MESSAGES.pinRequired, 'portalRefusal.failed')).toBe(
      spanish.t('portalRefusal.pinRequired'),
    );
    for (const english of Object.values(PORTAL_MESSAGES)) {
      expect(portalMessageIn(spanish, english, 'portalRefusal.failed')).not.toBe(english);
    }
  });
});
