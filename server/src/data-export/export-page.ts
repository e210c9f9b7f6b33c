import type { TExecutor } from '../db/client.ts';
import { rawQuery } from '../db/raw-sql.ts';
import type { TExportFile } from './export-files.ts';

/** Where a page ended: the next page starts after it. */
export type TPageKey = { first: string; id: string | null };

/**
 * One page of a file's rows, after `after`, each as its columns' text; the key of its last row. The statement text is
 * the same for every page of a file but the first, so PostgreSQL plans it once per connection.
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
    `${key.first}::text as k1`,
    key.id ? `${key.id}::text as k2` : 'null as k2',
    ...file.columns.map((c, i) => `(${c.sql})::text as c${i}`),
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
  const found = await rawQuery<Record<string, string | null>>(db, { text, values });
  const rows = found.map((r) => file.columns.map((_, i) => r[`c${i}`] ?? null));
  const end = found.at(-1);
  return { rows, last: end ? { first: String(end.k1), id: end.k2 ?? null } : null };
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
