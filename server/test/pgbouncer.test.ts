import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type TPooling } from '../src/db/client.ts';
import { customers, outboxMessages, smsTemplates } from '../src/db/schema/index.ts';
import { checkLedger } from '../src/loyalty/check-ledger.ts';
import { loadCustomerContext } from '../src/loyalty/load-customer-context.ts';
import { addCustomer, importBody } from './factories/customers.ts';
import { newProgram } from './factories/programs.ts';
import { eventually, newBusiness, startTestApp, type TTestApp, uniqueEmail } from './harness.ts';
import { pgBouncerBinary, startPgBouncer, type TPgBouncer } from './pgbouncer-process.ts';
import { expectStartedOnce, spawnServer, type TSpawnedServer } from './spawn-server.ts';

// Runs on a PostgreSQL server only (vitest.config.ts includes it when TEST_DATABASE_URL is set): the app reaches a
// fresh database of its own through a PgBouncer in transaction pooling mode started here, with
// DATABASE_POOLING=transaction, as an operator runs it when processes multiply.
const adminUrl = process.env.TEST_DATABASE_URL ?? '';

const dbName = `regulars_bouncer_${process.pid}_${Date.now()}`;
/** The same database behind a pool of ONE server connection: every client connection shares it, one at a time. */
const oneConnection = `${dbName}_one`;
let bouncer: TPgBouncer;
let admin: pg.Client;
let direct: pg.Client;
let t: TTestApp;
const servers: TSpawnedServer[] = [];
const through = (database: string) => `postgres://regulars@127.0.0.1:${bouncer.port}/${database}`;

beforeAll(async () => {
  pgBouncerBinary();
  admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  bouncer = await startPgBouncer(adminUrl, { databases: { [oneConnection]: `dbname=${dbName} pool_size=1` } });
  // Two server processes start at the same moment on the empty database: migrations, seeding and the auth secret
  // race, under the start-up lock, through the pooler.
  const env = { DATABASE_URL: through(dbName), DATABASE_POOLING: 'transaction', AUTH_SECRET: undefined };
  const started = await Promise.allSettled([spawnServer(env), spawnServer(env)]);
  // One that started is stopped by afterAll even when the other did not.
  for (const s of started) if (s.status === 'fulfilled') servers.push(s.value);
  for (const s of started) if (s.status === 'rejected') throw s.reason;
  // And the app in this process (with its job workers) on the same database, through the same pooler.
  t = await startTestApp({ DATABASE_URL: through(dbName), DATABASE_POOLING: 'transaction' });
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  direct = new pg.Client({ connectionString: url.toString() });
  await direct.connect();
}, 150_000);

afterAll(async () => {
  await t?.stop();
  await Promise.all(servers.map((s) => s.stop()));
  await direct?.end();
  await bouncer?.stop();
  await admin?.query(`drop database if exists ${dbName} with (force)`);
  await admin?.end();
});

it('starts two processes at once through PgBouncer, every migration applied once under the start-up lock', async () => {
  await expectStartedOnce(servers, direct);
});

it('signs up and in, and reads the session on every request, many at once, on every process', async () => {
  const { email, password } = await newBusiness(t, { companyName: 'Pooled Café' });
  const [a, b] = servers;
  const signIn = await fetch(`${a.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(signIn.status).toBe(200);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  // The session read is the statement every request runs: on many connections at once it must never meet another
  // connection's statement of the same name on the server connection PgBouncer lends it.
  const answers = await Promise.all(
    Array.from({ length: 24 }, (_, i) => fetch(`${(i % 2 ? a : b).url}/api/me`, { headers: { cookie } })),
  );
  expect(answers.map((r) => r.status)).toEqual(answers.map(() => 200));
  const me = (await answers[0].json()) as { business: { companyName: string } };
  expect(me.business.companyName).toBe('Pooled Café');
});

it('adds customers and checks them in at many tills at once, each counted once', async () => {
  const { client: c, businessId } = await newBusiness(t, { tierName: 'Agency' });
  await newProgram(c, { type: 'points', config: { dailyPointsCap: 0 } });
  await newProgram(c, { type: 'stamp_card', config: { stampsRequired: 3, cooldownMinutes: 0 } });
  const people = await Promise.all(Array.from({ length: 8 }, () => addCustomer(c)));
  const visit = (customerId: string) => c.post(`/api/customers/${customerId}/visits`, { idempotencyKey: randomUUID() });
  const purchase = (customerId: string, amount: number) =>
    c.post(`/api/customers/${customerId}/purchases`, { idempotencyKey: randomUUID(), amount });
  // The first visit joins the programs; then a visit and a purchase each, all at once.
  const first = await Promise.all(people.map((p) => visit(p.id)));
  expect(first.map((r) => r.status)).toEqual(first.map(() => 201));
  const rest = await Promise.all(people.flatMap((p, i) => [visit(p.id), purchase(p.id, 10 + i)]));
  expect(rest.map((r) => r.status)).toEqual(rest.map(() => 201));
  for (const [i, person] of people.entries()) {
    const [row] = await t.db
      .select()
      .from(customers)
      .where(and(eq(customers.businessId, businessId), eq(customers.id, person.id)));
    expect(row.totalVisits, person.id).toBe(3);
    expect(row.totalPoints, person.id).toBe(10 + i);
  }
  expect(await checkLedger({ db: t.db, businessId })).toEqual([]);
});

it('imports a CSV in batches side by side, reporting a duplicate the database found', async () => {
  const { client: c, businessId } = await newBusiness(t, { tierName: 'Agency' });
  const existing = await addCustomer(c, { phone: '3125550100' });
  const rows = Array.from({ length: 120 }, (_, i) => ({
    first_name: `Row${i}`,
    email: `row${i}-${randomUUID().slice(0, 8)}@example.test`,
  }));
  rows.push({ first_name: 'Again', email: '', phone: '(312) 555-0100' } as (typeof rows)[number]);
  const res = await c.post('/api/customers/import', importBody(rows));
  expect(res.status).toBe(200);
  expect(res.body.imported).toBe(120);
  expect(res.body.failed).toBe(1);
  expect(res.body.results.find((r: { status: string }) => r.status === 'failed')).toMatchObject({
    rowNumber: 122,
    error: 'A customer with this phone number already exists',
  });
  const stored = await t.db.select({ id: customers.id }).from(customers).where(eq(customers.businessId, businessId));
  expect(stored.length).toBe(121);
  expect(stored.map((s) => s.id)).toContain(existing.id);
});

it('runs a job: the welcome text reaches the outbox through pg-boss on the pooler', async () => {
  const { client: c, businessId } = await newBusiness(t, { companyName: 'Bouncer Bakery' });
  await t.db.insert(smsTemplates).values({
    businessId,
    name: 'Welcome SMS',
    messageTemplate: 'Hi {name}! Thanks for joining {business_name}.',
    triggerType: 'welcome',
  });
  const customer = await addCustomer(c, { firstName: 'Pia', lastName: 'Lo', email: uniqueEmail('pia') });
  const sms = await eventually(async () => {
    const [row] = await t.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.businessId, businessId), eq(outboxMessages.channel, 'sms')));
    return row;
  }, 20_000);
  expect(sms.to).toBe(customer.phone);
  expect(sms.text).toMatch(/^Hi Pia Lo! Thanks for joining Bouncer Bakery\./);
});

it('needs DATABASE_POOLING=transaction: without it a check-in statement fails on a connection PgBouncer shares', async () => {
  // Two of the app's connections at once, behind one server connection: the first prepares the check-in's context
  // statement under its name there, and the second, which never prepared it, asks the server to prepare it again.
  const readTwiceAtOnce = async (pooling: TPooling) => {
    const database = await openDatabase({ databaseUrl: through(oneConnection), pooling });
    try {
      const read = () =>
        loadCustomerContext({ db: database.db, businessId: randomUUID(), customerId: randomUUID(), now: new Date() });
      return await Promise.allSettled([read(), read()]);
    } finally {
      await database.close();
    }
  };
  const session = await readTwiceAtOnce('session');
  const refused = session.find((r) => r.status === 'rejected');
  expect(refused && codeOf(refused.reason)).toBe('42P05');
  expect(String(refused && messageOf(refused.reason))).toContain(
    'prepared statement "customer_context" already exists',
  );

  const transaction = await readTwiceAtOnce('transaction');
  expect(transaction.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
});

/** The driver's error under drizzle's wrapper: its SQLSTATE and message. */
function codeOf(err: unknown): string | undefined {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code) return e.code;
  }
  return undefined;
}
function messageOf(err: unknown): string | undefined {
  for (let e = err as { code?: string; message?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code) return e.message;
  }
  return undefined;
}
