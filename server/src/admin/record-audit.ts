import type { TExecutor } from '../db/client.ts';
import { adminAuditLog } from '../db/schema/index.ts';

export type TAuditActor = { userId: string; email: string };

/** Not a super admin (a team closing its business, the scheduled purge): named by role only, never by a person. */
export type TRoleActor = { userId: null; email: string };

export type TAuditEntry = {
  actor: TAuditActor | TRoleActor;
  /** A dotted verb: 'tier.update', 'test.email', 'test.sms'. */
  action: string;
  targetType: string;
  targetId?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

/** One row of the super-admin audit log; written in the action's own transaction where it has one. */
export async function recordAudit({ db, entry }: { db: TExecutor; entry: TAuditEntry }): Promise<void> {
  await db.insert(adminAuditLog).values({
    actorUserId: entry.actor.userId,
    actorEmail: entry.actor.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
