import type { TExecutor } from '../db/client.ts';
import { rawArrayRows, rawQuery } from '../db/raw-sql.ts';
import type { TExportFile } from './export-files.ts';

/** Where a page ended: the next page starts after it. */
export type TPageKey = { first: string; id: string | null };

/**
 * One page of a file's rows, after `after`, each as its columns' text (then the key's two values, which csvLines
 * leaves out); the key of its last row. The statement text is the same for every page of a file but the first, so
 * PostgreSQL plans it once per connection.
 */
export async function readExportPage({
  db,
  file,
  businessId,
  after,
  limit,
}: {
  db: TExecutor;
  file: TExportFile;
  businessId: string;
  after: TPageKey | null;
  limit: number;
}): Promise<{ rows: (string | null)[][]; last: TPageKey | null }> {
  const { key } = file;
  const select = [
    ...file.columns.map((c) => `(${c.sql})::text`),
    `${key.first}::text`,
    key.id ? `${key.id}::text` : 'null',
  ].join(', ');
  const where = [`t.business_id = $1`, ...(file.where ? [file.where] : [])];
  const values: unknown[] = [businessId];
  if (after && key.id) {
    const k = `$2::${key.firstType}`;
    where.push(`${key.first} >= ${k}`, `(${key.first} > ${k} or ${key.id} > $3::uuid)`);
    values.push(after.first, after.id);
  } else if (after) {
    where.push(`${key.first} > $2::${key.firstType}`);
    values.push(after.first);
  }
  const first = key.nullsFirst ? `${key.first} asc nulls first` : key.first;
  // communication_logs' index also has the id DESC NULLS LAST: the same words let the id come from it too.
  const order = key.id ? `${first}, ${key.id}${key.nullsFirst ? ' asc nulls first' : ''}` : first;
  const text = `select ${select} from ${file.table} t ${file.join ?? ''} where ${where.join(' and ')} order by ${order} limit ${limit}`;
  // Arrays, not objects: two million rows' keys are garbage the heap grows for. The key's two values end each row.
  const rows = await rawArrayRows<string | null>(db, { text, values });
  const end = rows.at(-1);
  const n = file.columns.length;
  return { rows, last: end ? { first: String(end[n]), id: end[n + 1] ?? null } : null };
}

/** The rows a file will hold, for the progress bar. */
export async function countExportRows({
  db,
  file,
  businessId,
}: {
  db: TExecutor;
  file: TExportFile;
  businessId: string;
}): Promise<number> {
  const where = [`t.business_id = $1`, ...(file.where ? [file.where] : [])].join(' and ');
  const [row] = await rawQuery<{ n: number | string }>(db, {
    text: `select count(*)::int as n from ${file.table} t where ${where}`,
    values: [businessId],
  });
  return Number(row?.n ?? 0);
}
