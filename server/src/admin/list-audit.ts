import type { TAuditList, TAuditListQuery } from '@regulars/contracts';
import { and, count, desc, eq, like, or, sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { adminAuditLog, businesses } from '../db/schema/index.ts';
import { auditFrom, auditTargetJoin, toAuditEntry } from './audit-rows.ts';
import { createdBetween } from './date-range.ts';
import { tenantSearchPattern } from './list-tenants.ts';

/**
 * One page of the audit log, newest first: one action, the tenant acted on (company name or email, anywhere,
 * case-insensitive) and a range of days, with the count of all rows that match.
 */
export async function listAudit({ db, query }: { db: TExecutor; query: TAuditListQuery }): Promise<TAuditList> {
  const pattern = tenantSearchPattern(query.tenant);
  const where = and(
    query.action ? eq(adminAuditLog.action, query.action) : undefined,
    pattern
      ? or(like(sql`lower(${businesses.companyName})`, pattern), like(sql`lower(${businesses.email})`, pattern))
      : undefined,
    createdBetween(adminAuditLog.createdAt, query.from, query.to),
  );
  const [rows, [total]] = await Promise.all([
    auditFrom(db)
      .where(where)
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(adminAuditLog).leftJoin(businesses, auditTargetJoin).where(where),
  ]);
  return { entries: rows.map(toAuditEntry), total: Number(total?.n ?? 0), page: query.page, limit: query.limit };
}
