import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { recordBusinessAudit, type TBusinessActor } from '../audit/index.ts';
import type { TExecutor } from '../db/client.ts';
import { counterDevices, counterStaff } from '../db/schema/index.ts';

/**
 * Ends every way in to the business's counter that someone else set up (issue 47: an agency hands a client over):
 * every device is revoked (its next request is refused) and every staff member's PIN is cleared, so no one signs in
 * at a counter until the business's own admin sets a PIN again in /company. The staff stay, so what they recorded
 * still names them. One audit row per device and per PIN, in the caller's transaction; `why` goes into each.
 */
export async function endCounterSetup({
  tx,
  businessId,
  actor,
  why,
}: {
  tx: TExecutor;
  businessId: string;
  actor: TBusinessActor;
  why: Record<string, unknown>;
}): Promise<{ devices: number; staffPins: number }> {
  const devices = await tx
    .update(counterDevices)
    .set({ revokedAt: new Date(), shiftStaffId: null, shiftActiveAt: null })
    .where(and(eq(counterDevices.businessId, businessId), isNull(counterDevices.revokedAt)))
    .returning({ id: counterDevices.id, name: counterDevices.name });
  const staff = await tx
    .update(counterStaff)
    .set({ pinHash: null, updatedAt: new Date() })
    .where(and(eq(counterStaff.businessId, businessId), isNotNull(counterStaff.pinHash)))
    .returning({ id: counterStaff.id, name: counterStaff.name });
  for (const device of devices) {
    await recordBusinessAudit({
      db: tx,
      entry: {
        businessId,
        actor,
        action: 'counter_device.revoke',
        targetType: 'counter_device',
        targetId: device.id,
        details: { name: device.name, ...why },
      },
    });
  }
  for (const member of staff) {
    await recordBusinessAudit({
      db: tx,
      entry: {
        businessId,
        actor,
        action: 'counter_staff.update',
        targetType: 'counter_staff',
        targetId: member.id,
        details: { name: member.name, pinCleared: true, ...why },
      },
    });
  }
  return { devices: devices.length, staffPins: staff.length };
}
