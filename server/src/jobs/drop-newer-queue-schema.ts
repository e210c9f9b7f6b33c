import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import type { TDb, TExecutor } from '../db/client.ts';
import { rowsOf } from '../db/rows-of.ts';

/** The schema version this pg-boss creates and works with. */
export const QUEUE_SCHEMA_VERSION: number = createRequire(import.meta.url)('pg-boss/version.json').schema;

/**
 * Earlier builds ran pg-boss 12 (Node 22 only), whose newer `pgboss` schema pg-boss 10 neither migrates back nor
 * refuses: it would run its statements against tables it does not know. Such a schema is dropped so pg-boss
 * creates its own: jobs still queued in it are lost (the README says so). Returns the version it dropped, if any.
 */
export async function dropNewerQueueSchema(db: TDb, schema: string): Promise<number | null> {
  // Under pg-boss's own install lock: of processes starting at once, one drops it, and none drops the schema
  // another has just created.
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(('x' || encode(sha224((current_database() || ${`.pgboss.${schema}`})::bytea), 'hex'))::bit(64)::bigint)`,
    );
    const found = await readVersion(tx, schema);
    if (found === null || found <= QUEUE_SCHEMA_VERSION) return null;
    await tx.execute(sql`drop schema ${sql.identifier(schema)} cascade`);
    return found;
  });
}

async function readVersion(db: TExecutor, schema: string): Promise<number | null> {
  const exists = rowsOf<{ name: string | null }>(
    await db.execute(sql`select to_regclass(${`${schema}.version`})::text as name`),
  );
  if (!exists[0]?.name) return null;
  const rows = rowsOf<{ version: number }>(
    await db.execute(sql`select max(version::int) as version from ${sql.identifier(schema)}.version`),
  );
  return rows[0]?.version ?? null;
}
