import { IMPORT_MESSAGES } from '@regulars/contracts';
import type { TDb, TExecutor } from '../db/client.ts';
import { rawQuery } from '../db/raw-sql.ts';
import { AppError } from '../platform/errors.ts';

/** The import a request belongs to: every row it writes is dated with createdAt, so the import is undone as one. */
export type TImportBatchRef = { id: string; createdAt: Date; updateExisting: boolean };

/**
 * A file's first request opens its import; the file's later requests name it and continue it with the first request's
 * choice of update-existing. An import undone meanwhile, or another business's, is gone: nothing of the request goes in.
 */
export async function openImportBatch(opts: {
  db: TDb;
  businessId: string;
  importId?: string;
  updateExisting: boolean;
  userId: string | null;
}): Promise<TImportBatchRef> {
  const [row] = opts.importId
    ? await rawQuery<{ id: string; created_at: Date; update_existing: boolean }>(opts.db, {
        text: `select id, created_at, update_existing from import_batches
          where business_id = $1 and id = $2 and undone_at is null`,
        values: [opts.businessId, opts.importId],
      })
    : await rawQuery<{ id: string; created_at: Date; update_existing: boolean }>(opts.db, {
        // Whole milliseconds: the time comes back as a JavaScript Date and dates every row, so it must survive the trip.
        text: `insert into import_batches (business_id, created_by_user_id, update_existing, created_at)
          values ($1, $2, $3, date_trunc('milliseconds', now())) returning id, created_at, update_existing`,
        values: [opts.businessId, opts.userId, opts.updateExisting],
      });
  if (!row) throw new AppError('CONFLICT', IMPORT_MESSAGES.importGone);
  return { id: row.id, createdAt: new Date(row.created_at), updateExisting: row.update_existing };
}

/**
 * Inside a batch's transaction: the import is still open, and stays so until the batch commits (a key-share lock, so
 * the file's concurrent batches do not wait for each other; an undo's select for update waits for them).
 */
export async function holdImportBatch(tx: TExecutor, businessId: string, batchId: string): Promise<void> {
  const [row] = await rawQuery<{ id: string }>(tx, {
    name: 'customers_import_batch_hold',
    text: 'select id from import_batches where business_id = $1 and id = $2 and undone_at is null for key share',
    values: [businessId, batchId],
  });
  if (!row) throw new AppError('CONFLICT', IMPORT_MESSAGES.importGone);
}
