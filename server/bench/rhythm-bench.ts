import { RHYTHM_RECENT_GAPS } from '@regulars/contracts';
import { sql } from 'drizzle-orm';
import { refreshBusinessRhythms } from '../src/analytics/index.ts';
import { createApp } from '../src/app.ts';
import type { TDatabase } from '../src/db/client.ts';
import type { TDeps } from '../src/platform/context.ts';
import { seedBusiness } from './analytics-bench.ts';
import { call, signUp } from './customers-bench.ts';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function timed(samples: number, run: () => Promise<unknown>) {
  for (let i = 0; i < 3; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1) ?? 0 };
}

/**
 * Each customer's rhythm (issue 55) in a business of `customers` customers and `ledger` ledger rows over two years
 * (half of them visits and purchases), beside a neighbour of a third of that: the nightly refresh against the
 * database reading the same days once (its floor), and the "overdue by their rhythm" audience counted as the composer
 * counts it, every customer reachable by email, against /api/health at the same moment.
 */
export async function benchRhythm(
  deps: TDeps & { database: TDatabase },
  { customers, ledger, samples }: { customers: number; ledger: number; samples: number },
) {
  const app = createApp(deps);
  const started = performance.now();
  const target = await signUp(app, deps.db, 'Bench Rhythm Co');
  const other = await signUp(app, deps.db, 'Bench Rhythm Neighbour');
  await seedBusiness(deps.db, other.businessId, Math.round(customers / 3), Math.round(ledger / 3));
  await seedBusiness(deps.db, target.businessId, customers, ledger);
  // Everyone can be emailed, and their last visit is on the row, as the engine keeps it.
  await deps.db.execute(sql`
    update customers c set email = 'bench-' || c.unique_customer_id || '@example.test', opted_in_email = true,
      last_visit_at = (select max(t.created_at) from transactions t
        where t.business_id = c.business_id and t.customer_id = c.id and t.type in ('visit', 'purchase'))
    where c.business_id = ${target.businessId}`);
  await deps.db.execute(sql`vacuum analyze`);
  const seedSeconds = (performance.now() - started) / 1000;

  // The floor: the same newest days of every customer, read once by the database without anything done with them.
  const readStarted = performance.now();
  // Summed, so that each customer's days are read (a count alone would let the planner skip them).
  await deps.db.execute(sql`
    select sum(cardinality(s.days)) from (select c.id, array(
        select d.day from customer_activity_days d
        where d.business_id = c.business_id and d.customer_id = c.id and d.checkins > 0
        order by d.day desc limit ${RHYTHM_RECENT_GAPS + 1}) as days
      from customers c where c.business_id = ${target.businessId} and c.deleted_at is null) s`);
  const readSeconds = (performance.now() - readStarted) / 1000;

  const refreshStarted = performance.now();
  const withRhythm = await refreshBusinessRhythms({ db: deps.db, businessId: target.businessId });
  const refreshSeconds = (performance.now() - refreshStarted) / 1000;
  await deps.db.execute(sql`analyze customer_rhythms`);

  const body = { type: 'email', audience: { overdueByRhythm: true } };
  let overdue = 0;
  const count = await timed(samples, async () => {
    overdue = ((await call(app, target.cookie, '/api/campaigns/audience-count', body)) as { count: number }).count;
  });
  const health = await timed(samples, () => call(app, target.cookie, '/api/health'));
  return { seedSeconds, readSeconds, refreshSeconds, withRhythm, overdue, count, health };
}
