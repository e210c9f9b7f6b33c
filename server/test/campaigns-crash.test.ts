import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { uniqueEmail } from './harness.ts';
import { spawnServer, type TSpawnedServer } from './spawn-server.ts';

// PostgreSQL only (vitest.config.ts): a server process is killed with SIGKILL mid-campaign and another started on
// the same database, which the embedded one (inside the killed process) cannot be.
const adminUrl = process.env.TEST_DATABASE_URL ?? '';
const dbName = `regulars_crash_${process.pid}_${Date.now()}`;
// Enough that the crash comes mid-send on a fast machine (it comes at 2,000 sent) and the control group's share is
// measured within 5 standard deviations; 30,000 sent three times the messages for the same proof (92 s of a slow run).
const RECIPIENTS = 10_000;
let admin: pg.Client;
let db: pg.Client;
let url: string;
const servers: TSpawnedServer[] = [];

beforeAll(async () => {
  admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const u = new URL(adminUrl);
  u.pathname = `/${dbName}`;
  url = u.toString();
  servers.push(await spawnServer({ DATABASE_URL: url }));
  db = new pg.Client({ connectionString: url });
  await db.connect();
}, 150_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await db?.end();
  await admin?.query(`drop database if exists ${dbName} with (force)`);
  await admin?.end();
});

it('resumes a campaign after kill -9 without sending anyone a second copy or losing anyone, its control group kept', async () => {
  const server = servers[0]!;
  const { cookie, businessId } = await signUp(server.url);
  await db.query(`update businesses set postal_address = '1 Main St' where id = $1`, [businessId]);
  await db.query(
    `insert into customers (business_id, unique_customer_id, first_name, email)
     select $1, 'CUS-' || g, 'Guest' || g, 'guest' || g || '@crash.test' from generate_series(1, ${RECIPIENTS}) g`,
    [businessId],
  );
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${server.url}${path}`, {
      method,
      headers: { cookie, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as { id: string; status: string } };
  };
  const { body: created } = await call('POST', '/api/campaigns', { name: 'Crash', type: 'email' });
  await call('PUT', `/api/campaigns/${created.id}`, {
    name: 'Crash',
    subject: 'Hi',
    body: 'Hello {firstName}',
    controlShare: 10,
  });
  // The control group as the hash draws it (campaigns/control-group.ts), before anything is sent.
  const drawn = `select id from customers where business_id = $1
    and (('x' || substr(md5($1 || ':' || $2 || ':' || id::text), 1, 7))::bit(28)::int % 10000) < 1000`;
  const kept = (await db.query(drawn, [businessId, created.id])).rowCount ?? 0;
  expect(Math.abs(kept / RECIPIENTS - 0.1)).toBeLessThan(0.015);
  const messaged = RECIPIENTS - kept;
  const started = await call('POST', `/api/campaigns/${created.id}/send`, {});
  expect(started.status).toBe(200);

  const sentSoFar = async () =>
    Number((await db.query('select sent_count from campaigns where id = $1', [created.id])).rows[0].sent_count);
  const deadline = Date.now() + 60_000;
  while ((await sentSoFar()) < 2_000 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  const exited = new Promise((r) => server.proc.once('exit', r));
  server.proc.kill('SIGKILL');
  await exited;
  const atCrash = await sentSoFar();
  expect(atCrash).toBeGreaterThanOrEqual(2_000);
  expect(atCrash).toBeLessThan(messaged);

  servers.length = 0;
  servers.push(await spawnServer({ DATABASE_URL: url }));
  const end = Date.now() + 120_000;
  let status = '';
  while (status !== 'sent' && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 250));
    status = (await db.query('select status from campaigns where id = $1', [created.id])).rows[0].status;
  }
  expect(status).toBe('sent');
  const outbox = await db.query(
    'select count(*)::int as n, count(distinct "to")::int as people from outbox_messages where business_id = $1',
    [businessId],
  );
  expect(outbox.rows[0]).toEqual({ n: messaged, people: messaged });
  const logs = await db.query(
    `select status, count(*)::int as n from communication_logs where campaign_id = $1 group by status`,
    [created.id],
  );
  expect(logs.rows).toEqual([{ status: 'sent', n: messaged }]);
  const counters = await db.query(
    'select queued_count, sent_count, failed_count, control_count from campaigns where id = $1',
    [created.id],
  );
  expect(counters.rows[0]).toEqual({
    queued_count: messaged,
    sent_count: messaged,
    failed_count: 0,
    control_count: kept,
  });
  // Every customer recorded once, the control group exactly the one drawn before the crash, and none of it messaged.
  const groups = await db.query(
    `select "group", count(*)::int as n, count(*) filter (where customer_id in (${drawn}))::int as drawn
     from campaign_recipients where business_id = $1 and campaign_id = $2::uuid group by "group" order by "group"`,
    [businessId, created.id],
  );
  expect(groups.rows).toEqual([
    { group: 'control', n: kept, drawn: kept },
    { group: 'message', n: messaged, drawn: 0 },
  ]);
}, 240_000);

async function signUp(baseUrl: string) {
  const tiers = (await (await fetch(`${baseUrl}/api/tiers`)).json()) as { tiers: { id: string; name: string }[] };
  const agency = tiers.tiers.find((x) => x.name === 'Agency');
  const res = await fetch(`${baseUrl}/api/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      companyName: 'Crash Café',
      email: uniqueEmail('crash'),
      password: 'correct-horse-1',
      tierId: agency?.id,
    }),
  });
  expect(res.status).toBe(201);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const me = (await (await fetch(`${baseUrl}/api/me`, { headers: { cookie } })).json()) as { business: { id: string } };
  return { cookie, businessId: me.business.id };
}
