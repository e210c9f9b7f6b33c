import { COUNTER_LIMITS, COUNTER_MESSAGES, type TAddCounterStaff, type TCounterStaffMember } from '@regulars/contracts';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { recordBusinessAudit, type TBusinessActor } from '../audit/index.ts';
import type { TDb, TExecutor } from '../db/client.ts';
import { rawQuery } from '../db/raw-sql.ts';
import { businesses, counterStaff } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { hashPin } from '../platform/pin-hash.ts';
import { counterStaffMember, teamOf } from './list-counter-staff.ts';

/**
 * Gives a team member a counter PIN, or adds counter-only staff (a name and a PIN, no login, no team seat; at most
 * COUNTER_LIMITS.counterOnlyStaff, counted under a lock on the business row so two adds cannot both pass).
 */
export async function addCounterStaff({
  db,
  businessId,
  actor,
  input,
}: {
  db: TDb;
  businessId: string;
  actor: TBusinessActor;
  input: TAddCounterStaff;
}): Promise<TCounterStaffMember> {
  // Hashing is slow on purpose (scrypt): before the transaction holds any lock.
  const pinHash = await hashPin(input.pin);
  const isManager = input.isManager ?? false;
  const id = await db.transaction(async (tx) => {
    const name = input.userId
      ? await teamMemberName(tx, businessId, input.userId)
      : await roomForCounterOnly(tx, businessId, input.name ?? '');
    // A team member whose PIN was removed earlier has a row without one: it takes the new PIN.
    const [row] = await tx
      .insert(counterStaff)
      .values({ businessId, userId: input.userId ?? null, name, pinHash, isManager })
      .onConflictDoUpdate({
        target: [counterStaff.businessId, counterStaff.userId],
        targetWhere: sql`${counterStaff.userId} is not null`,
        set: { name, pinHash, isManager, updatedAt: new Date() },
        setWhere: sql`${counterStaff.pinHash} is null`,
      })
      .returning({ id: counterStaff.id });
    if (!row) throw new AppError('CONFLICT', COUNTER_MESSAGES.alreadyStaff);
    await recordBusinessAudit({
      db: tx,
      entry: {
        businessId,
        actor,
        action: 'counter_staff.create',
        targetType: 'counter_staff',
        targetId: row.id,
        details: { name, kind: input.userId ? 'team' : 'counter', isManager },
      },
    });
    return row.id;
  });
  return counterStaffMember({ db, businessId, staffId: id });
}

async function teamMemberName(tx: TExecutor, businessId: string, userId: string): Promise<string> {
  const [member] = await rawQuery<{ name: string }>(
    tx,
    sql`select name from (${teamOf(businessId)}) team where user_id = ${userId}`,
  );
  if (!member) throw new AppError('NOT_FOUND', COUNTER_MESSAGES.staffNotFound);
  return member.name;
}

async function roomForCounterOnly(tx: TExecutor, businessId: string, name: string): Promise<string> {
  await tx.select({ id: businesses.id }).from(businesses).where(eq(businesses.id, businessId)).for('no key update');
  const [{ n }] = await tx
    .select({ n: count() })
    .from(counterStaff)
    .where(and(eq(counterStaff.businessId, businessId), isNull(counterStaff.userId), isNull(counterStaff.removedAt)));
  if (Number(n) >= COUNTER_LIMITS.counterOnlyStaff) throw new AppError('CONFLICT', COUNTER_MESSAGES.staffLimit);
  return name;
}
