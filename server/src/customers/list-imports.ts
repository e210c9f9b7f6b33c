import { IMPORT_UNDO_HOURS, type TImportBatchList } from '@regulars/contracts';
import type { TDb } from '../db/client.ts';
import { rawQuery } from '../db/raw-sql.ts';

/** The history shows the last 30 days' imports, at most this many. */
const HISTORY_LIMIT = 20;

/**
 * The business's recent imports, newest first, with what each added and updated. Added counts the customers still
 * carrying the import's id and date (found through the customer list's index), so a customer deleted since is not
 * counted, or for an undone import the customers the undo removed; updated counts the customers it matched.
 */
export async function listImports({ db, businessId }: { db: TDb; businessId: string }): Promise<TImportBatchList> {
  const rows = await rawQuery<{
    id: string;
    created_at: Date;
    created_by: string | null;
    update_existing: boolean;
    added: number;
    updated: number;
    undone_at: Date | null;
  }>(db, {
    text: `select b.id, b.created_at, coalesce(nullif(trim(u.name), ''), u.email) as created_by, b.update_existing,
        case when b.undone_at is not null then b.removed_customers else (select count(*)::int from customers c where c.business_id = b.business_id and c.created_at = b.created_at
          and c.import_batch_id = b.id and c.deleted_at is null) end as added,
        (select count(*)::int from import_batch_updates x where x.business_id = b.business_id and x.batch_id = b.id)
          as updated,
        b.undone_at
      from import_batches b left join users u on u.id = b.created_by_user_id
      where b.business_id = $1 and b.created_at > now() - interval '30 days'
      order by b.created_at desc limit $2`,
    values: [businessId, HISTORY_LIMIT],
  });
  return {
    imports: rows.map((r) => {
      const createdAt = new Date(r.created_at);
      return {
        id: r.id,
        createdAt: createdAt.toISOString(),
        createdBy: r.created_by,
        updateExisting: r.update_existing,
        added: r.added,
        updated: r.updated,
        undoneAt: r.undone_at ? new Date(r.undone_at).toISOString() : null,
        undoUntil: new Date(createdAt.getTime() + IMPORT_UNDO_HOURS * 60 * 60_000).toISOString(),
      };
    }),
  };
}
