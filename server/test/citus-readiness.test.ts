import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TTestApp } from './harness.ts';

/*
 * Citus readiness (docs/SCALING.md): every table holding business_id is distributed by it, businesses by its id, and
 * the rest are reference tables (a copy on every node) or stay on the coordinator. Citus then needs every primary key,
 * unique index and foreign key of a distributed table to hold the distribution column, and no reference or
 * coordinator table to point at a distributed one. This reads the migrated database's catalog and lists every key
 * that breaks it, so a new table or key is a decision, not an accident.
 */

/** The distribution root: distributed by id (= every tenant row's business_id), colocated with the tenant tables. */
const ROOT = 'businesses';

/** Replicated to every node (create_reference_table): read with, or referenced by, the tenant tables. */
const REFERENCE: Record<string, string> = {
  users: 'a sign-in, which may own a business, belong to a team or be a super admin',
  accounts: "better-auth's credentials of a user",
  sessions: "better-auth's sessions: the session reader finds the business from them",
  verifications: "better-auth's e-mail and reset tokens, before any business",
  two_factors: "a user's authenticator secret and recovery codes, read at sign-in before any business",
  passkeys: "a user's passkeys' public keys, read at sign-in before any business",
  super_admins: 'the platform operators, above every business',
  tenants: "an agency's team, which spans its members' businesses",
  tenant_members: 'who belongs to a team',
  tenant_invitations: 'an invitation token, opened before the invitee has a business',
  subscription_tiers: 'the plans every business reads',
  portal_sessions: "a customer portal sign-in: one phone's session holds customers of several businesses",
  business_keys: 'the one lookup from a key that arrives with no business (QR code, provider customer) to its business',
};

/** Kept on the coordinator only: never joined with a tenant table, or holding rows of no business. */
const COORDINATOR: Record<string, string> = {
  outbox_messages: "the offline outbox also holds the super admin's test sends, which belong to no business",
  billing_events: 'a provider event is stored (replays refused by its id) before, and whether, a business is found',
  platform_settings: 'install-wide values (the generated auth secret)',
  rate_limits: "counters keyed by a hash of the caller's identity, before any business is known; written per request",
  send_rate_windows: "a provider sender's per-second budget, shared by every business; written per send",
  portal_pin_resets: "a forgotten-PIN code per phone, which may be a customer's of several businesses",
  admin_audit_log: "the super admin's actions across businesses",
};

type TTable = { name: string; hasBusinessId: boolean };
type TConstraint = {
  table: string;
  name: string;
  type: 'p' | 'u' | 'f';
  columns: string[];
  refTable: string | null;
  refColumns: string[];
  definition: string;
};
type TUniqueIndex = { table: string; name: string; hasBusinessId: boolean; definition: string };

let t: TTestApp;
let tables: TTable[];
let constraints: TConstraint[];
let uniqueIndexes: TUniqueIndex[];

async function rows<T>(query: string): Promise<T[]> {
  const result = (await t.db.execute(sql.raw(query))) as unknown;
  return Array.isArray(result) ? result : (result as { rows: T[] }).rows;
}

beforeAll(async () => {
  t = await startTestApp();
  tables = await rows<TTable>(`
    select c.relname as name,
      exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'business_id' and not a.attisdropped)
        as "hasBusinessId"
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p')`);
  const names = (rel: string, keys: string) =>
    `to_json(array(select a.attname::text from unnest(c.${keys}) with ordinality k(attnum, i)
      join pg_attribute a on a.attrelid = c.${rel} and a.attnum = k.attnum order by k.i))`;
  constraints = await rows<TConstraint>(`
    select c.conrelid::regclass::text as "table", c.conname as name, c.contype as type,
      ${names('conrelid', 'conkey')} as columns,
      case when c.contype = 'f' then c.confrelid::regclass::text end as "refTable",
      case when c.contype = 'f' then ${names('confrelid', 'confkey')} else '[]'::json end as "refColumns",
      pg_get_constraintdef(c.oid) as definition
    from pg_constraint c join pg_namespace n on n.oid = c.connamespace
    where n.nspname = 'public' and c.contype in ('p', 'u', 'f')`);
  // Unique indexes that back no constraint (those are checked above): business_id must be one of the key columns.
  uniqueIndexes = await rows<TUniqueIndex>(`
    select t.relname as "table", ic.relname as name, pg_get_indexdef(i.indexrelid) as definition,
      exists (select 1 from pg_attribute a where a.attrelid = i.indrelid and a.attname = 'business_id'
        and a.attnum = any ((i.indkey::int2[])[0:i.indnkeyatts - 1])) as "hasBusinessId"
    from pg_index i join pg_class ic on ic.oid = i.indexrelid join pg_class t on t.oid = i.indrelid
      join pg_namespace n on n.oid = t.relnamespace
    where n.nspname = 'public' and i.indisunique
      and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid and c.conrelid = i.indrelid)`);
});

afterAll(() => t?.stop());

const isTenant = (table: string) =>
  table !== ROOT && !(table in REFERENCE) && !(table in COORDINATOR) && tables.some((x) => x.name === table);
/** The column a table is distributed by, or null for a table that is not distributed. */
const distributionColumn = (table: string) => (table === ROOT ? 'id' : isTenant(table) ? 'business_id' : null);

it('places every table without business_id on purpose: reference or coordinator, with its reason', () => {
  const unplaced = tables
    .filter((x) => !x.hasBusinessId && x.name !== ROOT && !(x.name in REFERENCE) && !(x.name in COORDINATOR))
    .map((x) => `${x.name}: no business_id; add it, or list the table in REFERENCE or COORDINATOR with why`);
  const stale = [...Object.keys(REFERENCE), ...Object.keys(COORDINATOR)]
    .filter((name) => !tables.some((x) => x.name === name))
    .map((name) => `${name}: listed, but no such table`);
  expect([...unplaced, ...stale]).toEqual([]);
});

it('puts business_id in every primary key, unique key and unique index of a tenant table', () => {
  const keys = constraints
    .filter((c) => c.type !== 'f' && distributionColumn(c.table))
    .filter((c) => !c.columns.includes(distributionColumn(c.table) as string))
    .map((c) => `${c.table}.${c.name}: ${c.definition} (without ${distributionColumn(c.table)})`);
  const indexes = uniqueIndexes
    .filter((i) => isTenant(i.table) && !i.hasBusinessId)
    .map((i) => `${i.table}.${i.name}: ${i.definition} (without business_id)`);
  expect([...keys, ...indexes]).toEqual([]);
});

it('keeps every foreign key of a tenant table inside its business', () => {
  const wrong = constraints
    .filter((c) => c.type === 'f')
    .flatMap((c) => {
      const from = distributionColumn(c.table);
      const to = distributionColumn(c.refTable as string);
      const label = `${c.table}.${c.name}: ${c.definition}`;
      const toCoordinator = (c.refTable as string) in COORDINATOR;
      // A reference table can point at a reference table; a coordinator table at either; nothing at a distributed one.
      if (!from) {
        if (to) return [`${label} (a table that is not distributed points at a distributed one)`];
        return c.table in REFERENCE && toCoordinator ? [`${label} (a reference table points at the coordinator)`] : [];
      }
      if (toCoordinator) return [`${label} (a distributed table points at a table kept on the coordinator)`];
      if (!to) return [];
      const i = c.columns.indexOf(from);
      return i >= 0 && c.refColumns[i] === to ? [] : [`${label} (must pair ${from} with ${c.refTable}.${to})`];
    });
  expect(wrong).toEqual([]);
});
