import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openScratchMigrationDb, type TScratchMigrationDb } from './scratch-migration-db.ts';

/**
 * Migration 0051 on a database of its own, as an upgrade meets it: migrated up to 0050 (the migrations folder with
 * 0051 left out of its journal), given purchases in dollars and their rollups, then migrated on with the real folder.
 * Every amount becomes cents in USD, the rollups too; nothing is lost. PGlite in memory, or a fresh PostgreSQL
 * database when the run has one (dropped at the end).
 */
const TARGET = '0051_money-in-minor-units';

let scratch: TScratchMigrationDb;
const rows = <T>(query: SQL) => scratch.rows<T>(query);

beforeAll(async () => {
  scratch = await openScratchMigrationDb('mig0051');
  await scratch.migrateBefore(TARGET);

  await scratch.database.db.execute(sql`insert into users (id, name, email) values ('u-a', 'A', 'a@mig.test')`);
  await scratch.database.db.execute(
    sql`insert into businesses (id, email, company_name) values ('u-a', 'a@mig.test', 'Shop A')`,
  );
  // The ledger's own trigger (as 0050 has it) adds the purchases to ledger_days in dollars.
  await scratch.database.db.execute(sql`
    insert into transactions (business_id, type, amount, points, created_at) values
      ('u-a', 'purchase', 12.50, 0, '2026-03-01T10:00:00Z'),
      ('u-a', 'purchase', 7.25, 0, '2026-03-01T11:00:00Z'),
      ('u-a', 'purchase', 0.29, 0, '2026-03-02T11:00:00Z'),
      ('u-a', 'purchase', null, 0, '2026-03-02T12:00:00Z'),
      ('u-a', 'visit', null, 0, '2026-03-02T12:00:00Z')`);
  await scratch.database.db.execute(sql`
    insert into customer_activity_days (business_id, day, customer_id, checkins, purchases_with_amount, spend,
      member_checkins, member_purchases_with_amount, member_spend)
    values ('u-a', '2026-03-01', '00000000-0000-4000-8000-000000000001', 2, 2, 19.75, 1, 1, 7.25)`);

  await scratch.migrateAll();
}, 120_000);

afterAll(() => scratch?.close());

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
