import type { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';

/** What pg-boss 10 runs its statements through when given a database of ours (its `db` option). */
export type TBossDb = { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

/**
 * pg-boss on PGlite (one connection, in process). `query` runs one statement with parameters; pg-boss's schema
 * creation and its locked blocks are several statements without parameters (BEGIN … COMMIT), which only `exec` takes.
 */
export function pgliteBossDb(client: PGlite): TBossDb {
  return {
    async executeSql(text, values) {
      try {
        if (values?.length) return await client.query(text, values.map(nullIfUndefined));
        const results = await client.exec(text);
        return { rows: results.flatMap((r) => r.rows) };
      } catch (err) {
        // A pool would hand the next statement a fresh connection; PGlite's only one would stay in the failed
        // transaction and refuse everything after it.
        await client.query('rollback').catch(() => {});
        throw err;
      }
    },
  };
}

/**
 * pg-boss inside one of our transactions (for `send`): its `$1…$n` statement is rebuilt as drizzle SQL with the same
 * values bound, so it runs on the transaction's connection on either engine. pg-boss's send statement has no `$` in a
 * string or a dollar-quoted body, the one case this split would misread.
 */
export function transactionBossDb(tx: TExecutor): TBossDb {
  return {
    async executeSql(text, values = []) {
      const chunks: SQL[] = [];
      const parts = text.split(/\$(\d+)/);
      for (let i = 0; i < parts.length; i++) {
        if (i % 2 === 0) chunks.push(sql.raw(parts[i]));
        else chunks.push(sql`${sql.param(nullIfUndefined(values[Number(parts[i]) - 1]))}`);
      }
      const result = await tx.execute(sql.join(chunks));
      return { rows: (result as unknown as { rows: unknown[] }).rows };
    },
  };
}

function nullIfUndefined(value: unknown) {
  return value === undefined ? null : value;
}
