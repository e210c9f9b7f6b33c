import { COUNTER_LIMITS, COUNTER_MESSAGES } from '@regulars/contracts';
import { createRateLimiter } from '../platform/rate-limit.ts';

const LOCK_MS = COUNTER_LIMITS.lockMinutes * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/**
 * Wrong staff PINs, counted in PostgreSQL (rate_limits) so every process shares them. A PIN is short: past a limit
 * even the right one is refused, unchecked.
 *
 * The 15-minute lock slows a person who mistyped; it opens by itself. The day's ceilings (issue 47) stop a patient
 * insider: five tries every 15 minutes were 480 a day on a four-digit PIN. Their window is 24 hours from the first
 * wrong try counted in it, and nothing but the window's end or a team admin opens them (a new PIN for the person; the
 * device set up again, which makes it a new device).
 */
export const pinLimits = {
  /** Per staff member (identity: their id). Cleared by their right PIN or a new one. */
  staffWindow: createRateLimiter({
    name: 'counter:pin:staff',
    max: COUNTER_LIMITS.maxWrongPins,
    windowMs: LOCK_MS,
    message: COUNTER_MESSAGES.pinLocked,
  }),
  /** Per device (identity: its id), someone trying PIN after PIN on every name. */
  deviceWindow: createRateLimiter({
    name: 'counter:pin:device',
    max: COUNTER_LIMITS.maxWrongPins * 4,
    windowMs: LOCK_MS,
    message: COUNTER_MESSAGES.pinLocked,
  }),
  /** Per staff member in 24 hours, at any device or approval (identity: dayIdentity). Cleared only by a new PIN. */
  staffDay: createRateLimiter({
    name: 'counter:pin:staff-day',
    max: COUNTER_LIMITS.maxWrongPinsPerDayStaff,
    windowMs: DAY_MS,
    message: COUNTER_MESSAGES.pinDailyLimit,
  }),
  /** Per device in 24 hours, across everyone tried on it (identity: dayIdentity). */
  deviceDay: createRateLimiter({
    name: 'counter:pin:device-day',
    max: COUNTER_LIMITS.maxWrongPinsPerDayDevice,
    windowMs: DAY_MS,
    message: COUNTER_MESSAGES.devicePinDailyLimit,
  }),
};

/** The day ceilings' identity of a staff member or a device: its business named too, so no count is shared. */
export function dayIdentity(businessId: string, id: string): string {
  return `${businessId}:${id}`;
}
