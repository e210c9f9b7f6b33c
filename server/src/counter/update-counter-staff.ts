import { COUNTER_MESSAGES, type TCounterStaffMember, type TUpdateCounterStaff } from '@regulars/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { recordBusinessAudit, type TBusinessActor } from '../audit/index.ts';
import type { TDb } from '../db/client.ts';
import { counterStaff } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { hashPin } from '../platform/pin-hash.ts';
import { counterStaffMember } from './list-counter-staff.ts';
import { clearStaffPinTries } from './staff-pin.ts';

/** A new PIN (which also clears its wrong tries), a counter-only name, or the manager setting. */
export async function updateCounterStaff({
  db,
  businessId,
  staffId,
  actor,
  input,
}: {
  db: TDb;
  businessId: string;
  staffId: string;
  actor: TBusinessActor;
  input: TUpdateCounterStaff;
}): Promise<TCounterStaffMember> {
  const pinHash = input.pin === undefined ? undefined : await hashPin(input.pin);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(counterStaff)
      .set({
        ...(pinHash === undefined ? {} : { pinHash }),
        ...(input.isManager === undefined ? {} : { isManager: input.isManager }),
        // A team member's name is their account's: only counter-only staff are renamed here.
        ...(input.name === undefined
          ? {}
          : { name: sql`case when ${counterStaff.userId} is null then ${input.name} else ${counterStaff.name} end` }),
        updatedAt: new Date(),
      })
      .where(and(eq(counterStaff.businessId, businessId), eq(counterStaff.id, staffId), isNull(counterStaff.removedAt)))
      .returning({ name: counterStaff.name });
    if (!row) throw new AppError('NOT_FOUND', COUNTER_MESSAGES.staffNotFound);
    await recordBusinessAudit({
      db: tx,
      entry: {
        businessId,
        actor,
        action: 'counter_staff.update',
        targetType: 'counter_staff',
        targetId: staffId,
        details: {
          name: row.name,
          ...(input.pin === undefined ? {} : { pinChanged: true }),
          ...(input.isManager === undefined ? {} : { isManager: input.isManager }),
        },
      },
    });
  });
  if (input.pin !== undefined) await clearStaffPinTries({ db, businessId, staffId });
  return counterStaffMember({ db, businessId, staffId });
}
