import { AUDIT_MESSAGES, type TAuditPage, type TAuditQuery } from '@regulars/contracts';
import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { businessAuditLog } from '../db/schema/index.ts';
import { cursorTime, decodeKeysetCursor, encodeKeysetCursor } from '../platform/keyset-cursor.ts';

const createdAtText = cursorTime(businessAuditLog.createdAt);

/**
 * One page of the business's audit trail, newest first (the business_audit_log_business_created_at_idx order), paged
 * by keyset so an action recorded between two pages neither repeats nor skips a row.
 */
export async function listBusinessAudit({
  db,
  businessId,
  query,
}: {
  db: TExecutor;
  businessId: string;
  query: TAuditQuery;
}): Promise<TAuditPage> {
  const after = query.cursor ? decodeKeysetCursor(query.cursor, AUDIT_MESSAGES.cursor) : null;
  const rows = await db
    .select({ row: businessAuditLog, cursorAt: createdAtText })
    .from(businessAuditLog)
    .where(
      and(
        eq(businessAuditLog.businessId, businessId),
        after
          ? or(
              lt(businessAuditLog.createdAt, sql`${after.at}::timestamptz`),
              and(
                eq(businessAuditLog.createdAt, sql`${after.at}::timestamptz`),
                lt(businessAuditLog.id, sql`${after.tie}::uuid`),
              ),
            )
          : undefined,
      ),
    )
    .orderBy(sql`${businessAuditLog.createdAt} desc`, sql`${businessAuditLog.id} desc`)
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    entries: page.map(({ row }) => ({
      id: row.id,
      actor: {
        type: row.actorType === 'api_key' || row.actorType === 'till' ? row.actorType : 'user',
        label: row.actorLabel,
      },
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      details: row.details ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
    nextCursor: rows.length > query.limit && last ? encodeKeysetCursor({ at: last.cursorAt, tie: last.row.id }) : null,
  };
}
