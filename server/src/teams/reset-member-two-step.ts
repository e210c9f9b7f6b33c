import { TWO_STEP_MESSAGES } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import { actorOfUser, recordBusinessAudit } from '../audit/index.ts';
import { resetTwoStep } from '../auth/index.ts';
import type { TDb } from '../db/client.ts';
import { tenantMembers, users } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { requireCompanyTenant } from './company-tenant.ts';
import { MEMBER_NOT_FOUND } from './remove-member.ts';

/**
 * A team member lost their phone and their recovery codes (issue 53): the team's admin resets their two-step sign-in.
 * Their sessions end, their password alone signs in next (and the set-up comes first where the team requires it), and
 * the trail records who did it; the caller emails them. Not one's own (Settings is), nor the admin's.
 */
export async function resetMemberTwoStep(opts: {
  db: TDb;
  businessId: string;
  actor: { id: string; name: string; email: string };
  memberId: string;
}): Promise<{ email: string; userId: string }> {
  const { db, businessId, actor, memberId } = opts;
  const tenant = await requireCompanyTenant({ db, businessId });
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ userId: tenantMembers.userId, email: users.email })
      .from(tenantMembers)
      .innerJoin(users, eq(users.id, tenantMembers.userId))
      .where(
        and(
          eq(tenantMembers.id, memberId),
          eq(tenantMembers.tenantId, tenant.tenantId),
          eq(tenantMembers.status, 'active'),
        ),
      )
      .limit(1);
    if (!member) throw new AppError('NOT_FOUND', MEMBER_NOT_FOUND);
    if (member.userId === actor.id || member.userId === tenant.adminUserId) {
      throw new AppError('FORBIDDEN', TWO_STEP_MESSAGES.resetOwn);
    }
    if (!(await resetTwoStep({ db: tx, userId: member.userId }))) {
      throw new AppError('CONFLICT', TWO_STEP_MESSAGES.memberOff);
    }
    await recordBusinessAudit({
      db: tx,
      entry: {
        businessId,
        actor: actorOfUser(actor),
        action: 'team.two_step_reset',
        targetType: 'user',
        targetId: member.userId,
        details: { email: member.email },
      },
    });
    return member;
  });
}
