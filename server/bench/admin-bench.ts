import { sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { createApp } from '../src/app.ts';
import type { TDeps } from '../src/platform/context.ts';

type TApp = ReturnType<typeof createApp>;
type TFigures = { p50: number; p95: number; max: number; samples: number };

export const ADMIN_BENCH_EMAIL = 'bench-admin@example.test';
export const ADMIN_BENCH_PASSWORD = 'bench-admin-password';

const WORDS = ['Coffee', 'Bakery', 'Salon', 'Barber', 'Deli', 'Gym', 'Florist', 'Taqueria', 'Books', 'Yoga'];
const CITIES = ['Austin', 'Boston', 'Chicago', 'Denver', 'Fresno', 'Houston', 'Miami', 'Omaha', 'Reno', 'Tulsa'];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * `tenants` businesses (a third active, a third trial, the rest canceled; spread over two years, on the four tiers),
 * two ledger rows and one audit row each, written in one statement per table as a long-running platform would have them.
 */
export async function seedTenants(deps: TDeps, tenants: number) {
  const { db } = deps;
  await db.execute(sql`
    insert into users (id, name, email)
    select 'bench-' || i, 'Owner ' || i, 'owner' || i || '@bench-' || (i % 97) || '.example'
    from generate_series(1, ${tenants}) as i`);
  await db.execute(sql`
    insert into businesses (id, email, company_name, subscription_status, tier_id, credits_remaining, usage_customers,
      created_at, trial_ends_at)
    select 'bench-' || i, 'owner' || i || '@bench-' || (i % 97) || '.example',
      (${sql.raw(`array['${CITIES.join("','")}']`)})[1 + i % ${CITIES.length}] || ' '
        || (${sql.raw(`array['${WORDS.join("','")}']`)})[1 + (i / 7) % ${WORDS.length}] || ' ' || i,
      case i % 3 when 0 then 'active' when 1 then 'trial' else 'canceled' end,
      (select id from subscription_tiers order by price_monthly offset (i % 4) limit 1),
      i % 500, i % 2000,
      now() - make_interval(days => (i * 7919) % 730),
      now() + make_interval(days => 14)
    from generate_series(1, ${tenants}) as i`);
  await db.execute(sql`
    insert into credit_ledger (business_id, kind, delta, balance_after, reason, created_at)
    select 'bench-' || i, case when k = 0 then 'initial_grant' else 'sms_spend' end, case when k = 0 then 500 else -1 end,
      case when k = 0 then 500 else 499 end, case when k = 0 then 'Plan credits' else 'SMS to a customer' end,
      now() - make_interval(days => (i * 7919) % 730) + make_interval(mins => k)
    from generate_series(1, ${tenants}) as i, generate_series(0, 1) as k`);
  await db.execute(sql`
    insert into admin_audit_log (actor_email, action, target_type, target_id, before, after, created_at)
    select ${ADMIN_BENCH_EMAIL}, 'tenant.credits_allocate', 'business', 'bench-' || i, '{"credits":0}'::jsonb,
      '{"credits":10,"amount":10,"reason":"Bench"}'::jsonb, now() - make_interval(days => (i * 7919) % 730)
    from generate_series(1, ${tenants}) as i`);
  // Autovacuum may be off: vacuumed, the loaded pages are all-visible, as a live server's would be.
  await db.execute(sql`vacuum analyze`);
}

/** The super admin's first sign-in: the password, then the two-step set-up every super admin account requires. */
async function signIn(app: TApp): Promise<string> {
  const post = async (path: string, body: unknown, cookie = '') => {
    const res = await app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', cookie },
      body: JSON.stringify(body),
    });
    if (res.status !== 200) throw new Error(`super admin sign-in failed at ${path}: ${res.status} ${await res.text()}`);
    const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
    return {
      body: (await res.json()) as { secret?: string },
      cookie: cookies.length > 0 ? cookies.join('; ') : cookie,
    };
  };
  const signedIn = await post('/api/login', { email: ADMIN_BENCH_EMAIL, password: ADMIN_BENCH_PASSWORD });
  const setup = await post('/api/account/two-step/setup', { password: ADMIN_BENCH_PASSWORD }, signedIn.cookie);
  const code = new TOTP({ secret: Secret.fromBase32(setup.body.secret ?? ''), digits: 6, period: 30 }).generate();
  return (await post('/api/account/two-step/confirm', { code }, signedIn.cookie)).cookie;
}

/** Each path in turn, round after round, after a warm-up: every answer must be 200. */
async function measure(app: TApp, cookie: string, paths: string[], samples: number): Promise<TFigures> {
  const get = async (path: string) => {
    const res = await app.request(path, { headers: { cookie } });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  };
  for (const path of paths) await get(path);
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const path = paths[i % paths.length];
    const started = performance.now();
    await get(path);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { samples, p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1) ?? 0 };
}

/**
 * With `tenants` tenants: the whole admin dashboard payload (GET /api/admin/overview: figures, the five newest and
 * the 12-month chart), one page of the tenant search (company or email fragments, with and without a status filter,
 * deep pages too), and one page of the credit log and the audit log.
 */
export async function benchAdmin(deps: TDeps, { tenants, samples }: { tenants: number; samples: number }) {
  const started = performance.now();
  await seedTenants(deps, tenants);
  const seedSeconds = (performance.now() - started) / 1000;
  const app = createApp(deps);
  const cookie = await signIn(app);
  const overview = await measure(app, cookie, ['/api/admin/overview'], samples);
  const search = await measure(
    app,
    cookie,
    [
      '/api/admin/tenants?search=coffee',
      '/api/admin/tenants?search=Denver%20Gym',
      '/api/admin/tenants?search=owner12',
      '/api/admin/tenants?search=bench-42.example',
      '/api/admin/tenants?search=bakery&status=active',
      '/api/admin/tenants?status=trial&page=40',
      '/api/admin/tenants?search=nothing-matches-this',
      '/api/admin/tenants',
    ],
    samples,
  );
  const credits = await measure(
    app,
    cookie,
    ['/api/admin/credits', '/api/admin/credits?kind=sms_spend&tenant=coffee', '/api/admin/credits?page=200'],
    samples,
  );
  const audit = await measure(
    app,
    cookie,
    ['/api/admin/audit', '/api/admin/audit?tenant=salon&action=tenant.credits_allocate', '/api/admin/audit?page=100'],
    samples,
  );
  return { seedSeconds, overview, search, credits, audit };
}
