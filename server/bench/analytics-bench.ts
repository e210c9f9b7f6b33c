import { eq, sql } from 'drizzle-orm';
import { compactRollups } from '../src/analytics/compact-rollups.ts';
import { createApp } from '../src/app.ts';
import type { TDatabase } from '../src/db/client.ts';
import { locations } from '../src/db/schema/index.ts';
import type { TDeps } from '../src/platform/context.ts';
import { call, signUp } from './customers-bench.ts';

type TApp = ReturnType<typeof createApp>;

const DAYS = 730;

/**
 * Two years of a busy business, written by the database itself (generate_series): `customers` customers, `ledger` ledger
 * rows (visits, purchases with amounts, earns, redeems, expiries, enrolments) spread evenly over the two years, a
 * progress row per customer in each of two programs, rewards, messages, QR codes and consents.
 */
export async function seedBusiness(db: TDeps['db'], businessId: string, customers: number, ledger: number) {
  // Rows are written in time order, as a ledger is appended to; the customer each row belongs to is scattered.
  const spread = (n: string, total: number) =>
    sql.raw(`now() - make_interval(secs => (${total} - (${n})) * ${(DAYS * 86_400) / total})`);
  const pick = (n: string) => sql.raw(`1 + ((${n})::bigint * 7919) % ${customers}`);
  await db.execute(sql`
    insert into customers (business_id, unique_customer_id, first_name, created_at, total_visits)
    select ${businessId}, 'CUS' || lpad(g::text, 7, '0'), 'Bench', ${spread('g', customers)}, 0
    from generate_series(1, ${customers}) g`);
  await db.execute(sql`
    insert into loyalty_programs (business_id, name, type, created_at)
    values (${businessId}, 'Bench points', 'points', now() - interval '${sql.raw(String(DAYS))} days'),
           (${businessId}, 'Bench stamps', 'stamp_card', now() - interval '${sql.raw(String(DAYS))} days')`);
  await db.execute(sql`
    insert into customer_program_progress (business_id, customer_id, program_id, points_balance, created_at)
    select c.business_id, c.id, p.id, (abs(hashtext(c.id::text)) % 500), c.created_at
    from customers c cross join loyalty_programs p
    where c.business_id = ${businessId} and p.business_id = ${businessId}`);
  await db.execute(sql`
    insert into locations (business_id, name) select ${businessId}, 'Location ' || g from generate_series(1, 6) g`);
  // Six shops share the ledger; one row in seven was recorded without a location (the API, older rows).
  await db.execute(sql`
    with cs as (select id, row_number() over (order by id) as rn from customers where business_id = ${businessId}),
    ls as (select id, row_number() over (order by name) as rn from locations where business_id = ${businessId}),
    p as (select id from loyalty_programs where business_id = ${businessId} and type = 'points')
    insert into transactions (business_id, customer_id, program_id, type, amount_minor, currency, points, location_id,
      created_at)
    select ${businessId}, cs.id, (select id from p),
      case when g % 20 < 6 then 'visit' when g % 20 < 10 then 'purchase' when g % 20 < 17 then 'earn'
           when g % 20 = 17 then 'redeem' when g % 20 = 18 then 'expire' else 'enrol' end,
      case when g % 20 between 6 and 8 then g % 9000 + 500 end,
      case when g % 20 between 6 and 8 then 'USD' end,
      case when g % 20 between 10 and 16 then 10 when g % 20 = 17 then -50 when g % 20 = 18 then -5 else 0 end,
      ls.id, ${spread('g', ledger)}
    from generate_series(1, ${ledger}) g join cs on cs.rn = ${pick('g')} left join ls on ls.rn = g % 7
    order by g`);
  await db.execute(sql`
    with cs as (select id, row_number() over (order by id) as rn from customers where business_id = ${businessId})
    insert into customer_rewards (business_id, customer_id, reward_name, reward_type, status, redemption_code, earned_at)
    select ${businessId}, cs.id, 'Free coffee', 'free_item',
      (array['earned', 'redeemed', 'redeemed', 'expired'])[1 + g % 4], 'BENCH-' || g, ${spread('g', Math.round(ledger / 20))}
    from generate_series(1, ${Math.round(ledger / 20)}) g join cs on cs.rn = ${pick('g')}
    order by g`);
  await db.execute(sql`
    insert into communication_logs (business_id, type, status, content, opened_at, created_at)
    select ${businessId}, case when g % 3 = 0 then 'email' else 'sms' end,
      case when g % 25 = 0 then 'failed' else 'sent' end, 'Your weekly treat is waiting',
      case when g % 3 = 0 and g % 2 = 0 then now() end, ${spread('g', Math.round(ledger / 10))}
    from generate_series(1, ${Math.round(ledger / 10)}) g`);
  await db.execute(sql`
    insert into qr_codes (business_id, code, short_code, location_id, signup_count, scan_count)
    select ${businessId}, 'bench-' || ${businessId} || '-' || g, 'BENCH' || g, l.id, g * 100, g * 400
    from generate_series(1, 6) g
    join locations l on l.business_id = ${businessId} and l.name = 'Location ' || g`);
  await db.execute(sql`
    with qs as (select id, row_number() over (order by id) as rn from qr_codes where business_id = ${businessId}),
    cs as (select id, created_at, row_number() over (order by id) as rn from customers where business_id = ${businessId})
    insert into customer_consents (business_id, customer_id, channel, wording, source, qr_code_id, granted_at)
    select ${businessId}, cs.id, 'sms', 'Yes', 'signup_form', qs.id, cs.created_at
    from cs join qs on qs.rn = 1 + (cs.rn % 6) where cs.rn % 2 = 0`);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function measure(app: TApp, cookie: string, path: string, samples: number) {
  for (let i = 0; i < 3; i++) await call(app, cookie, path);
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    await call(app, cookie, path);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1) ?? 0 };
}

/**
 * GET /api/analytics (the whole payload) for a business of `customers` customers and `ledger` ledger rows, with a second
 * business of a third of that in the same tables.
 */
export async function benchAnalytics(
  deps: TDeps & { database: TDatabase },
  { customers, ledger, samples }: { customers: number; ledger: number; samples: number },
) {
  const app = createApp(deps);
  const started = performance.now();
  const target = await signUp(app, deps.db, 'Bench Analytics Co');
  const other = await signUp(app, deps.db, 'Bench Neighbour Co');
  await seedBusiness(deps.db, other.businessId, Math.round(customers / 3), Math.round(ledger / 3));
  await seedBusiness(deps.db, target.businessId, customers, ledger);
  // Two years of history have been through the nightly fold: past days' counters sit on one row each.
  await compactRollups({ db: deps.db });
  // Autovacuum may be off: without a vacuum the history's pages are not all-visible and every read checks its rows.
  await deps.db.execute(sql`vacuum analyze`);
  const seedSeconds = (performance.now() - started) / 1000;
  const month = await measure(app, target.cookie, '/api/analytics', samples);
  const quarter = await measure(app, target.cookie, '/api/analytics?period=90d', Math.ceil(samples / 2));
  const year = await measure(app, target.cookie, '/api/analytics?period=12m', Math.ceil(samples / 4));
  // One shop of six (issue 35): its figures are recounted from its ledger rows for the request.
  const [shop] = await deps.db
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.businessId, target.businessId))
    .orderBy(locations.name)
    .limit(1);
  const atShop = `/api/analytics?location=${shop?.id}`;
  const shopMonth = await measure(app, target.cookie, atShop, samples);
  const shopYear = await measure(app, target.cookie, `${atShop}&period=12m`, Math.ceil(samples / 4));
  const breakdown = '/api/analytics/counter-breakdown';
  // The first request sums every ended day of both periods into the cache (counter-day-cache.ts); the rest read it.
  const firstStarted = performance.now();
  await call(app, target.cookie, `${breakdown}?period=12m`);
  const counterYearFirst = performance.now() - firstStarted;
  const counterMonth = await measure(app, target.cookie, breakdown, samples);
  const counterYear = await measure(app, target.cookie, `${breakdown}?period=12m`, Math.ceil(samples / 4));
  const health = await measure(app, target.cookie, '/api/health', samples);
  return {
    seedSeconds,
    month,
    quarter,
    year,
    shopMonth,
    shopYear,
    counterYearFirst,
    counterMonth,
    counterYear,
    health,
  };
}
