import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openScratchMigrationDb, type TScratchMigrationDb } from './scratch-migration-db.ts';

/**
 * Migration 0079 as an upgrade meets it (issue 53): before it, every member of an agency's team opened every client;
 * after it, account managers open the clients assigned to them. So that nobody loses a client they worked on, each
 * active member who is not an admin is assigned every client of their agency, and nobody else anything.
 */
const TARGET = '0079_client_managers';
const TENANT_A = '00000000-0000-4000-8000-00000000000a';
const TENANT_B = '00000000-0000-4000-8000-00000000000b';

let scratch: TScratchMigrationDb;
const exec = (query: SQL) => scratch.database.db.execute(query);

beforeAll(async () => {
  scratch = await openScratchMigrationDb('mig0079');
  await scratch.migrateBefore(TARGET);
  await exec(sql`insert into users (id, name, email) values
    ('agency-a', 'A', 'a@mig.test'), ('agency-b', 'B', 'b@mig.test'), ('sam', 'Sam', 'sam@mig.test'),
    ('kim', 'Kim', 'kim@mig.test'), ('gone', 'Gone', 'gone@mig.test'), ('bo', 'Bo', 'bo@mig.test'),
    ('harbor', 'H', 'h@mig.invalid'), ('bean', 'Be', 'be@mig.invalid'), ('crumb', 'C', 'c@mig.invalid'),
    ('solo', 'S', 's@mig.test')`);
  await exec(sql`insert into tenants (id, company_name, admin_user_id) values
    (${TENANT_A}, 'Agency A', 'agency-a'), (${TENANT_B}, 'Agency B', 'agency-b')`);
  await exec(sql`insert into businesses (id, email, company_name, tenant_id, is_tenant_admin, agency_id) values
    ('agency-a', 'a@mig.test', 'Agency A', ${TENANT_A}, true, null),
    ('agency-b', 'b@mig.test', 'Agency B', ${TENANT_B}, true, null),
    ('sam', 'sam@mig.test', 'Sam', ${TENANT_A}, false, null),
    ('kim', 'kim@mig.test', 'Kim', ${TENANT_A}, false, null),
    ('gone', 'gone@mig.test', 'Gone', ${TENANT_A}, false, null),
    ('bo', 'bo@mig.test', 'Bo', ${TENANT_B}, false, null),
    ('harbor', 'h@mig.invalid', 'Harbor', null, false, 'agency-a'),
    ('bean', 'be@mig.invalid', 'Bean', null, false, 'agency-a'),
    ('crumb', 'c@mig.invalid', 'Crumb', null, false, 'agency-b'),
    ('solo', 's@mig.test', 'Solo', null, false, null)`);
  await exec(sql`insert into tenant_members (tenant_id, user_id, role, status) values
    (${TENANT_A}, 'agency-a', 'admin', 'active'), (${TENANT_A}, 'sam', 'member', 'active'),
    (${TENANT_A}, 'kim', 'admin', 'active'), (${TENANT_A}, 'gone', 'member', 'inactive'),
    (${TENANT_B}, 'agency-b', 'admin', 'active'), (${TENANT_B}, 'bo', 'member', 'active')`);
  await scratch.migrateAll();
}, 120_000);

afterAll(() => scratch?.close());

it('assigns every active non-admin member of an agency every client of that agency, and nothing else', async () => {
  const assigned = await scratch.rows<{ business_id: string; user_id: string }>(
    sql`select business_id, user_id from client_managers order by business_id, user_id`,
  );
  expect(assigned.map((r) => [r.business_id, r.user_id])).toEqual([
    ['bean', 'sam'],
    ['crumb', 'bo'],
    ['harbor', 'sam'],
  ]);
});
