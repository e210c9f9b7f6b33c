import fs from 'node:fs';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, expect, inject, it } from 'vitest';
import { ALL_JOBS } from '../src/compose/all-jobs.ts';
import { CUSTOMER_JOBS } from '../src/customers/index.ts';
import { openDatabase, type TDatabase } from '../src/db/client.ts';
import { rawQuery } from '../src/db/raw-sql.ts';
import { createQueue, type TQueue } from '../src/jobs/queue.ts';
import { createLogger } from '../src/platform/logger.ts';

// The job queue alone on a database of its own (no app): the `pgboss` schema is all it touches.
/** The schema version the installed pg-boss creates and works with. */
const QUEUE_SCHEMA_VERSION: number = JSON.parse(
  fs.readFileSync(new URL(import.meta.resolve('pg-boss/package.json')), 'utf8'),
).pgboss.schema;
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function openOwnDatabase(): Promise<TDatabase> {
  const shared = inject('databaseUrl');
  if (!shared) {
    // From the run's migrated copy: a fresh PGlite takes a minute to create on a busy machine.
    const loadDataDir = new Blob([fs.readFileSync(inject('pgliteTemplate'))]);
    const database = await openDatabase({ dataDir: 'memory://', loadDataDir });
    cleanups.push(() => database.close());
    return database;
  }
  const name = `regulars_queue_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: shared });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(shared);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  cleanups.push(async () => {
    await database.close();
    // pg-boss's pool finishes closing after stop resolves (as in harness.ts): drop the database once it has.
    for (let i = 0; i < 100; i++) {
      const open = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
      if (open.rows[0].n === 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });
  return database;
}

function startQueue(database: TDatabase) {
  const lines: string[] = [];
  const logger = createLogger(
    'info',
    new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    }),
  );
  const queue = createQueue(database, logger, { jobs: ALL_JOBS });
  cleanups.push(() => queue.stop());
  return { queue, lines, started: queue.start() };
}

async function versionOf(database: TDatabase): Promise<number> {
  const [row] = await rawQuery<{ v: number }>(database.db, sql`select version::int as v from pgboss.version`);
  return Number(row.v);
}

async function sendWelcome(queue: TQueue) {
  const id = await queue.send(CUSTOMER_JOBS.sendWelcome, {
    businessId: crypto.randomUUID(),
    customerId: crypto.randomUUID(),
  });
  if (!id) throw new Error('not queued');
  return id;
}

it('moves the jobs waiting under pg-boss 10 into pg-boss 12, once, however many processes start at once', async () => {
  const database = await openOwnDatabase();
  // What pg-boss 10 left (schema version 24), reduced to what the move reads: one job waiting, one retrying, one
  // done, one of a queue this build no longer has.
  await database.db.execute(sql`drop schema if exists pgboss cascade`);
  await database.db.execute(sql`create schema pgboss`);
  await database.db.execute(sql`create table pgboss.version (version int primary key)`);
  await database.db.execute(sql`insert into pgboss.version values (24)`);
  await database.db.execute(sql`create table pgboss.job (name text, data jsonb, priority int, state text,
    start_after timestamptz, singleton_key text, created_on timestamptz default now())`);
  const waiting = { businessId: crypto.randomUUID(), customerId: crypto.randomUUID() };
  const later = new Date(Date.now() + 3_600_000);
  await database.db.execute(sql`insert into pgboss.job (name, data, priority, state, start_after, singleton_key) values
    (${CUSTOMER_JOBS.sendWelcome}, ${JSON.stringify(waiting)}::jsonb, 0, 'created', ${later.toISOString()}, ${`welcome:${waiting.customerId}`}),
    (${CUSTOMER_JOBS.sendWelcome}, ${JSON.stringify({ ...waiting, retry: true })}::jsonb, 0, 'retry', now(), null),
    (${CUSTOMER_JOBS.sendWelcome}, ${JSON.stringify({ ...waiting, done: true })}::jsonb, 0, 'completed', now(), null),
    ('gone.queue', '{}'::jsonb, 0, 'created', now(), null)`);

  // Several processes share a PostgreSQL server; the embedded database belongs to one.
  const first = startQueue(database);
  const second = database.kind === 'pg' ? startQueue(database) : { lines: [], started: Promise.resolve() };
  await Promise.all([first.started, second.started]);

  expect(await versionOf(database)).toBe(QUEUE_SCHEMA_VERSION);
  const old = await rawQuery<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from pg_namespace where nspname = 'pgboss_v10'`,
  );
  expect(Number(old[0].n)).toBe(0);
  const moved = await rawQuery<{ data: Record<string, unknown>; start_after: string; singleton_key: string | null }>(
    database.db,
    sql`select data, start_after::text as start_after, singleton_key from pgboss.job
          where data->>'customerId' = ${waiting.customerId} order by start_after`,
  );
  expect(moved.map((j) => j.data)).toEqual([{ ...waiting, retry: true }, waiting]);
  expect(moved[1].singleton_key).toBe(`welcome:${waiting.customerId}`);
  expect(Math.abs(new Date(moved[1].start_after).getTime() - later.getTime())).toBeLessThan(1000);
  const said = [...first.lines, ...second.lines].filter((l) => l.includes('moved the jobs queued under pg-boss 10'));
  expect(said).toHaveLength(1);
  expect(said[0]).toContain('"jobs":2');
}, 90_000);

it('keeps its own schema, and the jobs queued in it, when the app starts again', async () => {
  const database = await openOwnDatabase();
  const before = startQueue(database);
  await before.started;
  const id = await sendWelcome(before.queue);
  await before.queue.stop();

  const after = startQueue(database);
  await after.started;
  expect(await versionOf(database)).toBe(QUEUE_SCHEMA_VERSION);
  expect((await after.queue.find(CUSTOMER_JOBS.sendWelcome, id))?.state).toBe('created');
  expect(after.lines.join('')).not.toContain('pg-boss 10');
}, 90_000);

it('keeps a job queued inside a transaction only if the transaction commits', async () => {
  const database = await openOwnDatabase();
  const { queue, started } = startQueue(database);
  await started;
  const data = { businessId: crypto.randomUUID(), customerId: crypto.randomUUID() };

  let rolledBackId: string | null = null;
  await expect(
    database.db.transaction(async (tx) => {
      rolledBackId = await queue.send(CUSTOMER_JOBS.sendWelcome, data, { tx });
      throw new Error('a later step failed');
    }),
  ).rejects.toThrow('a later step failed');
  expect(rolledBackId).toMatch(/^[0-9a-f-]{36}$/);
  expect(await queue.find(CUSTOMER_JOBS.sendWelcome, rolledBackId as unknown as string)).toBeNull();

  const committedId = await database.db.transaction((tx) => queue.send(CUSTOMER_JOBS.sendWelcome, data, { tx }));
  expect((await queue.find(CUSTOMER_JOBS.sendWelcome, committedId as string))?.state).toBe('created');
  const rows = await rawQuery<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from pgboss.job where data->>'customerId' = ${data.customerId}`,
  );
  expect(Number(rows[0].n)).toBe(1);
}, 90_000);

it('queues one job per throttle key and interval, a start time kept', async () => {
  const database = await openOwnDatabase();
  const { queue, started } = startQueue(database);
  await started;
  const data = { businessId: crypto.randomUUID(), customerId: crypto.randomUUID() };
  const opts = { singletonKey: `welcome:${data.customerId}`, singletonSeconds: 7 * 86_400 };
  const startAfter = new Date(Date.now() + 3_600_000);

  const first = await queue.send(CUSTOMER_JOBS.sendWelcome, data, { ...opts, startAfter });
  expect(first).not.toBeNull();
  expect(await queue.send(CUSTOMER_JOBS.sendWelcome, data, opts)).toBeNull();
  const found = await rawQuery<{ start_after: Date | string }>(
    database.db,
    sql`select start_after from pgboss.job where data->>'customerId' = ${data.customerId}`,
  );
  expect(found).toHaveLength(1);
  expect(Math.abs(new Date(found[0].start_after).getTime() - startAfter.getTime())).toBeLessThan(1000);
}, 90_000);
