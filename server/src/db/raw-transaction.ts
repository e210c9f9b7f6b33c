import type { TDatabase } from './client.ts';

/**
 * A parameterised statement. With a `name`, node-postgres parses and plans it once per pooled connection and then
 * only binds values: for a statement run thousands of times (import batches) that saves ~15% of its cost, and the
 * ORM has no way to name a raw statement. PGlite ignores the name.
 */
export type TRawStatement = { text: string; values: unknown[]; name?: string };
export type TRawQuery = <T>(statement: TRawStatement) => Promise<T[]>;

/** Runs `fn` in one transaction on either engine, with raw statements (committed when it returns, else rolled back). */
export async function inRawTransaction<T>(database: TDatabase, fn: (query: TRawQuery) => Promise<T>): Promise<T> {
  if (database.kind === 'pglite') {
    return database.client.transaction((tx) =>
      fn(async <R>(s: TRawStatement) => (await tx.query<R>(s.text, s.values)).rows),
    );
  }
  const client = await database.pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('begin');
    try {
      const result = await fn(async <R>(s: TRawStatement) => (await client.query(s)).rows as R[]);
      await client.query('commit');
      return result;
    } catch (err) {
      // A connection that cannot even roll back is discarded rather than returned to the pool.
      await client.query('rollback').catch((rollbackErr: Error) => {
        broken = rollbackErr;
      });
      throw err;
    }
  } finally {
    client.release(broken);
  }
}
