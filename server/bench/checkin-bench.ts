import { randomUUID } from 'node:crypto';
import { splitValidRows, toImportRows } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { createApp } from '../src/app.ts';
import type { TDatabase } from '../src/db/client.ts';
import { customers } from '../src/db/schema/index.ts';
import { checkLedger } from '../src/loyalty/check-ledger.ts';
import type { TDeps } from '../src/platform/context.ts';
import { copyRows } from './copy-rows.ts';
import { call, generateCsv, signUp } from './customers-bench.ts';

const CONCURRENCY = 20;
const HAMMER_CLIENTS = 50;
const HAMMER_EACH = 10;
const MEASURE_MS = Number(process.env.BENCH_CHECKIN_MS ?? 10_000);
const ONE_TILL_MS = 3_000;

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
 * database): a business of `rows` customers and 5 active programs; one till alone records purchases for 3 seconds
 * (its latency), then 20 clients for random customers; then 50 clients hammer ONE customer at once, after which
 * every balance must equal its ledger sum (checkLedger).
 */
export async function benchCheckins(deps: TDeps & { database: TDatabase }, rows: number) {
  const app = createApp(deps);
  const { cookie } = await signUp(app, 'Bench Check-in Café');
  const me = (await call(app, cookie, '/api/me')) as { business: { id: string } };
  const businessId = me.business.id;
  const parsed = Papa.parse<Record<string, string>>(generateCsv(rows, 'c').replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: true,
    transformHeader: (h) => h.trim().toLowerCase(),
  });
  await copyRows(deps.database, businessId, splitValidRows(toImportRows(parsed.data)).valid);
  for (const program of PROGRAMS) await call(app, cookie, '/api/programs', program);
  const ids = (
    await deps.db.select({ id: customers.id }).from(customers).where(eq(customers.businessId, businessId))
  ).map((r) => r.id);

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

  // Random customers other than the hammer's (ids[0]), so its visits are the hammer's alone.
  const randomCustomer = () => ids[1 + Math.floor(Math.random() * (ids.length - 1))];
  /** `clients` record purchases back to back for `ms`; the latencies, sorted, and the seconds taken. */
  const measure = async (clients: number, ms: number) => {
    const latencies: number[] = [];
    const started = performance.now();
    // The clock is read in the loop, not by a timer: in-process PGlite answers through microtasks alone, so a timer
    // would not fire until the workers stopped.
    const deadline = started + ms;
    const worker = async () => {
      while (performance.now() < deadline) latencies.push(await purchase(randomCustomer()));
    };
    await Promise.all(Array.from({ length: clients }, worker));
    return { latencies: latencies.sort((a, b) => a - b), seconds: (performance.now() - started) / 1000 };
  };
  // One till alone: what a cashier waits for.
  const till = await measure(1, ONE_TILL_MS);
  const { latencies, seconds } = await measure(CONCURRENCY, MEASURE_MS);

  const one = ids[0];
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
  const mismatches = await checkLedger({ db: deps.db, businessId });
  return {
    checkins: latencies.length,
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    till: { p50: percentile(till.latencies, 0.5), p95: percentile(till.latencies, 0.95) },
    hammer: { requests: HAMMER_CLIENTS * HAMMER_EACH, seconds: hammerSeconds, visits: customer?.totalVisits ?? 0 },
    mismatches: mismatches.length,
  };
}
