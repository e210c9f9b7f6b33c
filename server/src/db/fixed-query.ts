import { getTableColumns, type Table } from 'drizzle-orm';
import pg from 'pg';
import type { TExecutor } from './client.ts';

/** A statement whose text never changes: planned once per pooled connection on PostgreSQL, under its name. */
export type TFixedStatement = { name: string; text: string };

type TDriverClient = { query: (...args: unknown[]) => Promise<{ rows: unknown[] }> };

/**
 * Runs fixed SQL on the connection of the database or transaction given, without the ORM building it on every call
 * (on the check-in path that building cost more node time than the database round trips). On PostgreSQL the
 * statement is named, so node-postgres prepares it once per connection and afterwards only binds values; PGlite
 * plans every call either way. Values go as text (dates as ISO strings, JSON stringified) so both engines read them
 * alike.
 */
export async function fixedQuery<TRow>(
  executor: TExecutor,
  statement: TFixedStatement,
  values: unknown[],
): Promise<TRow[]> {
  // drizzle keeps the driver's client (a pool, a pooled connection in a transaction, or PGlite) on its session.
  const client = (executor as unknown as { session: { client: TDriverClient } }).session.client;
  const result =
    client instanceof pg.Pool || client instanceof pg.Client
      ? await client.query({ name: statement.name, text: statement.text, values, types: PG_RAW_DATES })
      : await client.query(statement.text, values, { parsers: PGLITE_RAW_DATES });
  return result.rows as TRow[];
}

// Dates and timestamps come back as the database wrote them, as through the ORM: rowShape's mapping (or the caller)
// turns them into values, and a `date` never shifts by the process's time zone.
const RAW_DATE_TYPES = [pg.types.builtins.DATE, pg.types.builtins.TIMESTAMP, pg.types.builtins.TIMESTAMPTZ];
const PG_RAW_DATES = {
  getTypeParser: ((typeId: number, format?: 'text' | 'binary') =>
    RAW_DATE_TYPES.includes(typeId)
      ? (value: string) => value
      : pg.types.getTypeParser(typeId, format)) as typeof pg.types.getTypeParser,
};
const PGLITE_RAW_DATES = Object.fromEntries(RAW_DATE_TYPES.map((t) => [t, (value: string) => value]));

/**
 * A table's columns for a hand-written select (`"points_balance" as "pointsBalance", …`) and the mapping of a row
 * read that way to the ORM's own shape (dates, numerics), built once per process.
 */
export function rowShape<T extends Table>(table: T, alias: string) {
  const columns = Object.entries(getTableColumns(table));
  const select = columns.map(([key, column]) => `${alias}.${column.name} as "${key}"`).join(', ');
  const map = (row: Record<string, unknown>) => {
    const out: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const value = row[key];
      out[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return out as T['$inferSelect'];
  };
  return { select, map };
}
