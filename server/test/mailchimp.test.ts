import { MAILCHIMP_MESSAGES, type TMailchimpState } from '@regulars/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { customers, mailchimpConnections } from '../src/db/schema/index.ts';
import { MAILCHIMP_JOBS } from '../src/mailchimp/index.ts';
import { queueMailchimpSyncs } from '../src/mailchimp/sync-audience.ts';
import { addClient } from './factories/agency.ts';
import { addCustomer, importBody } from './factories/customers.ts';
import { newTeamMember } from './factories/teams.ts';
import {
  eventually,
  newBusiness,
  startIsolatedTestApp,
  superAdminClient,
  type TClient,
  type TTestApp,
} from './harness.ts';
import { startMailchimpStub, type TMailchimpStub } from './stubs/mailchimp-stub.ts';

let t: TTestApp;
let stub: TMailchimpStub;
beforeAll(async () => {
  stub = await startMailchimpStub();
  // Its own database on PostgreSQL: apps sharing one would work each other's sync jobs against another stub.
  t = await startIsolatedTestApp('mailchimp', { MAILCHIMP_API_BASE: stub.url });
});
afterAll(async () => {
  await t?.stop();
  await stub?.close();
});

const API = '/api/integrations/mailchimp';

async function connectionRow(businessId: string) {
  const [row] = await t.db.select().from(mailchimpConnections).where(eq(mailchimpConnections.businessId, businessId));
  return row ?? null;
}

/** A business on `tierName` connected to a fresh stub account with two audiences, the first chosen. */
async function connected(tierName = 'Pro') {
  const business = await newBusiness(t, { tierName });
  const account = stub.addAccount({ name: 'Blue Door Coffee', lists: ['Regulars', 'Newsletter'] });
  expect((await business.client.post(API, { apiKey: account.key })).status).toBe(200);
  expect((await business.client.put(`${API}/audience`, { audienceId: account.listIds[0] })).status).toBe(200);
  return { ...business, ...account, listId: account.listIds[0] };
}

/** Starts a sync and waits for it to finish; returns the state GET then shows. */
/** A connection with its audience chosen, written as the API would (for a business the API would refuse now). */
async function connectDirectly(businessId: string, account: { key: string; listIds: string[] }) {
  await t.db.insert(mailchimpConnections).values({
    businessId,
    apiKeyEncrypted: await t.deps.secrets.encrypt(account.key),
    serverPrefix: 'us21',
    apiKeyHint: account.key.slice(28, 32),
    audienceId: account.listIds[0],
    audienceName: 'Regulars',
  });
}

async function syncNow(c: TClient): Promise<TMailchimpState> {
  const queued = await c.post(`${API}/sync`);
  expect(queued.status).toBe(202);
  expect(queued.body.connection.lastSync.status).toBe('running');
  return eventually(async () => {
    const state = (await c.get<TMailchimpState>(API)).body;
    return state.connection?.lastSync?.status !== 'running' ? state : null;
  }, 20_000);
}

const customerRow = async (id: string) => (await t.db.select().from(customers).where(eq(customers.id, id)))[0];

describe('MailChimp connection', () => {
  it('is refused on the Free tier, with the upgrade link, and stores nothing', async () => {
    const { client: c, businessId } = await newBusiness(t);
    const state = (await c.get(API)).body;
    expect(state).toEqual({ available: false, canEdit: true, connection: null });
    const account = stub.addAccount({ name: 'Free Co', lists: ['All'] });
    const res = await c.post(API, { apiKey: account.key });
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({ code: 'PLAN_LIMIT', message: MAILCHIMP_MESSAGES.upgrade });
    expect(res.body.error.details.upgradeUrl).toBe('/subscription');
    expect(await connectionRow(businessId)).toBeNull();
  });

  it('refuses a key MailChimp refuses, or one that is not a MailChimp key, and stores nothing', async () => {
    const { client: c, businessId } = await newBusiness(t, { tierName: 'Pro' });
    const refused = await c.post(API, { apiKey: `${'0'.repeat(32)}-us21` });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(MAILCHIMP_MESSAGES.keyRefused);
    const malformed = await c.post(API, { apiKey: 'not a key' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.message).toBe(MAILCHIMP_MESSAGES.keyFormat);
    // A data centre that is not letters then digits never becomes part of a host name.
    expect((await c.post(API, { apiKey: 'abcdef0123456789-evil.example/x' })).status).toBe(400);
    expect(await connectionRow(businessId)).toBeNull();
  });

  it('stores the key encrypted, never returns or logs it, and lists the account’s audiences', async () => {
    const { client: c, businessId } = await newBusiness(t, { tierName: 'Pro' });
    const { key, listIds } = stub.addAccount({ name: 'Blue Door Coffee', lists: ['Regulars', 'Newsletter'] });
    const res = await c.post(API, { apiKey: key });
    expect(res.status).toBe(200);
    const row = await connectionRow(businessId);
    expect(row.apiKeyEncrypted).not.toContain(key);
    expect(row.apiKeyEncrypted).not.toContain(key.slice(0, 32));
    expect(await t.deps.secrets.decrypt(row.apiKeyEncrypted)).toBe(key);
    const state = (await c.get(API)).body as TMailchimpState;
    expect(state.connection).toMatchObject({
      apiKeyHint: key.slice(28, 32),
      dataCentre: 'us21',
      accountName: 'Blue Door Coffee',
      audience: null,
      audiencesError: null,
      lastSync: null,
    });
    expect(state.connection?.audiences.map((a) => a.id)).toEqual(listIds);
    for (const body of [res.body, state]) expect(JSON.stringify(body)).not.toContain(key.slice(0, 32));
    expect(t.logLines.join('')).not.toContain(key.slice(0, 32));
  });

  it('takes only one of the account’s own audiences, and syncs only once one is chosen', async () => {
    const { client: c } = await newBusiness(t, { tierName: 'Pro' });
    const mine = stub.addAccount({ name: 'Mine', lists: ['Regulars', 'Newsletter'] });
    const theirs = stub.addAccount({ name: 'Theirs', lists: ['Other'] });
    expect((await c.post(API, { apiKey: mine.key })).status).toBe(200);
    const early = await c.post(`${API}/sync`);
    expect(early.status).toBe(400);
    expect(early.body.error.message).toBe(MAILCHIMP_MESSAGES.noAudience);
    const foreign = await c.put(`${API}/audience`, { audienceId: theirs.listIds[0] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.message).toBe(MAILCHIMP_MESSAGES.audienceUnknown);
    const chosen = await c.put(`${API}/audience`, { audienceId: mine.listIds[1] });
    expect(chosen.status).toBe(200);
    expect(chosen.body.connection.audience).toEqual({ id: mine.listIds[1], name: 'Newsletter' });
  });

  it('keeps one business out of another’s connection', async () => {
    const a = await connected();
    const b = await newBusiness(t, { tierName: 'Pro' });
    expect((await b.client.get(API)).body.connection).toBeNull();
    expect((await b.client.put(`${API}/audience`, { audienceId: a.listId })).status).toBe(400);
    expect((await b.client.post(`${API}/sync`)).status).toBe(400);
    expect((await b.client.delete(API)).status).toBe(204);
    expect((await a.client.get(API)).body.connection.audience.id).toBe(a.listId);
  });

  it('shows a team member the connection, read-only', async () => {
    const a = await connected();
    const member = await newTeamMember(t, a.client);
    const state = (await member.client.get(API)).body as TMailchimpState;
    expect(state).toMatchObject({ available: true, canEdit: false, connection: { audience: { id: a.listId } } });
    expect((await member.client.post(`${API}/sync`)).status).toBe(403);
    expect((await member.client.put(`${API}/audience`, { audienceId: a.listIds[1] })).status).toBe(403);
    expect((await member.client.post(API, { apiKey: a.key })).status).toBe(403);
    expect((await member.client.delete(API)).status).toBe(403);
    expect(await connectionRow(a.businessId)).toMatchObject({ audienceId: a.listId, lastSyncStatus: null });
  });

  it('disconnects: the key and the audience are forgotten', async () => {
    const a = await connected();
    expect((await a.client.delete(API)).status).toBe(204);
    expect(await connectionRow(a.businessId)).toBeNull();
    expect((await a.client.get(API)).body.connection).toBeNull();
  });
});

describe('MailChimp sync', () => {
  it('upserts customers by email both ways: opted-in subscribed, ours unsubscribed, theirs opted out here', async () => {
    const send = vi.spyOn(t.deps.queue, 'send');
    const a = await connected();
    const ann = await addCustomer(a.client, { firstName: 'Ann', lastName: 'Lee', email: 'Ann@Example.test' });
    await addCustomer(a.client, { firstName: 'Bo', lastName: 'Ray', email: 'bo@example.test' });
    const cy = await addCustomer(a.client, { firstName: 'Cy', email: 'cy@example.test' });
    expect((await a.client.patch(`/api/customers/${cy.id}`, { optedInEmail: false })).status).toBe(200);
    const di = await addCustomer(a.client, { firstName: 'Di', email: 'di@example.test' });
    // Di unsubscribed from one of the business's MailChimp emails before the first sync.
    stub.unsubscribe(a.key, a.listId, 'di@example.test');

    const first = await syncNow(a.client);
    expect(first.connection?.lastSync).toMatchObject({ status: 'ok', result: { message: null, errors: [] } });
    expect(first.connection?.lastSync?.at).toEqual(expect.any(String));
    expect(first.connection?.lastSync?.result).toMatchObject({
      subscribed: 2,
      unsubscribed: 2,
      created: 3,
      updated: 1,
      optedOutInMailchimp: 1,
      errorCount: 0,
    });
    const members = stub.members(a.key, a.listId);
    expect(members.get('ann@example.test')).toMatchObject({
      status: 'subscribed',
      merge_fields: { FNAME: 'Ann', LNAME: 'Lee' },
    });
    expect(members.get('cy@example.test')?.status).toBe('unsubscribed');
    expect(members.get('di@example.test')?.status).toBe('unsubscribed');
    expect(await customerRow(di.id)).toMatchObject({ optedInEmail: false, emailUnsubscribedAt: expect.any(Date) });
    expect((await customerRow(ann.id)).optedInEmail).toBe(true);
    // The job carries the business only: the key stays in the database.
    const jobs = send.mock.calls.filter(([name]) => name === MAILCHIMP_JOBS.syncMailchimp);
    expect(jobs.map(([, data]) => data)).toContainEqual({ businessId: a.businessId });
    for (const [, data] of jobs) expect(Object.keys(data)).toEqual(['businessId']);
    send.mockRestore();

    // A second sync updates, never duplicates; Bo unsubscribed in MailChimp meanwhile.
    await addCustomer(a.client, { firstName: 'Ed', email: 'ed@example.test' });
    stub.unsubscribe(a.key, a.listId, 'bo@example.test');
    const second = await syncNow(a.client);
    expect(second.connection?.lastSync?.result).toMatchObject({
      subscribed: 2,
      unsubscribed: 3,
      created: 1,
      updated: 4,
      optedOutInMailchimp: 1,
      errorCount: 0,
    });
    expect(stub.members(a.key, a.listId).size).toBe(5);
    expect(stub.members(a.key, a.listId).get('bo@example.test')?.status).toBe('unsubscribed');
  });

  it('records member errors as a partial sync and lists them', async () => {
    const a = await connected();
    await addCustomer(a.client, { firstName: 'Good', email: 'good@example.test' });
    stub.reject('fake-address@example.test');
    await addCustomer(a.client, { firstName: 'Fake', email: 'fake-address@example.test' });
    const state = await syncNow(a.client);
    expect(state.connection?.lastSync?.status).toBe('partial');
    expect(state.connection?.lastSync?.result).toMatchObject({ subscribed: 2, created: 1, errorCount: 1 });
    expect(state.connection?.lastSync?.result?.errors).toEqual([
      { email: 'fake-address@example.test', message: expect.stringContaining('looks fake or invalid') },
    ]);
  });

  it('records a refused key as failed, in plain words, and does not retry it', async () => {
    const a = await connected();
    await addCustomer(a.client, { email: 'refused@example.test' });
    stub.revoke(a.key);
    const send = vi.spyOn(t.deps.queue, 'send');
    const state = await syncNow(a.client);
    const jobId = await send.mock.results.find((_, i) => send.mock.calls[i][0] === MAILCHIMP_JOBS.syncMailchimp)?.value;
    send.mockRestore();
    expect(state.connection?.lastSync).toMatchObject({
      status: 'failed',
      result: { message: MAILCHIMP_MESSAGES.syncKeyRefused },
    });
    expect(state.connection?.audiencesError).toBe(MAILCHIMP_MESSAGES.syncKeyRefused);
    // Completed, not waiting for a retry: another try with a refused key would only be refused again.
    expect(await eventually(() => t.deps.queue.find(MAILCHIMP_JOBS.syncMailchimp, jobId))).toMatchObject({
      state: 'completed',
    });
    expect(stub.batchesOf(a.listId)).toHaveLength(0);
  });

  it('records MailChimp being down as failed, then succeeds on pg-boss’s retry', async () => {
    const a = await connected();
    await addCustomer(a.client, { email: 'retry@example.test' });
    stub.failNext(a.key, [503]);
    expect((await a.client.post(`${API}/sync`)).status).toBe(202);
    const failed = await eventually(async () => {
      const row = await connectionRow(a.businessId);
      return row.lastSyncStatus === 'failed' ? row : null;
    });
    expect(failed.lastSyncResult.message).toBe(MAILCHIMP_MESSAGES.syncUnreachable);
    const retried = await eventually(async () => {
      const row = await connectionRow(a.businessId);
      return row.lastSyncStatus === 'ok' ? row : null;
    }, 30_000);
    expect(retried.lastSyncResult).toMatchObject({ subscribed: 1, created: 1 });
  }, 40_000);

  it('refuses a second sync while one runs', async () => {
    const a = await connected();
    await t.db
      .update(mailchimpConnections)
      .set({ lastSyncStatus: 'running', updatedAt: new Date() })
      .where(eq(mailchimpConnections.businessId, a.businessId));
    const res = await a.client.post(`${API}/sync`);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(MAILCHIMP_MESSAGES.syncRunning);
  });

  it('sends 500 members per call: 1,200 customers make 3 batch calls', async () => {
    const a = await connected('Agency');
    const rows = Array.from({ length: 1200 }, (_, i) => ({ first_name: 'Bulk', email: `bulk${i}@example.test` }));
    for (let i = 0; i < rows.length; i += 1000) {
      // A list whose people agreed to email (the owner says so at import): only they are synced.
      const consent = { sms: { from: 'none' }, email: { from: 'attested' } };
      const body = { ...importBody(rows.slice(i, i + 1000)), consent };
      expect((await a.client.post('/api/customers/import', body)).status).toBe(200);
    }
    const state = await syncNow(a.client);
    expect(state.connection?.lastSync?.result).toMatchObject({ subscribed: 1200, created: 1200, errorCount: 0 });
    expect(stub.batchesOf(a.listId).map((b) => b.members.length)).toEqual([500, 500, 200]);
    expect(stub.members(a.key, a.listId).size).toBe(1200);
  }, 60_000);

  it('nightly: queues a sync for businesses with an audience on a plan with MailChimp only', async () => {
    const withAudience = await connected();
    await addCustomer(withAudience.client, { email: 'nightly@example.test' });
    const noAudience = await newBusiness(t, { tierName: 'Pro' });
    const account = stub.addAccount({ name: 'No audience yet', lists: ['Regulars'] });
    expect((await noAudience.client.post(API, { apiKey: account.key })).status).toBe(200);
    // A Free business with a connection left from a paid plan (the API refuses Free, so it is written directly).
    const free = await newBusiness(t);
    const freeAccount = stub.addAccount({ name: 'Downgraded', lists: ['Regulars'] });
    await connectDirectly(free.businessId, freeAccount);

    const { db, queue, secrets, config, logger } = t.deps;
    await queueMailchimpSyncs({ db, queue, secrets, config, logger });
    await eventually(async () => (await connectionRow(withAudience.businessId)).lastSyncStatus === 'ok');
    expect(stub.members(withAudience.key, withAudience.listId).has('nightly@example.test')).toBe(true);
    expect((await connectionRow(noAudience.businessId)).lastSyncStatus).toBeNull();
    expect((await connectionRow(free.businessId)).lastSyncStatus).toBeNull();
    expect(stub.batchesOf(freeAccount.listIds[0])).toHaveLength(0);
    // The Free business sees the upgrade prompt, not its leftover connection's audiences.
    const freeState = (await free.client.get(API)).body as TMailchimpState;
    expect(freeState.available).toBe(false);
    expect(freeState.connection?.audiences).toEqual([]);
  });

  it('nightly: leaves out the client of a suspended agency until the agency is reactivated (issue 48)', async () => {
    const agency = await newBusiness(t, { tierName: 'Agency', companyName: 'Northwind Agency' });
    const clientId = await addClient(agency.client, 'Harbor Café');
    const account = stub.addAccount({ name: 'Harbor Café', lists: ['Regulars'] });
    await connectDirectly(clientId, account);
    const admin = await superAdminClient(t);
    const tenant = `/api/admin/tenants/${agency.businessId}`;
    expect((await admin.post(`${tenant}/suspension`, { reason: 'Chargeback fraud' })).status).toBe(200);

    const { db, queue, secrets, config, logger } = t.deps;
    await queueMailchimpSyncs({ db, queue, secrets, config, logger });
    expect((await connectionRow(clientId)).lastSyncStatus).toBeNull();
    expect(stub.batchesOf(account.listIds[0])).toHaveLength(0);

    expect((await admin.post(`${tenant}/reactivation`, {})).status).toBe(200);
    await queueMailchimpSyncs({ db, queue, secrets, config, logger });
    await eventually(async () => (await connectionRow(clientId)).lastSyncStatus === 'ok');
  });
});
