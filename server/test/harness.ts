import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { Writable } from 'node:stream';
import { symmetricDecrypt } from 'better-auth/crypto';
import { and, eq, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import pg from 'pg';
import { inject } from 'vitest';
import { createApp } from '../src/app.ts';
import { bootstrap } from '../src/bootstrap.ts';
import { rawQuery } from '../src/db/raw-sql.ts';
import { communicationLogs, importOpeningBalances } from '../src/db/schema/index.ts';
import { loadConfig } from '../src/platform/config.ts';
import { checkAnswer } from './response-contract.ts';

export type TTestApp = Awaited<ReturnType<typeof startTestApp>>;

/** The real app on a real database: PGlite in memory, or the run's PostgreSQL database. */
export async function startTestApp(env: Record<string, string> = {}) {
  const databaseUrl = inject('databaseUrl');
  const config = loadConfig({
    DATA_DIR: 'memory://',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    APP_URL: 'http://localhost:3000',
    LOG_LEVEL: 'info',
    SUPER_ADMIN_EMAIL: 'admin@regulars.test',
    SUPER_ADMIN_PASSWORD: 'admin-password-123',
    LOGIN_RATE_LIMIT: '5',
    // Every test client comes from its own address (see client()), as people do.
    TRUST_PROXY: '1',
    ...env,
  });
  const logLines: string[] = [];
  const logStream = new Writable({
    write(chunk, _enc, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  const template = inject('pgliteTemplate');
  const fromTemplate = template && config.dataDir.startsWith('memory://') && !config.databaseUrl;
  const loadDataDir = fromTemplate ? new Blob([fs.readFileSync(template)]) : undefined;
  // On the shared PostgreSQL database every app works one job queue: an app with an APP_URL of its own would render
  // other files' messages with its links, so it only queues jobs and leaves them to the others.
  const ownAppUrlOnSharedQueue = Boolean(databaseUrl && !env.DATABASE_URL && env.APP_URL);
  const deps = await bootstrap(config, { logStream, loadDataDir, startWorkers: !ownAppUrlOnSharedQueue });
  const app = createApp(deps);
  return { app, deps, db: deps.db, logLines, stop: () => deps.stop() };
}

/**
 * The app on a database of its own: on PostgreSQL a fresh database created for the caller and dropped by `stop`
 * (for tests that change what every other file reads, or need the whole database to themselves); PGlite is per file
 * anyway. Also for an app with its own providers (a stub of Twilio or SendGrid): every app on one database works the
 * same job queue, so another file's app would otherwise deliver this one's messages, and this one theirs.
 */
export async function startIsolatedTestApp(label: string, env: Record<string, string> = {}): Promise<TTestApp> {
  const shared = inject('databaseUrl');
  if (!shared) return startTestApp(env);
  const name = `regulars_${label}_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: shared });
  await admin.connect();
  // A copy of the run's migrated template (global-setup.ts) instead of a database migrated again.
  await admin.query(`create database ${name} template ${inject('databaseTemplate')}`);
  const url = new URL(shared);
  url.pathname = `/${name}`;
  const t = await startTestApp({ ...env, DATABASE_URL: url.toString() });
  return {
    ...t,
    stop: async () => {
      await t.stop();
      // The app's pools (its own and pg-boss's) finish closing after stop resolves: a database dropped under an open
      // connection fails that connection loudly (57P01), so wait until none is left (at most 10 s).
      for (let i = 0; i < 100; i++) {
        const open = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (open.rows[0].n === 0) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

type TResponse<T = any> = { status: number; body: T; headers: Headers };

/**
 * A browser-like client from an address of its own (through the one trusted proxy): keeps the cookies the app sets.
 * Its pages come from `origin` (the harness's APP_URL unless told: pass an app's own when it runs on another).
 */
/** `host`: the Host the request is sent to (a business's own domain); the platform's address unless told. */
export function client(app: TTestApp['app'], opts: { ip?: string; origin?: string; host?: string } = {}) {
  const jar = new Map<string, string>();
  const ip = opts.ip ?? randomIp();
  async function request<T = any>(method: string, path: string, body?: unknown, raw?: string): Promise<TResponse<T>> {
    const headers: Record<string, string> = { origin: opts.origin ?? 'http://localhost:3000', 'x-forwarded-for': ip };
    if (opts.host) headers.host = opts.host;
    if (jar.size) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    if (body !== undefined || raw !== undefined) headers['content-type'] = 'application/json';
    const res = await app.request(path, {
      method,
      headers,
      body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...rest] = pair.split('=');
      const value = rest.join('=');
      if (value === '' || /max-age=0/i.test(cookie)) jar.delete(name);
      else jar.set(name, value);
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {}
    await checkAnswer(app, {
      method,
      path,
      status: res.status,
      contentType: res.headers.get('content-type'),
      body: parsed,
    });
    return { status: res.status, body: parsed as T, headers: res.headers };
  }
  return {
    get: <T = any>(path: string) => request<T>('GET', path),
    post: <T = any>(path: string, body?: unknown) => request<T>('POST', path, body ?? {}),
    postRaw: <T = any>(path: string, raw: string) => request<T>('POST', path, undefined, raw),
    patch: <T = any>(path: string, body?: unknown) => request<T>('PATCH', path, body ?? {}),
    put: <T = any>(path: string, body?: unknown) => request<T>('PUT', path, body ?? {}),
    delete: <T = any>(path: string) => request<T>('DELETE', path),
    cookies: jar,
  };
}
export type TClient = ReturnType<typeof client>;

/** Rate limits are kept in the database, which all test files share on PostgreSQL: no two clients share an address. */
function randomIp(): string {
  const groups = randomBytes(8).toString('hex').match(/.{4}/g) ?? [];
  return `fd00::${groups.join(':')}`;
}

export const uniqueEmail = (prefix = 'owner') => `${prefix}-${randomUUID().slice(0, 8)}@example.test`;

/**
 * A fresh business signed up through the API, with its signed-in client: active on Free unless told; on a paid tier
 * its checkout is completed, so it is on that tier's trial.
 */
export async function newBusiness(t: TTestApp, opts: { tierName?: string; companyName?: string } = {}) {
  const c = client(t.app, { origin: new URL(t.deps.config.appUrl).origin });
  const tiers = (await c.get('/api/tiers')).body.tiers as { id: string; name: string }[];
  const tier = tiers.find((x) => x.name === (opts.tierName ?? 'Free'));
  if (!tier) throw new Error(`no tier ${opts.tierName}`);
  const email = uniqueEmail();
  const password = 'correct-horse-1';
  const res = await c.post('/api/signup', {
    companyName: opts.companyName ?? 'Test Café',
    email,
    password,
    tierId: tier.id,
  });
  if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${JSON.stringify(res.body)}`);
  // A paid tier starts after its checkout: completing the test checkout starts the tier's trial, as a browser would.
  const checkout = String(res.body.redirectTo).match(/^\/billing\/test-checkout\/(\w+)$/);
  if (checkout) {
    const done = await c.post(`/api/billing/test-checkout/${checkout[1]}/complete`);
    if (done.status !== 200) throw new Error(`test checkout failed: ${done.status} ${JSON.stringify(done.body)}`);
  }
  const me = (await c.get('/api/me')).body;
  return { client: c, email, password, me, businessId: me.business.id as string };
}

const SUPER_ADMIN = { email: 'admin@regulars.test', password: 'admin-password-123' };

/**
 * The super admin, signed in. The account requires two-step sign-in (issue 53): the first caller on a database sets it
 * up, as its first sign-in asks, and every caller then answers the second step. The code comes from the key the
 * database holds, as the phone that scanned it would give it: files in parallel on one database share one account.
 */
export async function superAdminClient(t: TTestApp) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const c = client(t.app);
    const res = await c.post('/api/login', SUPER_ADMIN);
    if (res.status !== 200) throw new Error(`super admin login failed: ${res.status}`);
    if (res.body.secondStep) {
      const step = await c.post('/api/login/second-step', { kind: 'app', code: await superAdminCode(t) });
      if (step.status === 200) return c;
    } else if (!res.body.twoStepOwed) {
      return c;
    } else {
      // Another file may be setting it up at the same moment: the key stored last is the one the code must match.
      const setup = await c.post('/api/account/two-step/setup', { password: SUPER_ADMIN.password });
      const confirmed =
        setup.status === 200 && (await c.post('/api/account/two-step/confirm', { code: await superAdminCode(t) }));
      if (confirmed && confirmed.status === 200) return c;
    }
  }
  throw new Error('the super admin could not sign in with its second step');
}

/** The super admin's authenticator code now, from its stored key (encrypted with the server's secret). */
async function superAdminCode(t: TTestApp): Promise<string> {
  const [row] = await rawQuery<{ secret: string }>(
    t.db,
    sql`select f.secret from two_factors f join users u on u.id = f.user_id where u.email = ${SUPER_ADMIN.email}`,
  );
  if (!row) throw new Error('the super admin has no authenticator key');
  // better-auth keeps the key it made as its text (the otpauth link carries it in base32).
  const secret = await symmetricDecrypt({ key: (await t.deps.auth.$context).secret, data: row.secret });
  return new TOTP({ secret: Secret.fromUTF8(secret), digits: 6, period: 30 }).generate();
}

/**
 * Waits for an async effect (a job) to show up. 20 s: on the shared PostgreSQL database a job can be claimed by
 * another file's app as it stops, and is then retried after its backoff; on a loaded 2-core machine that once took
 * past 10 s (CI, stop 40). A job that never runs still fails the test.
 */
export async function eventually<T>(fn: () => Promise<T | undefined | null | false>, timeoutMs = 20_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await fn();
    if (value) return value;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Waits until the job queue holds nothing still to run whose payload contains `match` (a business's id, an email
 * address): the moment to assert that something did NOT happen, instead of a fixed sleep. A job due later (a retry's
 * back-off, a coalescing delay) is waited for too; one that never settles still fails the test.
 */
export async function queueDrained(t: TTestApp, match: Record<string, string>, timeoutMs = 20_000): Promise<void> {
  await eventually(async () => {
    const [left] = await rawQuery<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from pgboss.job
          where state in ('created', 'retry', 'active') and data @> ${JSON.stringify(match)}::jsonb`,
    );
    return left?.n === 0;
  }, timeoutMs);
}

/** Waits for a queued message (its id in communication_logs) to leave 'pending', and returns its row. */
export async function settledMessage(t: TTestApp, logId: string) {
  return eventually(async () => {
    const [row] = await t.db.select().from(communicationLogs).where(eq(communicationLogs.id, logId));
    return row && row.status !== 'pending' ? row : null;
  });
}

/** How many rows of an import's opening balances wait for their job (customers/write-opening-balances.ts). */
export async function waitingOpeningBalances(t: TTestApp, businessId: string, importId: string) {
  const waiting = await t.db
    .select({ id: importOpeningBalances.id })
    .from(importOpeningBalances)
    .where(and(eq(importOpeningBalances.businessId, businessId), eq(importOpeningBalances.batchId, importId)));
  return waiting.length;
}

/** Waits for the job that writes an import's opening balances to have written every one waiting. */
export async function openingBalancesWritten(t: TTestApp, businessId: string, importId: string) {
  await eventually(async () => (await waitingOpeningBalances(t, businessId, importId)) === 0);
}
