import { COUNTER_MESSAGES } from '@regulars/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { recordBusinessAudit, type TBusinessActor } from '../audit/index.ts';
import type { TDb } from '../db/client.ts';
import { counterStaff } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';

/**
 * Removes counter-only staff, or a team member's PIN (they stay on the team). The row stays without a PIN (removed_at
 * set for counter-only staff), so the actions they recorded still say who made them; a shift of theirs ends at once
 * (a device's shift needs its staff member's PIN).
 */
export async function removeCounterStaff({
  db,
  businessId,
  staffId,
  actor,
}: {
  db: TDb;
  businessId: string;
  staffId: string;
  actor: TBusinessActor;
}): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(counterStaff)
      .set({
        pinHash: null,
        isManager: false,
        updatedAt: new Date(),
        removedAt: sql`case when ${counterStaff.userId} is null then now() end`,
      })
      .where(and(eq(counterStaff.businessId, businessId), eq(counterStaff.id, staffId), isNull(counterStaff.removedAt)))
      .returning({ name: counterStaff.name, userId: counterStaff.userId });
    if (!row) throw new AppError('NOT_FOUND', COUNTER_MESSAGES.staffNotFound);
    await recordBusinessAudit({
      db: tx,
      entry: {
        businessId,
        actor,
        action: 'counter_staff.delete',
        targetType: 'counter_staff',
        targetId: staffId,
        details: { name: row.name, kind: row.userId ? 'team' : 'counter' },
      },
    });
  });
}
