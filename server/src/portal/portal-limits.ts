import { PORTAL_LOCK_MINUTES, PORTAL_MAX_WRONG_PINS, PORTAL_MESSAGES } from '@regulars/contracts';
import { createRateLimiter } from '../platform/rate-limit.ts';

const WINDOW_MS = 15 * 60_000;

/**
 * The portal's guessing limits, kept in PostgreSQL (platform/rate-limit.ts) so every server process shares them.
 * A PIN is short: what protects it is the per-phone count, which holds whichever address the tries come from.
 */
export function createPortalLimits() {
  return {
    /**
     * PIN checks per phone. Every check counts and a right PIN clears the count, so what adds up is wrong PINs:
     * past PORTAL_MAX_WRONG_PINS, every try (the right PIN too) is refused until the window ends.
     */
    pinPerPhone: createRateLimiter({
      name: 'portal:pin:phone',
      max: PORTAL_MAX_WRONG_PINS,
      windowMs: PORTAL_LOCK_MINUTES * 60_000,
      message: PORTAL_MESSAGES.locked,
    }),
    /** Sign-ins per address: generous, a venue's guests may share one. */
    loginPerAddress: createRateLimiter({ name: 'portal:login:address', max: 50, windowMs: WINDOW_MS }),
    /** Forgot-PIN texts per phone: each one is an SMS we pay for. */
    resetPerPhone: createRateLimiter({ name: 'portal:reset:phone', max: 3, windowMs: WINDOW_MS }),
    resetPerAddress: createRateLimiter({ name: 'portal:reset:address', max: 10, windowMs: WINDOW_MS }),
    /** Codes tried per address (each code is also void after five wrong tries). */
    confirmPerAddress: createRateLimiter({ name: 'portal:confirm:address', max: 20, windowMs: WINDOW_MS }),
  };
}
export type TPortalLimits = ReturnType<typeof createPortalLimits>;
