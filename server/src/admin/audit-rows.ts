import type { TAuditEntry } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { adminAuditLog, businesses } from '../db/schema/index.ts';

/** Audit rows with the company name of the tenant each acted on (when it still exists): the FROM of every audit view. */
export const auditFrom = (db: TExecutor) =>
  db
    .select({
      id: adminAuditLog.id,
      actorEmail: adminAuditLog.actorEmail,
      action: adminAuditLog.action,
      targetType: adminAuditLog.targetType,
      targetId: adminAuditLog.targetId,
      targetName: businesses.companyName,
      before: adminAuditLog.before,
      after: adminAuditLog.after,
      createdAt: adminAuditLog.createdAt,
    })
    .from(adminAuditLog)
    .leftJoin(businesses, auditTargetJoin);

export const auditTargetJoin = and(eq(adminAuditLog.targetType, 'business'), eq(businesses.id, adminAuditLog.targetId));

type TAuditRow = {
  id: string;
  actorEmail: string;
  action: string;
  targetType: string;
  targetId: string | null;
  targetName: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  createdAt: Date;
};

export function toAuditEntry(row: TAuditRow): TAuditEntry {
  return { ...row, createdAt: row.createdAt.toISOString() };
}
