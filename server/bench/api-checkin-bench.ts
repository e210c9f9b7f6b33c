import { randomUUID } from 'node:crypto';
import { splitValidRows, toImportRows } from '@regulars/contracts';
import { eq, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { createApp } from '../src/app.ts';
import type { TDatabase } from '../src/db/client.ts';
import { customers } from '../src/db/schema/index.ts';
import type { TDeps } from '../src/platform/context.ts';
import { seedMemberships } from './checkin-bench.ts';
import { copyRows } from './copy-rows.ts';
import { call, generateCsv, signUp } from './customers-bench.ts';

const TILLS = 8;
const ROUND_MS = Number(process.env.BENCH_API_ROUND_MS ?? 4_000);
// Rounds of each path, alternating: more of them smooth out a machine whose speed moves within the minute.
const ROUNDS = Number(process.env.BENCH_API_ROUNDS ?? 5);

const PROGRAMS = [
  { name: 'Points', type: 'points', config: { pointsPerDollar: 1, dailyPointsCap: 0 } },
  { name: 'Coffee card', type: 'stamp_card', config: { stampsRequired: 10, rewardDescription: 'Free coffee' } },
];

export type TApiCheckinRun = { counter: number; api: number; ratio: number };

/**
 * The same purchase at the counter (session cookie, POST /api/customers/:id/purchases) and from a till's API key
 * (bearer key, its bucket and plan check, POST /api/v1/customers/:id/purchases with an Idempotency-Key), at 8 tills,
 * in alternating rounds on one business so drift (autovacuum, caches) falls on both alike. The API key's bucket is
 * opened wide by the caller's config: what is measured is the path, not the limit.
 */
export async function benchApiCheckins(deps: TDeps & { database: TDatabase }, rows: number): Promise<TApiCheckinRun> {
  const app = createApp(deps);
  const { cookie, businessId } = await signUp(app, deps.db, 'Bench API Café');
  const parsed = Papa.parse<Record<string, string>>(generateCsv(rows, 'a').replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: true,
    transformHeader: (h) => h.trim().toLowerCase(),
  });
  await copyRows(deps.database, businessId, splitValidRows(toImportRows(parsed.data)).valid);
  for (const program of PROGRAMS) await call(app, cookie, '/api/programs', program);
  await seedMemberships(deps.db, businessId, 'CUS999999999');
  await deps.db.execute(sql`vacuum analyze`);
  const key = (await call(app, cookie, '/api/settings/api-keys', {
    name: 'Bench till',
    scopes: ['loyalty:write'],
  })) as { secret: string };
  const ids = (
    await deps.db.select({ id: customers.id }).from(customers).where(eq(customers.businessId, businessId))
  ).map((c) => c.id);
  const pick = () => ids[Math.floor(Math.random() * ids.length)];
  const amount = () => 5 + Math.round(Math.random() * 4000) / 100;

  const counter = async () => {
    const res = await app.request(`/api/customers/${pick()}/purchases`, {
      method: 'POST',
      headers: { cookie, origin: 'http://localhost:3000', 'content-type': 'application/json' },
      body: JSON.stringify({ idempotencyKey: randomUUID(), amount: amount() }),
    });
    await res.arrayBuffer();
    if (res.status !== 201) throw new Error(`counter check-in answered ${res.status}`);
  };
  const api = async () => {
    const res = await app.request(`/api/v1/customers/${pick()}/purchases`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${key.secret}`,
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
      },
      body: JSON.stringify({ amount: amount() }),
    });
    await res.arrayBuffer();
    if (res.status !== 201) throw new Error(`API check-in answered ${res.status}: ${await res.text()}`);
  };
  const round = async (checkin: () => Promise<void>) => {
    let done = 0;
    const started = performance.now();
    const deadline = started + ROUND_MS;
    // The clock is read in the loop: in-process PGlite answers through microtasks, a timer would not fire.
    const worker = async () => {
      while (performance.now() < deadline) {
        await checkin();
        done += 1;
      }
    };
    await Promise.all(Array.from({ length: TILLS }, worker));
    return { done, seconds: (performance.now() - started) / 1000 };
  };
  await round(counter); // warm-up of both paths' statements and plans
  await round(api);
  const totals = { counter: { done: 0, seconds: 0 }, api: { done: 0, seconds: 0 } };
  for (let i = 0; i < ROUNDS; i++) {
    for (const [name, fn] of i % 2 === 0
      ? ([
          ['counter', counter],
          ['api', api],
        ] as const)
      : ([
          ['api', api],
          ['counter', counter],
        ] as const)) {
      const r = await round(fn);
      totals[name].done += r.done;
      totals[name].seconds += r.seconds;
    }
  }
  const counterRate = totals.counter.done / totals.counter.seconds;
  const apiRate = totals.api.done / totals.api.seconds;
  return { counter: counterRate, api: apiRate, ratio: apiRate / counterRate };
}
