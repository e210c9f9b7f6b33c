import { getTableColumns, is, SQL, type Table } from 'drizzle-orm';
import type { TDatabase, TExecutor } from './client.ts';

/**
 * A hand-written statement. With a `name` its text never changes, and on PostgreSQL node-postgres parses and plans it
 * once per connection and afterwards only binds values: the check-in path and import batches depend on that for
 * speed. Behind a transaction pooler (DATABASE_POOLING=transaction) the pool leaves names off (db/client.ts); PGlite
 * ignores them. Values go as text (dates as ISO strings, JSON stringified), so both engines read them alike.
 */
export type TRawStatement = { text: string; values: unknown[]; name?: string };

/**
 * The one way raw SQL runs, on both engines: on the connection of the database or of the transaction given, a
 * hand-written statement without the ORM building it on every call (on the check-in path that building cost more
 * node time than the round trips), or a drizzle `sql` template. Dates, timestamps and intervals come back as the
 * database wrote them, as through the ORM: `rowShape` (or the caller) turns them into values, and a `date` never
 * shifts by the process's time zone.
 */
export async function rawQuery<TRow>(executor: TExecutor, statement: TRawStatement | SQL): Promise<TRow[]> {
  if (is(statement, SQL)) return ((await executor.execute(statement)) as unknown as { rows: TRow[] }).rows;
  // The session is drizzle's typed handle on the driver's connection (the pool, or the transaction's own connection);
  // prepareQuery is what its query builders' `.prepare(name)` call, so the statement keeps its name and raw dates.
  const prepared = executor._.session.prepareQuery(
    { sql: statement.text, params: statement.values },
    undefined,
    statement.name,
    false,
  );
  return ((await prepared.execute()) as { rows: TRow[] }).rows;
}

/**
 * A hand-written statement's rows as arrays of values in select order, on both engines (the drivers' `rowMode:
 * 'array'`): a big read (the data export's pages) then makes one array a row instead of an object with a key a column.
 */
export async function rawArrayRows<TValue = unknown>(
  executor: TExecutor,
  statement: TRawStatement,
): Promise<TValue[][]> {
  // A result mapper makes either driver read in array mode; it hands the arrays back as they are.
  const prepared = executor._.session.prepareQuery(
    { sql: statement.text, params: statement.values },
    undefined,
    statement.name,
    true,
    (rows) => rows as TValue[][],
  );
  return (await prepared.execute()) as TValue[][];
}

/**
 * A read run on (nearly) every request, planned once instead of on every call: planning a query with several joins
 * costs far more than running it (on PGlite ~5 ms against ~0.2 ms). On PostgreSQL it is a named statement. PGlite's
 * protocol path plans every call, so there the statement is prepared in SQL once (PGlite is one connection) and run
 * with EXECUTE, its text parameters written as quoted literals.
 */
export function preparedRead<TRow>(database: TDatabase, statement: { name: string; text: string }) {
  const { name, text } = statement;
  if (!/^[a-z_]+$/.test(name)) throw new Error(`bad statement name: ${name}`);
  if (database.kind === 'pg') return (values: string[]) => rawQuery<TRow>(database.db, { name, text, values });
  let prepared: Promise<unknown> | undefined;
  return async (values: string[]): Promise<TRow[]> => {
    prepared ??= database.client.exec(`prepare ${name} as ${text}`);
    await prepared;
    const args = values.map(quoteLiteral).join(', ');
    return rawQuery<TRow>(database.db, { text: `execute ${name}(${args})`, values: [] });
  };
}

/** A standard SQL string literal (standard_conforming_strings is on): quotes doubled; a NUL cannot be stored anyway. */
function quoteLiteral(value: string): string {
  if (value.includes('\u0000')) throw new Error('a NUL cannot be a text parameter');
  return `'${value.replaceAll("'", "''")}'`;
}

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
