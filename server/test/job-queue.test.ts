import fs from 'node:fs';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, expect, inject, it } from 'vitest';
import { openDatabase, type TDatabase } from '../src/db/client.ts';
import { rowsOf } from '../src/db/rows-of.ts';
import { QUEUE_SCHEMA_VERSION } from '../src/jobs/drop-newer-queue-schema.ts';
import { createQueue, JOBS, type TQueue } from '../src/jobs/queue.ts';
import { createLogger } from '../src/platform/logger.ts';

// The job queue alone on a database of its own (no app): the `pgboss` schema is all it touches.
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
  const queue = createQueue(database, logger);
  cleanups.push(() => queue.stop());
  return { queue, lines, started: queue.start() };
}

async function versionOf(database: TDatabase): Promise<number> {
  return Number(
    rowsOf<{ v: number }>(await database.db.execute(sql`select version::int as v from pgboss.version`))[0].v,
  );
}

async function sendWelcome(queue: TQueue) {
  const id = await queue.send(JOBS.sendWelcome, { businessId: crypto.randomUUID(), customerId: crypto.randomUUID() });
  if (!id) throw new Error('not queued');
  return id;
}

it('replaces the newer schema pg-boss 12 left, once, however many processes start at once, and says so', async () => {
  const database = await openOwnDatabase();
  await database.db.execute(sql`create schema pgboss`);
  await database.db.execute(sql`create table pgboss.version (version int primary key)`);
  await database.db.execute(sql`insert into pgboss.version values (43)`);
  await database.db.execute(sql`create table pgboss.job_from_v12 (id int)`);

  const first = startQueue(database);
  const second = startQueue(database);
  await Promise.all([first.started, second.started]);

  expect(QUEUE_SCHEMA_VERSION).toBe(24);
  expect(await versionOf(database)).toBe(QUEUE_SCHEMA_VERSION);
  const leftover = await database.db.execute(sql`select to_regclass('pgboss.job_from_v12')::text as name`);
  expect(rowsOf<{ name: string | null }>(leftover)[0].name).toBeNull();
  const warnings = [...first.lines, ...second.lines].filter((l) => l.includes('dropped a newer pg-boss schema'));
  expect(warnings.length).toBeGreaterThanOrEqual(1);
  expect(warnings[0]).toContain('"schemaVersion":43');

  // The queue works on the schema it made.
  const id = await sendWelcome(first.queue);
  expect((await second.queue.find(JOBS.sendWelcome, id))?.state).toBe('created');
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
  expect((await after.queue.find(JOBS.sendWelcome, id))?.state).toBe('created');
  expect(after.lines.join('')).not.toContain('dropped a newer pg-boss schema');
}, 90_000);

it('keeps a job queued inside a transaction only if the transaction commits', async () => {
  const database = await openOwnDatabase();
  const { queue, started } = startQueue(database);
  await started;
  const data = { businessId: crypto.randomUUID(), customerId: crypto.randomUUID() };

  let rolledBackId: string | null = null;
  await expect(
    database.db.transaction(async (tx) => {
      rolledBackId = await queue.send(JOBS.sendWelcome, data, { tx });
      throw new Error('a later step failed');
    }),
  ).rejects.toThrow('a later step failed');
  expect(rolledBackId).toMatch(/^[0-9a-f-]{36}$/);
  expect(await queue.find(JOBS.sendWelcome, rolledBackId as unknown as string)).toBeNull();

  const committedId = await database.db.transaction((tx) => queue.send(JOBS.sendWelcome, data, { tx }));
  expect((await queue.find(JOBS.sendWelcome, committedId as string))?.state).toBe('created');
  const rows = await database.db.execute(
    sql`select count(*)::int as n from pgboss.job where data->>'customerId' = ${data.customerId}`,
  );
  expect(Number(rowsOf<{ n: number }>(rows)[0].n)).toBe(1);
}, 90_000);

it('queues one job per throttle key and interval, a start time kept', async () => {
  const database = await openOwnDatabase();
  const { queue, started } = startQueue(database);
  await started;
  const data = { businessId: crypto.randomUUID(), customerId: crypto.randomUUID() };
  const opts = { singletonKey: `welcome:${data.customerId}`, singletonSeconds: 7 * 86_400 };
  const startAfter = new Date(Date.now() + 3_600_000);

  const first = await queue.send(JOBS.sendWelcome, data, { ...opts, startAfter });
  expect(first).not.toBeNull();
  expect(await queue.send(JOBS.sendWelcome, data, opts)).toBeNull();
  const rows = await database.db.execute(
    sql`select start_after from pgboss.job where data->>'customerId' = ${data.customerId}`,
  );
  const found = rowsOf<{ start_after: Date | string }>(rows);
  expect(found).toHaveLength(1);
  expect(Math.abs(new Date(found[0].start_after).getTime() - startAfter.getTime())).toBeLessThan(1000);
}, 90_000);
