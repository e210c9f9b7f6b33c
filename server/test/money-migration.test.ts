import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type TDatabase } from '../src/db/client.ts';

/**
 * Migration 0051 on a database of its own, as an upgrade meets it: migrated up to 0050 (the migrations folder with
 * 0051 left out of its journal), given purchases in dollars and their rollups, then migrated on with the real folder.
 * Every amount becomes cents in USD, the rollups too; nothing is lost. PGlite in memory, or a fresh PostgreSQL
 * database when the run has one (dropped at the end).
 */
const MIGRATIONS = new URL('../src/db/migrations', import.meta.url).pathname;
const TARGET = '0051_money-in-minor-units';

let database: TDatabase;
let drop: () => Promise<void> = async () => {};
let before0051: string;

function migrate(folder: string) {
  return database.kind === 'pg'
    ? migratePg(drizzlePg(database.pool), { migrationsFolder: folder })
    : migratePglite(drizzlePglite(database.client), { migrationsFolder: folder });
}

/** A copy of the migrations whose journal stops before 0051. */
function folderBefore0051(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'regulars-before-0051-'));
  fs.cpSync(MIGRATIONS, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === TARGET);
  if (at < 0) throw new Error(`${TARGET} is not in the journal`);
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

beforeAll(async () => {
  const shared = inject('databaseUrl');
  if (shared) {
    const name = `regulars_mig0051_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: shared });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(shared);
    url.pathname = `/${name}`;
    database = await openDatabase({ databaseUrl: url.toString() });
    drop = async () => {
      // The pool's connections finish closing after close() resolves: one forced out by the drop fails loudly (57P01),
      // so wait until none is left (at most 10 s), as test/harness.ts does.
      for (let i = 0; i < 100; i++) {
        const open = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (open.rows[0].n === 0) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  } else {
    database = await openDatabase({ dataDir: 'memory://' });
  }
  before0051 = folderBefore0051();
  await migrate(before0051);

  await database.db.execute(sql`insert into users (id, name, email) values ('u-a', 'A', 'a@mig.test')`);
  await database.db.execute(
    sql`insert into businesses (id, email, company_name) values ('u-a', 'a@mig.test', 'Shop A')`,
  );
  // The ledger's own trigger (as 0050 has it) adds the purchases to ledger_days in dollars.
  await database.db.execute(sql`
    insert into transactions (business_id, type, amount, points, created_at) values
      ('u-a', 'purchase', 12.50, 0, '2026-03-01T10:00:00Z'),
      ('u-a', 'purchase', 7.25, 0, '2026-03-01T11:00:00Z'),
      ('u-a', 'purchase', 0.29, 0, '2026-03-02T11:00:00Z'),
      ('u-a', 'purchase', null, 0, '2026-03-02T12:00:00Z'),
      ('u-a', 'visit', null, 0, '2026-03-02T12:00:00Z')`);
  await database.db.execute(sql`
    insert into customer_activity_days (business_id, day, customer_id, checkins, purchases_with_amount, spend,
      member_checkins, member_purchases_with_amount, member_spend)
    values ('u-a', '2026-03-01', '00000000-0000-4000-8000-000000000001', 2, 2, 19.75, 1, 1, 7.25)`);

  await migrate(MIGRATIONS);
}, 120_000);

afterAll(async () => {
  await database?.close();
  await drop();
  if (before0051) fs.rmSync(before0051, { recursive: true, force: true });
});

describe('migration 0051: money in minor units', () => {
  it('keeps every amount as cents in USD, and a row without one without one', async () => {
    const ledger = await rows<{ amount_minor: string | null; currency: string | null }>(
      sql`select amount_minor::text, currency from transactions order by created_at, type`,
    );
    expect(ledger.map((r) => [r.amount_minor, r.currency])).toEqual([
      ['1250', 'USD'],
      ['725', 'USD'],
      ['29', 'USD'],
      [null, null],
      [null, null],
    ]);
    const columns = await rows<{ column_name: string }>(
      sql`select column_name from information_schema.columns where table_name = 'transactions' and column_name = 'amount'`,
    );
    expect(columns).toEqual([]);
  });

  it('turns the rollups into cents too, and gives the business US dollars in en-US', async () => {
    const days = await rows<{ day: string; amount: string; with_amount: number }>(
      sql`select day::text, sum(amount)::text as amount, sum(with_amount)::int as with_amount from ledger_days
          where kind = 'purchase' group by day order by day`,
    );
    expect(days.map((d) => [d.day, d.amount, d.with_amount])).toEqual([
      ['2026-03-01', '1975', 2],
      ['2026-03-02', '29', 1],
    ]);
    const [activity] = await rows<{ spend: string; member_spend: string }>(
      sql`select spend::text, member_spend::text from customer_activity_days where business_id = 'u-a'`,
    );
    expect(activity).toEqual({ spend: '1975', member_spend: '725' });
    const [business] = await rows<{ currency: string; locale: string }>(
      sql`select currency, locale from businesses where id = 'u-a'`,
    );
    expect(business).toEqual({ currency: 'USD', locale: 'en-US' });
  });
});
