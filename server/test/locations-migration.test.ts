import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openScratchMigrationDb, type TScratchMigrationDb } from './scratch-migration-db.ts';

/**
 * Migration 0047 on a database of its own, as an upgrade meets it: migrated up to 0046 (the migrations folder with
 * 0047 left out of its journal), given QR codes with free-text locations and tiers without max_locations, then
 * migrated on with the real folder, which applies 0047 and any after it. PGlite in memory, or a fresh PostgreSQL
 * database when the run has one (dropped at the end).
 */
const TARGET = '0047_locations';

let scratch: TScratchMigrationDb;
const rows = <T>(query: SQL) => scratch.rows<T>(query);
let hadLocationName = false;

async function hasLocationNameColumn(): Promise<boolean> {
  const [row] = await rows<{ n: number }>(
    sql`select count(*)::int as n from information_schema.columns
        where table_name = 'qr_codes' and column_name = 'location_name'`,
  );
  return row?.n === 1;
}

beforeAll(async () => {
  scratch = await openScratchMigrationDb('mig0047');
  await scratch.migrateBefore(TARGET);
  hadLocationName = await hasLocationNameColumn();

  await scratch.database.db.execute(sql`
    insert into users (id, name, email) values ('u-a', 'A', 'a@mig.test'), ('u-b', 'B', 'b@mig.test')`);
  await scratch.database.db.execute(sql`
    insert into businesses (id, email, company_name) values ('u-a', 'a@mig.test', 'Shop A'), ('u-b', 'b@mig.test', 'Shop B')`);
  await scratch.database.db.execute(sql`
    insert into qr_codes (business_id, code, location_name, created_at) values
      ('u-a', 'a-front', 'Front Counter', '2026-01-02T10:00:00Z'),
      ('u-a', 'a-front-2', '  front counter ', '2026-01-01T09:00:00Z'),
      ('u-a', 'a-patio', 'Patio', '2026-01-03T10:00:00Z'),
      ('u-a', 'a-none', null, '2026-01-04T10:00:00Z'),
      ('u-a', 'a-blank', '   ', '2026-01-05T10:00:00Z'),
      ('u-b', 'b-front', 'Front Counter', '2026-02-01T10:00:00Z')`);
  await scratch.database.db.execute(sql`
    insert into subscription_tiers (name, max_customers, max_programs, max_sms_monthly, features) values
      ('Free', 100, 1, 0, '{"max_seats": 1}'), ('Pro', 1000, 3, 500, '{"max_seats": 3}'),
      ('Agency', -1, -1, -1, '{"max_seats": 10}'), ('Custom', 10, 1, 0, '{}'),
      ('Set already', 10, 1, 0, '{"max_locations": 7}')`);

  await scratch.migrateAll();
}, 120_000);

afterAll(() => scratch?.close());

describe('migration 0047: free-text QR locations become locations', () => {
  it('makes one location per business and name (any case or spacing), links every code, and drops the text', async () => {
    const locations = await rows<{ business_id: string; name: string; created_at: Date | string }>(
      sql`select business_id, name, created_at from locations order by business_id, lower(name)`,
    );
    expect(locations.map((l) => [l.business_id, l.name.toLowerCase()])).toEqual([
      ['u-a', 'front counter'],
      ['u-a', 'patio'],
      ['u-b', 'front counter'],
    ]);
    // The trimmed text of one of the codes (which spelling wins depends on the collation), dated by the oldest code.
    expect(['Front Counter', 'front counter']).toContain(locations[0]?.name);
    expect(locations[1]?.name).toBe('Patio');
    expect(new Date(locations[0]?.created_at ?? '').toISOString()).toBe('2026-01-01T09:00:00.000Z');

    const codes = await rows<{
      code: string;
      business_id: string;
      location: string | null;
      location_business: string | null;
    }>(
      sql`select q.code, q.business_id, lower(l.name) as location, l.business_id as location_business
          from qr_codes q left join locations l on l.id = q.location_id order by q.code`,
    );
    expect(codes.map((c) => [c.code, c.location, c.location_business])).toEqual([
      ['a-blank', null, null],
      ['a-front', 'front counter', 'u-a'],
      ['a-front-2', 'front counter', 'u-a'],
      ['a-none', null, null],
      ['a-patio', 'patio', 'u-a'],
      ['b-front', 'front counter', 'u-b'],
    ]);

    expect(hadLocationName).toBe(true);
    expect(await hasLocationNameColumn()).toBe(false);
  });

  it('puts max_locations in every tier that has none: Free 1, Pro 3, Agency unlimited, others 1', async () => {
    const tiers = await rows<{ name: string; features: Record<string, unknown> }>(
      sql`select name, features from subscription_tiers order by name`,
    );
    expect(tiers.map((t) => [t.name, t.features.max_locations, t.features.max_seats ?? null])).toEqual([
      ['Agency', -1, 10],
      ['Custom', 1, null],
      ['Free', 1, 1],
      ['Pro', 3, 3],
      ['Set already', 7, null],
    ]);
  });
});
