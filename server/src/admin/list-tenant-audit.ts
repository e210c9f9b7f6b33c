import type { TAuditEntry } from '@regulars/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { adminAuditLog } from '../db/schema/index.ts';
import { auditFrom, toAuditEntry } from './audit-rows.ts';

const TENANT_AUDIT_LIMIT = 50;

/** The latest admin actions on one tenant, newest first (the details dialog); the full history is on /admin/audit. */
export async function listTenantAudit({
  db,
  businessId,
}: {
  db: TExecutor;
  businessId: string;
}): Promise<TAuditEntry[]> {
  const rows = await auditFrom(db)
    .where(and(eq(adminAuditLog.targetType, 'business'), eq(adminAuditLog.targetId, businessId)))
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(TENANT_AUDIT_LIMIT);
  return rows.map(toAuditEntry);
}
