import { and, eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { counterDevices } from '../db/schema/index.ts';
import type { TQueue } from '../jobs/queue.ts';
import type { TCounterDevice } from '../platform/context.ts';
import { findStaff } from './find-staff.ts';
import { checkStaffPin } from './staff-pin.ts';

/** A staff member signs in on the device with their PIN: the device's shift is theirs from now. */
export async function openShift({
  db,
  queue,
  device,
  staffId,
  pin,
}: {
  db: TExecutor;
  queue: Pick<TQueue, 'send'>;
  device: TCounterDevice;
  staffId: string;
  pin: string;
}): Promise<void> {
  const staff = await findStaff({ db, businessId: device.businessId, staffId });
  await checkStaffPin({ db, queue, businessId: device.businessId, staff, pin, deviceId: device.id });
  await db
    .update(counterDevices)
    .set({ shiftStaffId: staff.id, shiftActiveAt: new Date(), lastSeenAt: new Date() })
    .where(and(eq(counterDevices.businessId, device.businessId), eq(counterDevices.id, device.id)));
}

/** The staff member signs out of the device (or hands it over): the next one needs their own PIN. */
export async function endShift({ db, device }: { db: TExecutor; device: TCounterDevice }): Promise<void> {
  await db
    .update(counterDevices)
    .set({ shiftStaffId: null, shiftActiveAt: null })
    .where(and(eq(counterDevices.businessId, device.businessId), eq(counterDevices.id, device.id)));
}
