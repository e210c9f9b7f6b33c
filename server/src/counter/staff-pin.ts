import { COUNTER_LIMITS, COUNTER_MESSAGES } from '@regulars/contracts';
import type { TExecutor } from '../db/client.ts';
import type { TQueue } from '../jobs/queue.ts';
import { AppError } from '../platform/errors.ts';
import { pinMatches } from '../platform/pin-hash.ts';
import { notifyPinCeiling } from './notify-pin-ceiling.ts';
import { dayIdentity, pinLimits } from './pin-limits.ts';

/**
 * Checks a staff member's PIN (signing in at a device, or a manager approving). Every try is counted before the slow
 * scrypt check, each count one upsert, so parallel tries cannot all pass: against the day's ceilings first (the
 * device's, then the person's), then the 15-minute locks. A try refused before its PIN is checked is no guess and
 * is taken back from the day. A right PIN clears the person's 15-minute count and takes back its own tries; the
 * day's earlier wrong tries stay (the owner of the PIN signing in must not wipe someone else's guessing). The wrong
 * try that reaches a day ceiling tells the owner. A wrong PIN is 401 with plain words; a locked one 429.
 */
export async function checkStaffPin({
  db,
  queue,
  businessId,
  staff,
  pin,
  deviceId,
}: {
  db: TExecutor;
  queue: Pick<TQueue, 'send'>;
  businessId: string;
  staff: { id: string; name: string; pinHash: string | null };
  pin: string;
  deviceId: string | null;
}): Promise<void> {
  const today = await reserveDayTries({ db, businessId, staffId: staff.id, deviceId });
  try {
    if (deviceId) await pinLimits.deviceWindow.hit(db, deviceId);
    await pinLimits.staffWindow.hit(db, staff.id);
    if (!staff.pinHash) throw new AppError('VALIDATION', COUNTER_MESSAGES.noPin);
  } catch (error) {
    await giveBackDayTries({ db, businessId, staffId: staff.id, deviceId });
    throw error;
  }
  if (await pinMatches(staff.pinHash, pin)) {
    await pinLimits.staffWindow.reset(db, staff.id);
    if (deviceId) await pinLimits.deviceWindow.giveBack(db, deviceId);
    await giveBackDayTries({ db, businessId, staffId: staff.id, deviceId });
    return;
  }
  await notifyPinCeiling({
    db,
    queue,
    businessId,
    staff,
    deviceId,
    reached: {
      staff: today.staff === COUNTER_LIMITS.maxWrongPinsPerDayStaff,
      device: today.device === COUNTER_LIMITS.maxWrongPinsPerDayDevice,
    },
  });
  throw new AppError('INVALID_CREDENTIALS', COUNTER_MESSAGES.pinWrong);
}

/** A new PIN set in /company clears the staff member's wrong tries, today's too (the admin has just told them it). */
export async function clearStaffPinTries({
  db,
  businessId,
  staffId,
}: {
  db: TExecutor;
  businessId: string;
  staffId: string;
}): Promise<void> {
  await pinLimits.staffWindow.reset(db, staffId);
  await pinLimits.staffDay.reset(db, dayIdentity(businessId, staffId));
}

/** Counts the try in the device's and the person's day, answering each count; throws the refusal past either. */
async function reserveDayTries({
  db,
  businessId,
  staffId,
  deviceId,
}: {
  db: TExecutor;
  businessId: string;
  staffId: string;
  deviceId: string | null;
}): Promise<{ staff: number; device: number | null }> {
  const device = deviceId ? await pinLimits.deviceDay.hit(db, dayIdentity(businessId, deviceId)) : null;
  try {
    return { staff: await pinLimits.staffDay.hit(db, dayIdentity(businessId, staffId)), device };
  } catch (error) {
    if (deviceId) await pinLimits.deviceDay.giveBack(db, dayIdentity(businessId, deviceId));
    throw error;
  }
}

async function giveBackDayTries({
  db,
  businessId,
  staffId,
  deviceId,
}: {
  db: TExecutor;
  businessId: string;
  staffId: string;
  deviceId: string | null;
}): Promise<void> {
  await pinLimits.staffDay.giveBack(db, dayIdentity(businessId, staffId));
  if (deviceId) await pinLimits.deviceDay.giveBack(db, dayIdentity(businessId, deviceId));
}
