import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { triggersSql } from '../src/db/apply-triggers.ts';
import { JOIN_PROGRAMS } from '../src/loyalty/join-programs.ts';
import { WRITE_EARN_ACTIONS } from '../src/loyalty/write-earn-action.ts';
import { startTestApp, type TTestApp } from './harness.ts';

/*
 * A check-in updates its customer's totals, its progress rows and the day rollups. PostgreSQL updates a row in place
 * (HOT: no new entry in any of the table's indexes, customers' trigram one included) only while no index covers a
 * column the update changes. This reads the columns from the check-in's own statements (the write, the joining of
 * programs, and the functions its ledger trigger runs) and fails for any index that covers one, by its key, an
 * expression or a partial index's condition.
 */

/** The check-in's trigger functions in triggers.sql: the rollups' upserts and the relinking of visit days. */
const CHECKIN_FUNCTIONS = ['analytics_rollups_add_rows', 'analytics_rollups_link_customers', 'analytics_rollups_link'];

/** `table → columns` set by the UPDATE … SET and INSERT … ON CONFLICT … DO UPDATE SET clauses of a SQL text. */
function updatedColumns(text: string): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  const add = (table: string, setClause: string) => {
    const columns = found.get(table) ?? new Set<string>();
    // An assignment starts the clause or follows a comma at the top level: `name = …`.
    for (const m of setClause.matchAll(/(?:^|,)\s*([a-z_]+)\s*=(?!=)/g)) columns.add(m[1]);
    found.set(table, columns);
  };
  for (const m of text.matchAll(
    /\bupdate\s+([a-z_]+)(?:\s+(?:as\s+)?[a-z]\w*)?\s+set\s+([\s\S]*?)(?=\bfrom\b|\bwhere\b|\)\s*(?:,|select)|;|$)/gi,
  )) {
    add(m[1].toLowerCase(), m[2]);
  }
  // An upsert's update, never reaching past the next insert (an insert without one).
  const upsert =
    /\binsert\s+into\s+([a-z_]+)(?:(?!\binsert\s+into\b)[\s\S])*?\bdo\s+update\s+set\s+([\s\S]*?)(?=\)\s*,|\)\s*insert|;|\bwhere\b|$)/gi;
  for (const m of text.matchAll(upsert)) {
    add(m[1].toLowerCase(), m[2]);
  }
  return found;
}

function functionBody(text: string, name: string): string {
  const m = text.match(new RegExp(`FUNCTION ${name}\\([\\s\\S]*?AS \\$\\$([\\s\\S]*?)\\$\\$;`));
  if (!m) throw new Error(`${name} is not in triggers.sql`);
  return m[1];
}

type TIndex = { table: string; name: string; keys: string[]; expressions: string | null; predicate: string | null };

let t: TTestApp;
let indexes: TIndex[];

beforeAll(async () => {
  t = await startTestApp();
  const result = (await t.db.execute(
    sql.raw(`
      select tc.relname as "table", ic.relname as name,
        to_json(array(select a.attname::text from unnest(i.indkey::int2[]) k(attnum)
          join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum)) as keys,
        pg_get_expr(i.indexprs, i.indrelid) as expressions, pg_get_expr(i.indpred, i.indrelid) as predicate
      from pg_index i join pg_class ic on ic.oid = i.indexrelid join pg_class tc on tc.oid = i.indrelid
        join pg_namespace n on n.oid = tc.relnamespace
      where n.nspname = current_schema()`),
  )) as unknown;
  indexes = Array.isArray(result) ? result : (result as { rows: TIndex[] }).rows;
});

afterAll(() => t?.stop());

const checkinUpdates = () => {
  const triggers = triggersSql();
  const texts = [
    WRITE_EARN_ACTIONS.text,
    JOIN_PROGRAMS.text,
    ...CHECKIN_FUNCTIONS.map((f) => functionBody(triggers, f)),
  ];
  const all = new Map<string, Set<string>>();
  for (const [table, columns] of texts.flatMap((text) => [...updatedColumns(text)])) {
    all.set(table, new Set([...(all.get(table) ?? []), ...columns]));
  }
  return all;
};

it("reads the columns a check-in updates from the check-in's statements", () => {
  const updates = checkinUpdates();
  // The parse must see what a check-in is known to change, or the rule below would pass by seeing nothing.
  expect([...(updates.get('customers') ?? [])]).toEqual(
    expect.arrayContaining(['total_points', 'total_visits', 'last_visit_at', 'loyalty_version']),
  );
  expect([...(updates.get('customer_program_progress') ?? [])]).toEqual(
    expect.arrayContaining(['points_balance', 'stamps_current', 'card_expires_at', 'last_activity_at']),
  );
  expect([...(updates.get('customer_activity_days') ?? [])]).toEqual(
    expect.arrayContaining(['checkins', 'previous_day', 'next_day']),
  );
  expect([...(updates.get('ledger_days') ?? [])]).toEqual(expect.arrayContaining(['rows', 'points']));
  expect([...(updates.get('program_customer_days') ?? [])]).toEqual(['rows']);
});

/** `table.index covers column` for every index that covers a column a check-in updates. */
function coveringIndexes(all: TIndex[], updates: Map<string, Set<string>>): string[] {
  const covering: string[] = [];
  const inText = (text: string | null, column: string) => !!text && new RegExp(`\\b${column}\\b`).test(text);
  for (const [table, columns] of updates) {
    for (const index of all.filter((i) => i.table === table)) {
      for (const column of columns) {
        if (index.keys.includes(column) || inText(index.expressions, column) || inText(index.predicate, column)) {
          covering.push(`${table}.${index.name} covers ${column}`);
        }
      }
    }
  }
  return covering;
}

it('has no index on a column a check-in updates (its updates stay in place, HOT)', () => {
  expect(coveringIndexes(indexes, checkinUpdates())).toEqual([]);
});

it('would name an index on an updated column, by its key, an expression or a condition', () => {
  const index = (name: string, parts: Partial<TIndex>): TIndex => ({
    table: 'customers',
    name,
    keys: ['business_id'],
    expressions: null,
    predicate: null,
    ...parts,
  });
  const added = [
    index('by_last_visit', { keys: ['business_id', 'last_visit_at'] }),
    index('by_visit_day', { keys: ['business_id', '0'], expressions: '((last_visit_at)::date)' }),
    index('regulars', { predicate: '(total_visits > 10)' }),
    index('by_name', { keys: ['business_id', 'first_name'] }),
  ];
  expect(coveringIndexes([...indexes, ...added], checkinUpdates())).toEqual([
    'customers.by_last_visit covers last_visit_at',
    'customers.by_visit_day covers last_visit_at',
    'customers.regulars covers total_visits',
  ]);
});
