import {
  PORTAL_LOCK_MINUTES,
  PORTAL_MAX_WRONG_PINS,
  PORTAL_MAX_WRONG_PINS_PER_DAY,
  PORTAL_MESSAGES,
  PORTAL_TILL_CLAIM_TRIES,
  TILL_MESSAGES,
} from '@regulars/contracts';
import { createRateLimiter } from '../platform/rate-limit.ts';

const WINDOW_MS = 15 * 60_000;
const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The portal's guessing limits, kept in PostgreSQL (platform/rate-limit.ts) so every server process shares them.
 * A PIN is short: what protects it is the count per customer, which holds whichever address the tries come from,
 * and the day's ceiling per phone, which holds whichever businesses know the number.
 */
export function createPortalLimits() {
  return {
    /**
     * Wrong PINs per customer (identity: the customer's id), or per unknown number (identity: `phone:<digits>`).
     * Each check is counted before the slow hash check; a right PIN clears only the customer it opened. Past
     * PORTAL_MAX_WRONG_PINS that customer is skipped, so even the right PIN is refused, until the window ends.
     */
    pinPerCustomer: createRateLimiter({
      name: 'portal:pin:customer',
      max: PORTAL_MAX_WRONG_PINS,
      windowMs: PORTAL_LOCK_MINUTES * 60_000,
      message: PORTAL_MESSAGES.locked,
    }),
    /**
     * Wrong PINs per phone in a day, from every address and for every business. Staff setting a PIN does not clear
     * it (anyone can enrol a number somewhere); only a texted code does, which proves the person holds the phone.
     */
    pinPerPhoneDay: createRateLimiter({
      name: 'portal:pin:phone-day',
      max: PORTAL_MAX_WRONG_PINS_PER_DAY,
      windowMs: DAY_MS,
      message: PORTAL_MESSAGES.pinDailyLimit,
    }),
    /** Sign-ins per address: generous, a venue's guests may share one. */
    loginPerAddress: createRateLimiter({ name: 'portal:login:address', max: 50, windowMs: WINDOW_MS }),
    /** Forgot-PIN texts per phone: each one is an SMS we pay for. */
    resetPerPhone: createRateLimiter({ name: 'portal:reset:phone', max: 3, windowMs: WINDOW_MS }),
    resetPerAddress: createRateLimiter({ name: 'portal:reset:address', max: 10, windowMs: WINDOW_MS }),
    /** Codes tried per address (each code is also void after five wrong tries). */
    confirmPerAddress: createRateLimiter({ name: 'portal:confirm:address', max: 20, windowMs: WINDOW_MS }),
    /**
     * Receipt numbers a signed-in customer tries to claim a till sale with, per customer and per address (its
     * customers together: a venue's guests may share one), counted before the lookup; a claim that earned gives its
     * try back, so only wrong numbers (and refusals) use them up. A short receipt number is guessable: this is what
     * keeps guessing other people's sales slow.
     */
    tillClaimPerCustomer: createRateLimiter({
      name: 'portal:till-claim:customer',
      max: PORTAL_TILL_CLAIM_TRIES,
      windowMs: HOUR_MS,
      message: TILL_MESSAGES.portalTooManyTries,
    }),
    tillClaimPerAddress: createRateLimiter({
      name: 'portal:till-claim:address',
      max: PORTAL_TILL_CLAIM_TRIES * 4,
      windowMs: HOUR_MS,
      message: TILL_MESSAGES.portalTooManyTries,
    }),
  };
}
export type TPortalLimits = ReturnType<typeof createPortalLimits>;

/** The per-number identity of a phone no customer has, in pinPerCustomer (customer ids are uuids: no clash). */
export function unknownPhoneIdentity(authPhone: string): string {
  return `phone:${authPhone}`;
}
