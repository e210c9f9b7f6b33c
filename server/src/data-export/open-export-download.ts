import { DATA_EXPORT_MESSAGES } from '@regulars/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { recordBusinessAudit, type TBusinessActor } from '../audit/index.ts';
import type { TDb } from '../db/client.ts';
import { dataExportParts, dataExports } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { isUuid } from '../platform/uuid-param.ts';

export type TExportDownload =
  | { gone: true }
  | { gone: false; fileName: string; byteSize: number; body: ReadableStream<Uint8Array> };

/**
 * A ready export of this business, as a stream reading its parts one at a time in order (one part in memory). An
 * unknown, malformed or another business's id is NOT_FOUND; one not ready yet a CONFLICT; an expired one `gone`.
 * Each download is in the audit trail.
 */
export async function openExportDownload({
  db,
  businessId,
  exportId,
  actor,
  now = new Date(),
}: {
  db: TDb;
  businessId: string;
  exportId: string;
  actor: TBusinessActor;
  now?: Date;
}): Promise<TExportDownload> {
  const [row] = isUuid(exportId)
    ? await db
        .select()
        .from(dataExports)
        .where(and(eq(dataExports.businessId, businessId), eq(dataExports.id, exportId)))
    : [];
  if (!row) throw new AppError('NOT_FOUND', DATA_EXPORT_MESSAGES.notFound);
  if (row.expiresAt && row.expiresAt <= now) return { gone: true };
  if (row.status !== 'ready' || !row.fileName) throw new AppError('CONFLICT', DATA_EXPORT_MESSAGES.notReady);
  const [{ parts } = { parts: 0 }] = await db
    .select({ parts: sql<number>`count(*)::int` })
    .from(dataExportParts)
    .where(and(eq(dataExportParts.businessId, businessId), eq(dataExportParts.exportId, exportId)));
  await recordBusinessAudit({
    db,
    entry: { businessId, actor, action: 'data.download', targetType: 'data_export', targetId: exportId },
  });
  let next = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (next >= Number(parts)) {
        controller.close();
        return;
      }
      const [part] = await db
        .select({ bytes: dataExportParts.bytes })
        .from(dataExportParts)
        .where(
          and(
            eq(dataExportParts.businessId, businessId),
            eq(dataExportParts.exportId, exportId),
            eq(dataExportParts.part, next),
          ),
        );
      // Deleted while downloading (it expired): the download ends with an error rather than a cut-off file.
      if (!part) {
        controller.error(new Error('export part missing'));
        return;
      }
      next += 1;
      controller.enqueue(new Uint8Array(part.bytes));
    },
  });
  return { gone: false, fileName: row.fileName, byteSize: row.byteSize ?? 0, body };
}
