import { sql } from 'drizzle-orm';
import type { JobInsert } from 'pg-boss';
import type { TDb, TExecutor } from '../db/client.ts';
import { rawQuery } from '../db/raw-sql.ts';

/**
 * pg-boss 12 migrates its schema from pg-boss 11's (version 25) on, not from pg-boss 10's (24), which builds before
 * Node 22 ran. Such a schema is renamed aside before pg-boss starts, so it installs its own, and the jobs still
 * waiting in it are moved over once the queues exist (`moveJobsFromOldSchema`). Settled jobs' history is not kept.
 */
const FIRST_MIGRATABLE_VERSION = 25;

/**
 * Under pg-boss's own install lock: of processes starting at once, one renames it. Answers the version it set aside,
 * if any, and whether jobs wait in a set-aside schema for `moveJobsFromOldSchema` (this start's, or one a start
 * before it set aside and stopped before moving): when not, a start has nothing more to do here.
 */
export async function setAsideOldSchema(
  db: TDb,
  schema: string,
): Promise<{ version: number | null; jobsWaiting: boolean }> {
  return db.transaction(async (tx) => {
    await lockInstall(tx, schema);
    // This read of pg_namespace, the first relation the transaction opens after the lock, also brings the
    // connection's catalog caches up to date with what other processes committed while it waited.
    const waiting = await schemaExists(tx, oldName(schema));
    const version = await readVersion(tx, schema);
    if (version !== null && version >= FIRST_MIGRATABLE_VERSION) return { version: null, jobsWaiting: waiting };
    if (version !== null) {
      // With jobs already set aside, this old schema is the one pg-boss 10 made again since: theirs wait there still.
      if (waiting) await tx.execute(sql`drop schema ${sql.identifier(schema)} cascade`);
      else await tx.execute(sql`alter schema ${sql.identifier(schema)} rename to ${sql.identifier(oldName(schema))}`);
    }
    // The schema is made here, under the lock, for pg-boss's install: its own `create schema if not exists` runs
    // right after its lock wait, where a connection that had looked the schema up before (its install check) may
    // still hold "no such schema" in its catalog cache and fail with a duplicate key when processes start at once.
    await tx.execute(sql`create schema if not exists ${sql.identifier(schema)}`);
    return { version, jobsWaiting: version !== null || waiting };
  });
}

type TInsert = (name: string, jobs: JobInsert[], tx: TExecutor) => Promise<unknown>;

/**
 * Moves the jobs waiting in a set-aside pg-boss 10 schema (created or due for a retry) into the new queues, with their
 * payload, start time, priority and throttle key, and drops that schema, in one transaction: a crash half-way moves
 * nothing twice. Returns how many moved, or null when there was nothing to do.
 */
export async function moveJobsFromOldSchema(
  db: TDb,
  schema: string,
  queues: readonly string[],
  insert: TInsert,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    await lockInstall(tx, schema);
    const old = oldName(schema);
    if (!(await schemaExists(tx, old))) return null;
    const rows = await rawQuery<{
      name: string;
      data: object | null;
      priority: number;
      start_after: string;
      key: string | null;
    }>(
      tx,
      sql`select name, data, priority, start_after::text as start_after, singleton_key as key
            from ${sql.identifier(old)}.job where state in ('created', 'retry') order by created_on`,
    );
    const known = new Set(queues);
    const byQueue = new Map<string, JobInsert[]>();
    for (const row of rows) {
      if (!known.has(row.name)) continue;
      const job: JobInsert = { data: row.data ?? {}, priority: row.priority, startAfter: new Date(row.start_after) };
      if (row.key) job.singletonKey = row.key;
      byQueue.set(row.name, [...(byQueue.get(row.name) ?? []), job]);
    }
    for (const [name, jobs] of byQueue) await insert(name, jobs, tx);
    await tx.execute(sql`drop schema ${sql.identifier(old)} cascade`);
    return [...byQueue.values()].reduce((n, jobs) => n + jobs.length, 0);
  });
}

function oldName(schema: string) {
  return `${schema}_v10`;
}

/** The advisory lock pg-boss takes around its own install and migrations (same key), held to the transaction's end. */
async function lockInstall(tx: TExecutor, schema: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(('x' || encode(sha224((current_database() || ${`.pgboss.${schema}`})::bytea), 'hex'))::bit(64)::bigint)`,
  );
}

async function schemaExists(tx: TExecutor, schema: string): Promise<boolean> {
  const rows = await rawQuery<{ n: number }>(
    tx,
    sql`select count(*)::int as n from pg_namespace where nspname = ${schema}`,
  );
  return Number(rows[0]?.n) > 0;
}

async function readVersion(tx: TExecutor, schema: string): Promise<number | null> {
  const exists = await rawQuery<{ name: string | null }>(
    tx,
    sql`select to_regclass(${`${schema}.version`})::text as name`,
  );
  if (!exists[0]?.name) return null;
  const rows = await rawQuery<{ version: number }>(
    tx,
    sql`select max(version::int) as version from ${sql.identifier(schema)}.version`,
  );
  return rows[0]?.version ?? null;
}
