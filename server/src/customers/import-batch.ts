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

/** The advisory lock of one import (keyed by business and id): its batches hold it shared, an undo exclusive. */
export async function lockImportBatch(
  tx: TExecutor,
  businessId: string,
  batchId: string,
  mode: 'shared' | 'exclusive',
) {
  await rawQuery(tx, {
    name: `customers_import_batch_lock_${mode}`,
    text: `select ${mode === 'shared' ? 'pg_advisory_xact_lock_shared' : 'pg_advisory_xact_lock'}(
      hashtext('customers.import_batch:' || $1), hashtext($2::text))`,
    values: [businessId, batchId],
  });
}

/**
 * Inside an update-existing batch's transaction, before it changes any customer: the import is still open, and stays so
 * until the batch commits. The batch holds the import's advisory lock shared (the file's concurrent batches do not wait
 * for each other); an undo takes it exclusive, so it waits for running batches and the batches after it find the import
 * undone. (A batch that only adds customers checks the import in its one statement: import-customers.ts.)
 */
export async function holdImportBatch(tx: TExecutor, businessId: string, batchId: string): Promise<void> {
  await lockImportBatch(tx, businessId, batchId, 'shared');
  // A statement of its own: its snapshot is taken after the lock, so it sees an undo that committed meanwhile.
  const [row] = await rawQuery<{ id: string }>(tx, {
    name: 'customers_import_batch_open',
    text: 'select id from import_batches where business_id = $1 and id = $2 and undone_at is null',
    values: [businessId, batchId],
  });
  if (!row) throw new AppError('CONFLICT', IMPORT_MESSAGES.importGone);
}
