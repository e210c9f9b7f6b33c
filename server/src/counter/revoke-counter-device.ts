import { COUNTER_MESSAGES } from '@regulars/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { recordBusinessAudit, type TBusinessActor } from '../audit/index.ts';
import type { TDb } from '../db/client.ts';
import { counterDevices } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';

/** Ends a counter device: its very next request is refused (every request reads the device). */
export async function revokeCounterDevice({
  db,
  businessId,
  deviceId,
  actor,
}: {
  db: TDb;
  businessId: string;
  deviceId: string;
  actor: TBusinessActor;
}): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(counterDevices)
      .set({ revokedAt: new Date(), shiftStaffId: null, shiftActiveAt: null })
      .where(
        and(
          eq(counterDevices.businessId, businessId),
          eq(counterDevices.id, deviceId),
          isNull(counterDevices.revokedAt),
        ),
      )
      .returning({ name: counterDevices.name });
    if (!row) throw new AppError('NOT_FOUND', COUNTER_MESSAGES.deviceNotFound);
    await recordBusinessAudit({
      db: tx,
      entry: {
        businessId,
        actor,
        action: 'counter_device.revoke',
        targetType: 'counter_device',
        targetId: deviceId,
        details: { name: row.name },
      },
    });
  });
}
