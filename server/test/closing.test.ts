import { randomUUID } from 'node:crypto';
import { CLOSING_MESSAGES, SIGNUP_FORM_SUSPENDED_MESSAGE } from '@regulars/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeClosedBusinesses } from '../src/closing/index.ts';
import {
  adminAuditLog,
  businessAuditLog,
  businesses,
  outboxMessages,
  stripeCustomers,
  users,
} from '../src/db/schema/index.ts';
import { bearerClient } from './api-v1-client.ts';
import { addCustomer } from './factories/customers.ts';
import { enrolmentBody } from './factories/enrolment.ts';
import { newLocation } from './factories/locations.ts';
import { newProgram } from './factories/programs.ts';
import { newQrCode } from './factories/qr-codes.ts';
import { newTeamMember } from './factories/teams.ts';
import {
  client,
  eventually,
  newBusiness,
  startTestApp,
  superAdminClient,
  type TClient,
  type TTestApp,
} from './harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

const CLOSE = '/api/closing/close';
const REOPEN = '/api/closing/reopen';

async function row(id: string) {
  const [b] = await t.db.select().from(businesses).where(eq(businesses.id, id));
  return b;
}
const adminAudit = (id: string, action: string) =>
  t.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.targetId, id), eq(adminAuditLog.action, action)));
const ownAudit = (id: string, action: string) =>
  t.db
    .select()
    .from(businessAuditLog)
    .where(and(eq(businessAuditLog.businessId, id), eq(businessAuditLog.action, action)));

async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await t.db.execute(query)) as unknown as { rows?: T[] };
  return result.rows ?? (result as unknown as T[]);
}

/** Every table with a business_id column, and how many rows it holds for this business. */
async function rowsPerTable(businessId: string): Promise<Record<string, number>> {
  const tables = await rowsOf<{ table_name: string }>(
    sql`select c.table_name from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and c.column_name = 'business_id' and t.table_type = 'BASE TABLE'
      order by c.table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name } of tables) {
    const [n] = await rowsOf<{ n: number | string }>(
      sql`select count(*) as n from ${sql.identifier(table_name)} where business_id = ${businessId}`,
    );
    counts[table_name] = Number(n.n);
  }
  return counts;
}

/** The admin makes a browser a counter device; the device is another browser holding only that cookie. */
async function newCounterDevice(admin: TClient) {
  const res = await admin.post('/api/counter/devices', { name: 'Front till' });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const token = admin.cookies.get('regulars_counter') as string;
  admin.cookies.delete('regulars_counter');
  const device = client(t.app, { origin: new URL(t.deps.config.appUrl).origin });
  device.cookies.set('regulars_counter', token);
  return device;
}

describe('closing a business', () => {
  it('is for the team admin, confirmed with the business name; a wrong name changes nothing', async () => {
    const b = await newBusiness(t, { tierName: 'Pro', companyName: 'Harbour Bakery' });
    const member = await newTeamMember(t, b.client);
    const anon = client(t.app);

    expect((await anon.post(CLOSE, { confirmName: 'Harbour Bakery' })).status).toBe(401);
    const notAdmin = await member.client.post(CLOSE, { confirmName: 'Harbour Bakery' });
    expect([notAdmin.status, notAdmin.body.error.message]).toEqual([403, 'Only the team admin can do this']);
    const wrong = await b.client.post(CLOSE, { confirmName: 'harbour bakery' });
    expect([wrong.status, wrong.body.error.message]).toEqual([400, CLOSING_MESSAGES.wrongName]);
    const empty = await b.client.post(CLOSE, { confirmName: '  ' });
    expect([empty.status, empty.body.error.message]).toEqual([400, 'Type the business name to confirm']);

    expect((await row(b.businessId)).closedAt).toBeNull();
    expect(await adminAudit(b.businessId, 'tenant.close')).toEqual([]);
    expect(await ownAudit(b.businessId, 'business.close')).toEqual([]);
    expect((await b.client.get('/api/closing')).body).toEqual({
      companyName: 'Harbour Bakery',
      closedAt: null,
      deletesAt: null,
      canManage: true,
      timeZone: null,
    });
    expect((await member.client.get('/api/closing')).body.canManage).toBe(false);
  });

  it('closes at once, cancels the subscription, logs it without personal data, and the team sees it closed', async () => {
    const b = await newBusiness(t, { tierName: 'Pro', companyName: 'Tidewater Coffee' });
    const member = await newTeamMember(t, b.client);
    await t.db
      .update(stripeCustomers)
      .set({ stripeSubscriptionId: `sub_${randomUUID().slice(0, 8)}` })
      .where(eq(stripeCustomers.businessId, b.businessId));
    await t.db.update(businesses).set({ timeZone: 'Europe/Paris' }).where(eq(businesses.id, b.businessId));

    const res = await b.client.post(CLOSE, { confirmName: ' Tidewater Coffee ' });
    expect(res.status).toBe(200);
    const stored = await row(b.businessId);
    expect(stored.closedAt).toBeInstanceOf(Date);
    expect(stored.closedByUserId).toBe(b.me.user.id);
    expect(stored.subscriptionStatus).toBe('canceled');
    const closedAt = stored.closedAt?.toISOString() as string;
    const deletesAt = new Date(new Date(closedAt).getTime() + 30 * 86_400_000).toISOString();
    // The closed screen reads times in the business's zone (its settings cannot be read while closed).
    expect(res.body).toEqual({
      companyName: 'Tidewater Coffee',
      closedAt,
      deletesAt,
      canManage: true,
      timeZone: 'Europe/Paris',
    });
    const [account] = await t.db.select().from(stripeCustomers).where(eq(stripeCustomers.businessId, b.businessId));
    expect(account?.stripeSubscriptionId ?? null).toBeNull();
    const [job] = await rowsOf<{ n: number | string }>(
      sql`select count(*) as n from pgboss.job where name = 'closing.cancel-subscription' and data->>'businessId' = ${b.businessId}`,
    );
    expect(Number(job.n)).toBe(1);

    const [logged] = await adminAudit(b.businessId, 'tenant.close');
    expect(logged).toMatchObject({
      actorUserId: null,
      actorEmail: 'Team admin',
      before: { plan: 'Pro', closedAt: null },
      after: { plan: 'Free', closedAt, deletesAt },
    });
    const text = JSON.stringify(logged);
    for (const personal of [b.email, 'Tidewater', member.email]) expect(text).not.toContain(personal);
    expect(await ownAudit(b.businessId, 'business.close')).toHaveLength(1);

    // The whole team reads it as closed: the profile says so, and nothing but the closing answers.
    expect((await b.client.get('/api/me')).body.business.closedAt).toBe(closedAt);
    expect((await member.client.get('/api/me')).body.business.closedAt).toBe(closedAt);
    // Signing in again says so at once too (the profile read right after sign-in, for a member: their team's).
    const again = await client(t.app).post('/api/login', { email: member.email, password: member.password });
    expect([again.status, again.body.business.closedAt]).toEqual([200, closedAt]);
    for (const c of [b.client, member.client]) {
      const refused = await c.get('/api/customers');
      expect([refused.status, refused.body.error.message]).toEqual([403, CLOSING_MESSAGES.closed]);
    }
    expect((await member.client.get('/api/closing')).body).toMatchObject({ closedAt, deletesAt, canManage: false });
    // Its data can still be taken away during the 30 days: the admin starts an export; a member still cannot.
    expect((await b.client.post('/api/data-exports', {})).status).toBe(202);
    expect((await b.client.get('/api/data-exports')).body.canExport).toBe(true);
    expect((await member.client.post('/api/data-exports', {})).status).toBe(403);
    const twice = await b.client.post(CLOSE, { confirmName: 'Tidewater Coffee' });
    expect([twice.status, twice.body.error.message]).toEqual([409, CLOSING_MESSAGES.alreadyClosed]);
  });

  it('refuses the public sign-up form, API keys, counter devices and campaign sends while closed', async () => {
    const b = await newBusiness(t, { tierName: 'Pro', companyName: 'Corner Deli' });
    const qr = await newQrCode(b.client);
    const key = await b.client.post('/api/settings/api-keys', { name: 'Till', scopes: ['customers:read'] });
    const api = bearerClient(t.app, key.body.secret);
    expect((await api.get('/api/v1/customers')).status).toBe(200);
    const campaign = await b.client.post('/api/campaigns', { name: 'Spring', type: 'sms' });
    const counter = await newCounterDevice(b.client);
    expect((await counter.get('/api/counter/device')).status).toBe(200);
    await b.client.post(CLOSE, { confirmName: 'Corner Deli' });

    const anon = client(t.app);
    const form = await anon.get(`/api/public/signup-form/${qr.code}`);
    expect([form.status, form.body.error.message]).toEqual([403, SIGNUP_FORM_SUSPENDED_MESSAGE]);
    const join = await anon.post(`/api/public/signup-form/${qr.code}`, enrolmentBody());
    expect([join.status, join.body.error.message]).toEqual([403, SIGNUP_FORM_SUSPENDED_MESSAGE]);
    const keyed = await api.get('/api/v1/customers');
    expect([keyed.status, keyed.body.error.message]).toEqual([403, CLOSING_MESSAGES.closed]);
    const device = await counter.get('/api/counter/device');
    expect([device.status, device.body.error.message]).toEqual([403, CLOSING_MESSAGES.closed]);
    const send = await b.client.post(`/api/campaigns/${campaign.body.id}/send`, {});
    expect([send.status, send.body.error.message]).toEqual([403, CLOSING_MESSAGES.closed]);
    expect(await rowsOf(sql`select id from customers where business_id = ${b.businessId}`)).toEqual([]);
  });
});

describe('reopening', () => {
  it('within 30 days clears the closing for the whole team; the subscription stays cancelled', async () => {
    const b = await newBusiness(t, { tierName: 'Pro', companyName: 'Lantern Books' });
    const member = await newTeamMember(t, b.client);
    await b.client.post(CLOSE, { confirmName: 'Lantern Books' });

    const notAdmin = await member.client.post(REOPEN);
    expect([notAdmin.status, notAdmin.body.error.message]).toEqual([403, 'Only the team admin can do this']);
    expect((await client(t.app).post(REOPEN)).status).toBe(401);

    const res = await b.client.post(REOPEN);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      companyName: 'Lantern Books',
      closedAt: null,
      deletesAt: null,
      canManage: true,
      timeZone: null,
    });
    const stored = await row(b.businessId);
    expect([stored.closedAt, stored.closedByUserId, stored.subscriptionStatus]).toEqual([null, null, 'canceled']);
    expect((await member.client.get('/api/customers')).status).toBe(200);
    expect((await b.client.get('/api/me')).body.business.closedAt).toBeNull();
    expect(await adminAudit(b.businessId, 'tenant.reopen')).toHaveLength(1);
    expect(await ownAudit(b.businessId, 'business.reopen')).toHaveLength(1);

    const again = await b.client.post(REOPEN);
    expect([again.status, again.body.error.message]).toEqual([409, CLOSING_MESSAGES.notClosed]);
  });

  it('is refused once the 30 days have passed', async () => {
    const b = await newBusiness(t, { companyName: 'Late Café' });
    await b.client.post(CLOSE, { confirmName: 'Late Café' });
    await t.db
      .update(businesses)
      .set({ closedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(businesses.id, b.businessId));
    const res = await b.client.post(REOPEN);
    expect([res.status, res.body.error.message]).toEqual([409, CLOSING_MESSAGES.gracePassed]);
    expect((await row(b.businessId)).closedAt).not.toBeNull();
  });
});

/** A business with rows in as many tables as the API reaches: customers, programs, the ledger, a team, keys… */
async function seededBusiness(companyName: string) {
  const b = await newBusiness(t, { tierName: 'Agency', companyName });
  const member = await newTeamMember(t, b.client);
  const location = await newLocation(b.client, { name: 'High Street' });
  const program = await newProgram(b.client, { name: 'Coffee Club', type: 'points' });
  const customer = await addCustomer(b.client);
  const visit = await b.client.post(`/api/customers/${customer.id}/visits`, { idempotencyKey: randomUUID() });
  expect(visit.status, JSON.stringify(visit.body)).toBe(201);
  const purchase = await b.client.post(`/api/customers/${customer.id}/purchases`, {
    idempotencyKey: randomUUID(),
    amount: 12.5,
  });
  expect(purchase.status, JSON.stringify(purchase.body)).toBe(201);
  const qr = await newQrCode(b.client);
  expect((await client(t.app).post(`/api/public/signup-form/${qr.code}`, enrolmentBody())).status).toBe(201);
  expect((await b.client.post('/api/settings/api-keys', { name: 'Till', scopes: ['customers:read'] })).status).toBe(
    201,
  );
  expect((await b.client.post('/api/campaigns', { name: 'Spring', type: 'email' })).status).toBe(201);
  await newCounterDevice(b.client);
  expect((await b.client.post('/api/counter/staff', { name: 'Kim Weekend', pin: '9034' })).status).toBe(201);
  expect((await b.client.post('/api/settings/sms-opt-outs', { phone: '(415) 555-0177' })).status).toBe(201);
  const help = await b.client.post('/api/support/requests', { subject: 'Help', message: 'A question', pagePath: '/' });
  expect(help.status).toBe(201);
  const admin = await superAdminClient(t);
  const reply = await admin.post(`/api/admin/support/${help.body.request.id}/replies`, { body: 'An answer' });
  expect(reply.status).toBe(201);
  // The reply's email is sent by a job: counted before the purge, not while it runs.
  await eventually(async () => {
    const sent = await t.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.to, b.email), eq(outboxMessages.subject, 'Re: Help')));
    return sent.length > 0;
  });
  return { ...b, member, location, program, customer };
}

describe('the purge', () => {
  it('deletes every row of a business closed over 30 days ago, in every tenant table, and leaves others alone', async () => {
    const closing = await seededBusiness('Gone Tomorrow');
    const other = await seededBusiness('Still Here');
    const before = await rowsPerTable(closing.businessId);
    const filled = Object.entries(before).filter(([, n]) => n > 0);
    // The walk means something only if the seed reached many tables.
    expect(filled.length).toBeGreaterThanOrEqual(20);
    const otherBefore = await rowsPerTable(other.businessId);

    await closing.client.post(CLOSE, { confirmName: 'Gone Tomorrow' });
    // Not yet due: nothing happens.
    await purgeClosedBusinesses({ db: t.db });
    expect(await row(closing.businessId)).toBeDefined();
    await t.db
      .update(businesses)
      .set({ closedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(businesses.id, closing.businessId));

    expect(await purgeClosedBusinesses({ db: t.db })).toBeGreaterThanOrEqual(1);

    const after = await rowsPerTable(closing.businessId);
    expect(Object.entries(after).filter(([, n]) => n > 0)).toEqual([]);
    expect(await row(closing.businessId)).toBeUndefined();
    // The owner's account is the business; the member's existed only for it.
    const accounts = await t.db.select({ email: users.email }).from(users);
    const emails = new Set(accounts.map((a) => a.email));
    expect([emails.has(closing.email), emails.has(closing.member.email)]).toEqual([false, false]);
    const [jobs] = await rowsOf<{ n: number | string }>(
      sql`select count(*) as n from pgboss.job where data->>'businessId' = ${closing.businessId} and state <> 'active'`,
    );
    expect(Number(jobs.n)).toBe(0);

    // The other business: every row where it was.
    expect(await rowsPerTable(other.businessId)).toEqual(otherBefore);
    expect((await other.client.get('/api/customers')).status).toBe(200);
    expect([emails.has(other.email), emails.has(other.member.email)]).toEqual([true, true]);

    // The super admin's log keeps the fact, with no personal data.
    const [purged] = await adminAudit(closing.businessId, 'tenant.purge');
    expect(purged).toMatchObject({ actorUserId: null, after: { plan: 'Free', teamAccounts: 1 } });
    expect((purged.after as { rows: number }).rows).toBeGreaterThan(20);
    const text = JSON.stringify(
      await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, closing.businessId)),
    );
    for (const personal of [closing.email, closing.member.email, 'Gone Tomorrow', closing.customer.email ?? '@@']) {
      expect(text).not.toContain(personal);
    }
  });

  it('rolls back a business whose purge fails halfway: every row of it stays, and nothing is logged', async () => {
    const broken = await newBusiness(t, { companyName: 'Stuck Shop' });
    await broken.client.post(CLOSE, { confirmName: 'Stuck Shop' });
    const customer = await addCustomer(broken.client).catch(() => null);
    expect(customer).toBeNull();
    await t.db
      .update(businesses)
      .set({ closedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(businesses.id, broken.businessId));
    const before = await rowsPerTable(broken.businessId);
    // A row the purge cannot delete (a trigger refuses it) makes its transaction fail halfway.
    const id = broken.businessId.replaceAll("'", '');
    await t.db.execute(
      sql.raw(`create or replace function closing_test_refuse() returns trigger language plpgsql as $$
      begin if old.business_id = '${id}' then raise exception 'refused'; end if; return old; end $$`),
    );
    await t.db.execute(sql`create trigger closing_test_refuse before delete on business_audit_log
      for each row execute function closing_test_refuse()`);
    try {
      await expect(purgeClosedBusinesses({ db: t.db })).rejects.toThrow('could not be deleted');
    } finally {
      await t.db.execute(sql`drop trigger closing_test_refuse on business_audit_log`);
      await t.db.execute(sql`drop function closing_test_refuse()`);
    }
    expect(await rowsPerTable(broken.businessId)).toEqual(before);
    expect(await row(broken.businessId)).toBeDefined();
    expect(await adminAudit(broken.businessId, 'tenant.purge')).toEqual([]);
  });
});

describe('one business cannot close or reopen another', () => {
  it('acts only on the caller’s own business', async () => {
    const mine = await newBusiness(t, { companyName: 'Mine' });
    const theirs = await newBusiness(t, { companyName: 'Theirs' });
    const res = await mine.client.post(CLOSE, { confirmName: 'Theirs' });
    expect([res.status, res.body.error.message]).toEqual([400, CLOSING_MESSAGES.wrongName]);
    expect([(await row(mine.businessId)).closedAt, (await row(theirs.businessId)).closedAt]).toEqual([null, null]);
    await theirs.client.post(CLOSE, { confirmName: 'Theirs' });
    const reopen = await mine.client.post(REOPEN);
    expect([reopen.status, reopen.body.error.message]).toEqual([409, CLOSING_MESSAGES.notClosed]);
    expect((await row(theirs.businessId)).closedAt).not.toBeNull();
  });
});
