import type { TDatabase } from './client.ts';

/**
 * A read run on (nearly) every request, planned once instead of on every call: planning a query with several joins
 * costs far more than running it (on PGlite ~5 ms against ~0.2 ms). On PostgreSQL node-postgres prepares a named
 * statement once per pooled connection. PGlite's protocol path plans every call, so there the statement is prepared
 * in SQL once (PGlite is one connection) and run with EXECUTE, its text parameters written as quoted literals.
 */
export function preparedStatement<TRow>(database: TDatabase, name: string, text: string) {
  if (!/^[a-z_]+$/.test(name)) throw new Error(`bad statement name: ${name}`);
  if (database.kind === 'pg') {
    return async (values: string[]): Promise<TRow[]> =>
      (await database.pool.query({ name, text, values })).rows as TRow[];
  }
  const client = database.client;
  let prepared: Promise<unknown> | undefined;
  return async (values: string[]): Promise<TRow[]> => {
    prepared ??= client.exec(`prepare ${name} as ${text}`);
    await prepared;
    const args = values.map(quoteLiteral).join(', ');
    return (await client.query<TRow>(`execute ${name}(${args})`)).rows;
  };
}

/** A standard SQL string literal (standard_conforming_strings is on): quotes doubled; a NUL cannot be stored anyway. */
function quoteLiteral(value: string): string {
  if (value.includes('\u0000')) throw new Error('a NUL cannot be a text parameter');
  return `'${value.replaceAll("'", "''")}'`;
}
