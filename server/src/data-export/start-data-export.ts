import type { TDataExport } from '@regulars/contracts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { recordBusinessAudit, type TBusinessActor } from '../audit/index.ts';
import type { TDb } from '../db/client.ts';
import { dataExports } from '../db/schema/index.ts';
import type { TQueue } from '../jobs/queue.ts';
import { AppError } from '../platform/errors.ts';
import { DATA_EXPORT_JOBS } from './jobs.ts';
import { isStalled, toDataExport } from './to-data-export.ts';

/**
 * Starts "Export all data" for the business: one at a time, so while one is queued or running this answers that one
 * (two clicks, two tabs or two admins get the same export). Under a per-business advisory lock, so two requests at
 * once cannot both start one. The job is queued in the same transaction; the start is in the audit trail.
 */
export async function startDataExport({
  db,
  queue,
  businessId,
  userId,
  actor,
  now = new Date(),
}: {
  db: TDb;
  queue: Pick<TQueue, 'send'>;
  businessId: string;
  userId: string | null;
  actor: TBusinessActor;
  now?: Date;
}): Promise<{ export: TDataExport; started: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`data-export:${businessId}`}))`);
    const [busy] = await tx
      .select()
      .from(dataExports)
      .where(and(eq(dataExports.businessId, businessId), inArray(dataExports.status, ['queued', 'running'])))
      .orderBy(desc(dataExports.createdAt))
      .limit(1);
    if (busy && !isStalled(busy, now)) return { export: toDataExport(busy, now), started: false };
    if (busy) {
      await tx
        .update(dataExports)
        .set({ status: 'failed', finishedAt: now })
        .where(and(eq(dataExports.businessId, businessId), eq(dataExports.id, busy.id)));
    }
    const [row] = await tx
      .insert(dataExports)
      .values({ businessId, requestedByUserId: userId, status: 'queued', createdAt: now })
      .returning();
    if (!row) throw new AppError('INTERNAL', 'The export could not be started');
    await queue.send(DATA_EXPORT_JOBS.build, { businessId, exportId: row.id }, { tx });
    await recordBusinessAudit({
      db: tx,
      entry: { businessId, actor, action: 'data.export', targetType: 'data_export', targetId: row.id },
    });
    return { export: toDataExport(row, now), started: true };
  });
}
