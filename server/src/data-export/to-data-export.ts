import { DATA_EXPORT_MESSAGES, type TDataExport, type TDataExportStatus } from '@regulars/contracts';
import type { dataExports } from '../db/schema/index.ts';

/** A build still queued or running after this long died with its process: it shows as failed, and may be redone. */
export const STALLED_AFTER_MS = 60 * 60 * 1000;

export function isStalled(row: { status: string; createdAt: Date }, now: Date): boolean {
  return (
    (row.status === 'queued' || row.status === 'running') && now.getTime() - row.createdAt.getTime() > STALLED_AFTER_MS
  );
}

export const downloadPathOf = (id: string) => `/api/data-exports/${id}/download`;

/** An export row as the API answers it. */
export function toDataExport(row: typeof dataExports.$inferSelect, now: Date): TDataExport {
  const stalled = isStalled(row, now);
  const status = (stalled ? 'failed' : row.status) as TDataExportStatus;
  return {
    id: row.id,
    status,
    progress: row.progress,
    fileName: row.fileName,
    byteSize: row.byteSize,
    error: stalled ? DATA_EXPORT_MESSAGES.stalled : row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    downloadPath: status === 'ready' ? downloadPathOf(row.id) : null,
  };
}
