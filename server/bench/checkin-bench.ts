import { randomUUID } from 'node:crypto';
import { splitValidRows, toImportRows } from '@regulars/contracts';
import { and, eq, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { createApp } from '../src/app.ts';
import { formatCustomerId } from '../src/customers/customer-number.ts';
import type { TDatabase } from '../src/db/client.ts';
import { businesses, customers, earnMultipliers, statusPrograms, transactions } from '../src/db/schema/index.ts';
import { checkLedger } from '../src/loyalty/check-ledger.ts';
import type { TDeps } from '../src/platform/context.ts';
import { copyRows } from './copy-rows.ts';
import { cpuMeter } from './cpu-meter.ts';
import { call, generateCsv, signUp } from './customers-bench.ts';
import { statementStats } from './statement-stats.ts';

/** A business's handful of tills (the target's reading: p95 < 30 ms at 500/s needs few requests in flight). */
export const TILLS = 8;
/** The earlier reading, kept beside it: 20 clients in flight. */
export const CROWD = 20;
const HAMMER_CLIENTS = 50;
const HAMMER_EACH = 10;
const MEASURE_MS = Number(process.env.BENCH_CHECKIN_MS ?? 10_000);
const FIRST_VISIT_MS = Number(process.env.BENCH_FIRST_VISIT_MS ?? 5_000);
const ONE_TILL_MS = 3_000;
/** Customers kept out of every program for the first-visit phases; the rest are members already. */
const NEWCOMERS = 30_000;

const PROGRAMS = [
  { name: 'Points', type: 'points', config: { pointsPerDollar: 1, dailyPointsCap: 0 } },
  { name: 'Coffee card', type: 'stamp_card', config: { stampsRequired: 10, rewardDescription: 'Free coffee' } },
  { name: 'Codes', type: 'rebate_code', config: {} },
  { name: 'VIP', type: 'discount', config: {} },
  { name: 'Muffin', type: 'free_item', config: { itemName: 'Muffin' } },
];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/**
 * Check-ins through the app's HTTP handler in this process (every middleware, the session, the engine, the
 * database): a business of `rows` customers and 5 active programs, most customers members of them already. Returning
 * customers: one till alone records purchases for 3 seconds (its latency), then 8 tills; first visits (each joins 5
 * programs) at 8 tills; then 20 clients of each; then 8 tills again without and with earn multipliers and status tiers
 * (issue 51: a happy hour all week, a birthday week and a tier every member holds, multiplied), back to back; then, multipliers on, 50 clients hammer ONE
 * customer at once, after which every balance must equal its ledger sum (checkLedger). `reference` (pgbench -N) runs right before and right after the two
 * 8-till phases, so the check-ins can be read as a share of the database's own speed at that moment.
 */
export async function benchCheckins(
  deps: TDeps & { database: TDatabase },
  rows: number,
  reference?: () => Promise<number>,
) {
  const app = createApp(deps);
  const { cookie, businessId } = await signUp(app, deps.db, 'Bench Check-in Café');
  const parsed = Papa.parse<Record<string, string>>(generateCsv(rows, 'c').replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: true,
    transformHeader: (h) => h.trim().toLowerCase(),
  });
  await copyRows(deps.database, businessId, splitValidRows(toImportRows(parsed.data)).valid);
  for (const program of PROGRAMS) await call(app, cookie, '/api/programs', program);
  const newcomers = Math.min(NEWCOMERS, Math.floor(rows / 3));
  const lastMember = formatCustomerId(rows - newcomers);
  await seedMemberships(deps.db, businessId, lastMember);
  // Autovacuum may be off (it is on this machine's server): without a vacuum every read of the loaded rows checks
  // their visibility one by one and index-only scans fetch the heap; production tables get vacuumed.
  await deps.db.execute(sql`vacuum analyze`);
  const all = await deps.db
    .select({ id: customers.id, number: customers.uniqueCustomerId })
    .from(customers)
    .where(eq(customers.businessId, businessId));
  const members = all.filter((c) => c.number <= lastMember).map((c) => c.id);
  const firstVisits = all.filter((c) => c.number > lastMember).map((c) => c.id);

  const purchase = async (customerId: string) => {
    const started = performance.now();
    const res = await app.request(`/api/customers/${customerId}/purchases`, {
      method: 'POST',
      headers: { cookie, origin: 'http://localhost:3000', 'content-type': 'application/json' },
      body: JSON.stringify({ idempotencyKey: randomUUID(), amount: 5 + Math.round(Math.random() * 4000) / 100 }),
    });
    await res.arrayBuffer();
    if (res.status !== 201) throw new Error(`check-in answered ${res.status}`);
    return performance.now() - started;
  };

  // Random members other than the hammer's (members[0]), so its visits are the hammer's alone.
  const returning = () => members[1 + Math.floor(Math.random() * (members.length - 1))];
  // Each newcomer once: every check-in is that customer's first (joins 5 programs, issues a rebate code).
  const newcomer = () => {
    const id = firstVisits.pop();
    if (!id) throw new Error('the first-visit customers ran out: raise NEWCOMERS');
    return id;
  };
  /** `clients` record purchases back to back for `ms`; the rate and latencies. */
  const startCpu = cpuMeter(deps.database);
  const measure = async (clients: number, ms: number, customer: () => string, collect?: number[]) => {
    const latencies: number[] = [];
    const stopCpu = await startCpu();
    const started = performance.now();
    // The clock is read in the loop, not by a timer: in-process PGlite answers through microtasks alone, so a timer
    // would not fire until the workers stopped.
    const deadline = started + ms;
    const worker = async () => {
      while (performance.now() < deadline) latencies.push(await purchase(customer()));
    };
    await Promise.all(Array.from({ length: clients }, worker));
    const seconds = (performance.now() - started) / 1000;
    collect?.push(...latencies);
    return summary(clients, latencies, seconds, await stopCpu());
  };
  // One till alone: what a cashier waits for.
  const till = await measure(1, ONE_TILL_MS, returning);
  const before = reference ? await reference() : null;
  // BENCH_STATEMENTS=1: where the database's time went while the tills ran (bench/statement-stats.ts).
  const stats =
    process.env.BENCH_STATEMENTS === '1' && deps.database.kind === 'pg'
      ? await statementStats(deps.database.pool)
      : null;
  const tills = await measure(TILLS, MEASURE_MS, returning);
  await stats?.();
  const firstStats =
    process.env.BENCH_STATEMENTS === '1' && deps.database.kind === 'pg'
      ? await statementStats(deps.database.pool)
      : null;
  const firstTills = await measure(TILLS, FIRST_VISIT_MS, newcomer);
  await firstStats?.();
  const after = reference ? await reference() : null;
  const crowd = await measure(CROWD, MEASURE_MS, returning);
  const firstCrowd = await measure(CROWD, FIRST_VISIT_MS, newcomer);
  // Without and with multipliers in alternating rounds (off-on, on-off, …): the machine's drift falls on both alike.
  const statusRule = await prepareStatusTiers(app, cookie, deps.db, businessId);
  const boostedFrom = new Date();
  const rounds = { plain: [] as TCheckinRun[], boosted: [] as TCheckinRun[] };
  const latencies = { plain: [] as number[], boosted: [] as number[] };
  for (let round = 0; round < MULTIPLIER_ROUNDS; round++) {
    for (const on of round % 2 === 0 ? [false, true] : [true, false]) {
      await switchMultipliers(app, cookie, deps.db, businessId, on, statusRule);
      const which = on ? 'boosted' : 'plain';
      rounds[which].push(await measure(TILLS, MEASURE_MS / MULTIPLIER_ROUNDS, returning, latencies[which]));
    }
  }
  await switchMultipliers(app, cookie, deps.db, businessId, true, statusRule);
  const plain = merged(rounds.plain, latencies.plain);
  const boosted = merged(rounds.boosted, latencies.boosted);
  const [{ multiplied = 0 } = {}] = await deps.db
    .select({ multiplied: sql<number>`count(*)::int` })
    .from(transactions)
    .where(
      and(
        eq(transactions.businessId, businessId),
        sql`${transactions.createdAt} >= ${boostedFrom.toISOString()}::timestamptz`,
        sql`${transactions.earnBasis} is not null`,
      ),
    );

  const one = members[0];
  const hammerStarted = performance.now();
  await Promise.all(
    Array.from({ length: HAMMER_CLIENTS }, async () => {
      for (let i = 0; i < HAMMER_EACH; i++) await purchase(one);
    }),
  );
  const hammerSeconds = (performance.now() - hammerStarted) / 1000;
  const [customer] = await deps.db
    .select({ totalVisits: customers.totalVisits })
    .from(customers)
    .where(and(eq(customers.id, one), eq(customers.businessId, businessId)));
  // The hammered customer now has a long ledger (a daily regular's year): one till on them, tiers on and off.
  const regular = { plain: [] as number[], boosted: [] as number[] };
  for (const on of [true, false, false, true]) {
    await switchMultipliers(app, cookie, deps.db, businessId, on, statusRule);
    await measure(1, ONE_TILL_MS / 2, () => one, regular[on ? 'boosted' : 'plain']);
  }
  const [{ rows: regularRows = 0 } = {}] = await deps.db
    .select({ rows: sql<number>`count(*)::int` })
    .from(transactions)
    .where(and(eq(transactions.businessId, businessId), eq(transactions.customerId, one)));
  const mismatches = await checkLedger({ db: deps.db, businessId });
  return {
    pgbench: before === null || after === null ? null : { before, after },
    returning: { till, tills, crowd },
    firstVisit: { tills: firstTills, crowd: firstCrowd },
    multipliers: { plain, boosted, multiplied },
    regular: {
      rows: regularRows,
      plainP50: percentile(
        [...regular.plain].sort((a, b) => a - b),
        0.5,
      ),
      boostedP50: percentile(
        [...regular.boosted].sort((a, b) => a - b),
        0.5,
      ),
    },
    hammer: { requests: HAMMER_CLIENTS * HAMMER_EACH, seconds: hammerSeconds, visits: customer?.totalVisits ?? 0 },
    mismatches: mismatches.length,
  };
}

const MULTIPLIER_ROUNDS = 4;

const STATUS_RULE = { basis: 'points', window: 'rolling', windowMonths: 12, graceDays: 30 } as const;

/**
 * Status tiers, set up before the measured rounds: Silver (×1.5) from the first point and Gold out of reach, saved
 * through the API; once the refresh the save queues has run, every customer holds Silver (a programme running for a
 * while: no check-in below moves anyone up, which happens once per customer and tier, not on every visit). Answers
 * the tier rule, which the rounds remove and put back; the tiers and who holds them stay.
 */
async function prepareStatusTiers(
  app: ReturnType<typeof createApp>,
  cookie: string,
  db: TDeps['db'],
  businessId: string,
): Promise<typeof statusPrograms.$inferSelect> {
  const tiers = [
    { name: 'Silver', threshold: 1, factor: 1.5 },
    { name: 'Gold', threshold: 1_000_000, factor: 2 },
  ];
  await call(app, cookie, '/api/status-tiers', { ...STATUS_RULE, tiers }, 'PUT');
  for (;;) {
    const [{ waiting = 0 } = {}] = await db
      .select({ waiting: sql<number>`count(*)::int` })
      .from(sql`pgboss.job`)
      .where(sql`name = 'status.refresh-business' and state in ('created', 'retry', 'active')`);
    if (waiting === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await db.execute(sql`insert into customer_statuses (business_id, customer_id, tier_id, since)
    select ${businessId}, c.id, (select t.id from status_tiers t where t.business_id = ${businessId}
      order by t.threshold limit 1), now()
    from customers c where c.business_id = ${businessId}
    on conflict (business_id, customer_id) do update set tier_id = excluded.tier_id, keeps_until = null`);
  // As autovacuum would after such a load: the statements planned while the tables were empty plan again.
  await db.execute(sql`analyze customer_statuses, status_tiers, status_programs`);
  const [rule] = await db.delete(statusPrograms).where(eq(statusPrograms.businessId, businessId)).returning();
  if (!rule) throw new Error('the tier rule was not saved');
  return rule;
}

/**
 * On: a happy hour all week and a birthday week, multiplied up to ×3 (through the API), and the status tier rule
 * (prepareStatusTiers), so every purchase is multiplied and reads its customer's status. Off: none.
 */
async function switchMultipliers(
  app: ReturnType<typeof createApp>,
  cookie: string,
  db: TDeps['db'],
  businessId: string,
  on: boolean,
  statusRule: typeof statusPrograms.$inferSelect,
) {
  await db.delete(earnMultipliers).where(eq(earnMultipliers.businessId, businessId));
  await db.delete(statusPrograms).where(eq(statusPrograms.businessId, businessId));
  if (!on) return;
  await db.insert(statusPrograms).values(statusRule);
  const allWeek = { days: [0, 1, 2, 3, 4, 5, 6], startTime: '00:00', endTime: '00:00' };
  await call(app, cookie, '/api/multipliers', { kind: 'happy_hour', name: 'Happy hour', factor: 2, ...allWeek });
  await call(app, cookie, '/api/multipliers', { kind: 'birthday_week', name: 'Birthday week', factor: 1.5 });
  await db
    .update(businesses)
    .set({ multiplierCombine: 'multiply', multiplierCeiling: 3 })
    .where(eq(businesses.id, businessId));
}

/** Rounds of one phase as one run: their check-ins over their seconds, percentiles over all their latencies. */
function merged(runs: TCheckinRun[], latencies: number[]): TCheckinRun {
  const total = (of: (r: TCheckinRun) => number) => runs.reduce((sum, r) => sum + of(r), 0);
  return summary(
    runs[0]?.clients ?? 0,
    latencies,
    total((r) => r.checkins / r.perSecond),
    {
      nodeMs: total((r) => r.nodeCpuMs * r.checkins),
      postgresMs: runs.every((r) => r.postgresCpuMs !== null)
        ? total((r) => (r.postgresCpuMs ?? 0) * r.checkins)
        : null,
    },
  );
}

export type TCheckinRun = {
  clients: number;
  checkins: number;
  perSecond: number;
  p50: number;
  p95: number;
  /** CPU per check-in: this process (HTTP, engine, driver) and the PostgreSQL backends (null when unknown). */
  nodeCpuMs: number;
  postgresCpuMs: number | null;
};

function summary(
  clients: number,
  latencies: number[],
  seconds: number,
  cpu: { nodeMs: number; postgresMs: number | null },
): TCheckinRun {
  const sorted = latencies.sort((a, b) => a - b);
  return {
    clients,
    checkins: sorted.length,
    perSecond: sorted.length / seconds,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    nodeCpuMs: cpu.nodeMs / sorted.length,
    postgresCpuMs: cpu.postgresMs === null ? null : cpu.postgresMs / sorted.length,
  };
}

/**
 * Makes every customer numbered up to `lastMember` a member of every active program already (a progress row and an
 * `enrol` ledger row each, as joining writes), in SQL: a business of 100,000 customers mostly serves members.
 */
export async function seedMemberships(db: TDeps['db'], businessId: string, lastMember: string) {
  await db.execute(sql`
    with members as (
      select c.id as customer_id, p.id as program_id
      from customers c cross join loyalty_programs p
      where c.business_id = ${businessId} and p.business_id = ${businessId} and p.status = 'active'
        and c.unique_customer_id <= ${lastMember}
    ),
    ledger as (
      insert into transactions (business_id, customer_id, program_id, type, created_at)
      select ${businessId}, customer_id, program_id, 'enrol', now() - interval '30 days' from members
    )
    insert into customer_program_progress (business_id, customer_id, program_id, last_activity_at, created_at)
    select ${businessId}, customer_id, program_id, now() - interval '30 days', now() - interval '30 days'
    from members`);
}
