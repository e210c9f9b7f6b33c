import { COUNTER_LIMITS } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import { recordBusinessAudit, type TBusinessActor } from '../audit/index.ts';
import type { TExecutor } from '../db/client.ts';
import { counterDevices } from '../db/schema/index.ts';
import type { TQueue } from '../jobs/queue.ts';
import { COUNTER_JOBS } from './jobs.ts';

/**
 * A wrong PIN has just reached a day ceiling: the business's audit trail records it and the owner is emailed (a job),
 * in one transaction, so neither exists without the other. The caller calls it only for the try that reached the
 * ceiling, so once per person or device and window.
 */
export async function notifyPinCeiling({
  db,
  queue,
  businessId,
  staff,
  deviceId,
  reached,
}: {
  db: TExecutor;
  queue: Pick<TQueue, 'send'>;
  businessId: string;
  staff: { id: string; name: string };
  deviceId: string | null;
  reached: { staff: boolean; device: boolean };
}): Promise<void> {
  if (!reached.staff && !reached.device) return;
  await db.transaction(async (tx) => {
    const [device] = deviceId
      ? await tx
          .select({ name: counterDevices.name })
          .from(counterDevices)
          .where(and(eq(counterDevices.businessId, businessId), eq(counterDevices.id, deviceId)))
      : [];
    // Whoever typed the PINs is not known: the trail names where they were typed.
    const actor: TBusinessActor = {
      type: 'user',
      id: null,
      label: device ? `Counter device "${device.name}"` : 'Counter',
    };
    const job = { businessId, staffId: staff.id, deviceId };
    if (reached.staff) {
      await recordBusinessAudit({
        db: tx,
        entry: {
          businessId,
          actor,
          action: 'counter_staff.pin_locked',
          targetType: 'counter_staff',
          targetId: staff.id,
          details: { name: staff.name, wrongPins: COUNTER_LIMITS.maxWrongPinsPerDayStaff },
        },
      });
      await queue.send(COUNTER_JOBS.notifyPinCeiling, { ...job, ceiling: 'staff' }, { tx });
    }
    if (reached.device && deviceId) {
      await recordBusinessAudit({
        db: tx,
        entry: {
          businessId,
          actor,
          action: 'counter_device.pin_locked',
          targetType: 'counter_device',
          targetId: deviceId,
          details: { name: device?.name ?? null, wrongPins: COUNTER_LIMITS.maxWrongPinsPerDayDevice },
        },
      });
      await queue.send(COUNTER_JOBS.notifyPinCeiling, { ...job, ceiling: 'device' }, { tx });
    }
  });
}
