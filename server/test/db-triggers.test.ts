import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { applyTriggers, triggersSql } from '../src/db/apply-triggers.ts';
import type { TDatabase } from '../src/db/client.ts';
import { startIsolatedTestApp, type TTestApp } from './harness.ts';

/*
 * The live trigger functions and triggers are the ones in src/db/triggers.sql, which start-up applies after the
 * migrations: a function or trigger made anywhere else (a migration) would be a second place to read, so it fails here.
 * On a database of its own: the second test drops a trigger, which every other file's check-ins need.
 */

type TFunction = { name: string; body: string };
type TTrigger = { name: string; table: string };

let t: TTestApp;
let database: TDatabase;

async function rows<T>(query: string): Promise<T[]> {
  const result = (await t.db.execute(sql.raw(query))) as unknown;
  return Array.isArray(result) ? result : (result as { rows: T[] }).rows;
}

/** Our own functions (not an extension's such as pg_trgm's, not the version mark) and triggers, from the catalog. */
const liveFunctions = () =>
  rows<TFunction>(`
    select p.proname as name, p.prosrc as body from pg_proc p
    where p.pronamespace = current_schema()::text::regnamespace and p.proname <> 'triggers_sql_version'
      and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid
        and d.deptype = 'e')
    order by 1`);
const liveTriggers = () =>
  rows<TTrigger>(`
    select tg.tgname as name, c.relname as "table" from pg_trigger tg join pg_class c on c.oid = tg.tgrelid
    where not tg.tgisinternal and c.relnamespace = current_schema()::text::regnamespace order by 1`);

const file = triggersSql();
const fileFunctions = [...file.matchAll(/CREATE OR REPLACE FUNCTION (\w+)\([\s\S]*?AS \$\$([\s\S]*?)\$\$;/g)]
  .map((m) => ({ name: m[1], body: m[2] }))
  .sort((a, b) => a.name.localeCompare(b.name));
const fileTriggers = [...file.matchAll(/CREATE OR REPLACE TRIGGER (\w+)\s[\s\S]*?\bON (\w+)/g)]
  .map((m) => ({ name: m[1], table: m[2] }))
  .sort((a, b) => a.name.localeCompare(b.name));

beforeAll(async () => {
  t = await startIsolatedTestApp('db_triggers');
  database = t.deps.database;
});

afterAll(() => t?.stop());

it('runs exactly the functions and triggers of triggers.sql, with its bodies', async () => {
  expect(fileFunctions.map((f) => f.name)).toContain('analytics_rollups_add_rows');
  expect(await liveFunctions()).toEqual(fileFunctions);
  expect(await liveTriggers()).toEqual(fileTriggers);
});

it('applies the file again when its text changed, and only then', async () => {
  await t.db.execute(sql.raw('DROP TRIGGER analytics_rollups_insert ON transactions'));
  expect(await applyTriggers(database)).toBe(false);
  expect((await liveTriggers()).map((x) => x.name)).not.toContain('analytics_rollups_insert');

  // A new version of the file (here: one more comment) puts back the trigger and replaces every function.
  expect(await applyTriggers(database, `${file}\n-- changed\n`)).toBe(true);
  expect(await liveTriggers()).toEqual(fileTriggers);
  expect(await applyTriggers(database, `${file}\n-- changed\n`)).toBe(false);
  // Start-up with the file as shipped applies it again (its text differs from the one applied last).
  expect(await applyTriggers(database)).toBe(true);
  expect(await liveFunctions()).toEqual(fileFunctions);
});
