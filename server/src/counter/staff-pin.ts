import { COUNTER_LIMITS, COUNTER_MESSAGES } from '@regulars/contracts';
import type { TExecutor } from '../db/client.ts';
import { AppError } from '../platform/errors.ts';
import { pinMatches } from '../platform/pin-hash.ts';
import { createRateLimiter } from '../platform/rate-limit.ts';

const LOCK_MS = COUNTER_LIMITS.lockMinutes * 60_000;

/**
 * Wrong staff PINs, counted in PostgreSQL so every process shares them: per staff member (a PIN is short; past the
 * limit even the right one is refused until the window ends) and per device (someone trying PIN after PIN on every
 * name).
 */
const perStaff = createRateLimiter({
  name: 'counter:pin:staff',
  max: COUNTER_LIMITS.maxWrongPins,
  windowMs: LOCK_MS,
  message: COUNTER_MESSAGES.pinLocked,
});
const perDevice = createRateLimiter({
  name: 'counter:pin:device',
  max: COUNTER_LIMITS.maxWrongPins * 4,
  windowMs: LOCK_MS,
  message: COUNTER_MESSAGES.pinLocked,
});

/**
 * Checks a staff member's PIN: every try is counted before the slow scrypt check (so parallel tries cannot all
 * pass) and a right one clears the staff member's count. A wrong PIN is 401 with plain words; a locked one 429.
 */
export async function checkStaffPin({
  db,
  staff,
  pin,
  deviceId,
}: {
  db: TExecutor;
  staff: { id: string; pinHash: string | null };
  pin: string;
  deviceId: string | null;
}): Promise<void> {
  if (deviceId) await perDevice.hit(db, deviceId);
  await perStaff.hit(db, staff.id);
  if (!staff.pinHash) throw new AppError('VALIDATION', COUNTER_MESSAGES.noPin);
  if (!(await pinMatches(staff.pinHash, pin))) throw new AppError('INVALID_CREDENTIALS', COUNTER_MESSAGES.pinWrong);
  await perStaff.reset(db, staff.id);
  if (deviceId) await perDevice.giveBack(db, deviceId);
}

/** A new PIN set in /company clears the staff member's wrong tries (the admin has just told them the new one). */
export async function clearStaffPinTries(db: TExecutor, staffId: string): Promise<void> {
  await perStaff.reset(db, staffId);
}
