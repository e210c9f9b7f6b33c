import { and, eq } from 'drizzle-orm';
import { endCounterAccess } from '../counter/index.ts';
import type { TDb } from '../db/client.ts';
import { sessions, tenantMembers } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { requireCompanyTenant } from './company-tenant.ts';

export const MEMBER_NOT_FOUND = 'Team member not found';

/**
 * Sets the membership inactive and ends that person's sessions at once, so their access stops now; their counter PIN
 * goes too (counter devices).
 */
export async function removeMember(opts: {
  db: TDb;
  businessId: string;
  actingUserId: string;
  memberId: string;
}): Promise<void> {
  const { db, businessId, actingUserId, memberId } = opts;
  const tenant = await requireCompanyTenant({ db, businessId });
  await db.transaction(async (tx) => {
    const [member] = await tx
      .select({ userId: tenantMembers.userId })
      .from(tenantMembers)
      .where(
        and(
          eq(tenantMembers.id, memberId),
          eq(tenantMembers.tenantId, tenant.tenantId),
          eq(tenantMembers.status, 'active'),
        ),
      )
      .limit(1);
    if (!member) throw new AppError('NOT_FOUND', MEMBER_NOT_FOUND);
    if (member.userId === actingUserId || member.userId === tenant.adminUserId) {
      throw new AppError('FORBIDDEN', "You can't remove yourself from the team");
    }
    await tx.update(tenantMembers).set({ status: 'inactive' }).where(eq(tenantMembers.id, memberId));
    await tx.delete(sessions).where(eq(sessions.userId, member.userId));
    await endCounterAccess({ tx, businessId, userId: member.userId });
  });
}
