import { randomUUID } from 'node:crypto';
import { ADMIN_ACTION_MESSAGES, AGENCY_MESSAGES, API_KEY_MESSAGES, COUNTER_MESSAGES } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiKeys,
  businessAuditLog,
  businesses,
  clientManagers,
  counterDevices,
  counterStaff,
  customers,
  subscriptionTiers,
  testCheckoutSessions,
  webhookDeliveries,
  webhookEndpoints,
} from '../src/db/schema/index.ts';
import { bearerClient } from './api-v1-client.ts';
import { addClient, clientOwner } from './factories/agency.ts';
import { newCounterDevice } from './factories/counter.ts';
import { addCustomer } from './factories/customers.ts';
import { newTeamMember } from './factories/teams.ts';
import { client, newBusiness, startTestApp, superAdminClient, type TClient, type TTestApp } from './harness.ts';

// Endpoints here point at a local address no one listens on; no test waits for a delivery, only for whether one was
// written at all.
let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp({ WEBHOOKS_ALLOW_PRIVATE: 'true' });
});
afterAll(() => t?.stop());

const HOOK_URL = 'http://127.0.0.1:9/hooks';

/**
 * An agency, its client with an owner who joined, and what the agency set up in the client while it had it open: a
 * counter-only staff member with a PIN, a paired counter device, an API key and a webhook endpoint.
 */
async function agencyWithSetUpClient() {
  const agency = await newBusiness(t, { tierName: 'Agency', companyName: 'Northwind Agency' });
  const clientId = await addClient(agency.client, 'Harbor Café');
  const owner = await clientOwner(t, agency.client, clientId);
  expect((await agency.client.post('/api/agency/open', { businessId: clientId })).status).toBe(200);
  const staff = await agency.client.post('/api/counter/staff', { name: 'Agency Kim', pin: '4821' });
  expect(staff.status).toBe(201);
  const { device, id: deviceId } = await newCounterDevice(t, agency.client, { name: 'Agency till' });
  const key = await agency.client.post('/api/settings/api-keys', {
    name: 'Agency sync',
    scopes: ['customers:read', 'customers:write'],
  });
  expect(key.status).toBe(201);
  const hook = await agency.client.post('/api/settings/webhooks', { url: HOOK_URL, events: ['customer.created'] });
  expect(hook.status).toBe(201);
  return {
    agency,
    clientId,
    owner,
    staffId: staff.body.staff.id as string,
    device,
    deviceId,
    secret: key.body.secret as string,
    keyId: key.body.key.id as string,
    endpointId: hook.body.endpoint.id as string,
  };
}

async function release(agency: TClient, clientId: string) {
  const res = await agency.post(`/api/agency/clients/${clientId}/release`);
  expect(res.status).toBe(200);
}

const auditOf = (businessId: string, action: string) =>
  t.db
    .select({ targetId: businessAuditLog.targetId, details: businessAuditLog.details })
    .from(businessAuditLog)
    .where(and(eq(businessAuditLog.businessId, businessId), eq(businessAuditLog.action, action)));

const deliveriesOf = (businessId: string, endpointId: string) =>
  t.db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.businessId, businessId), eq(webhookDeliveries.endpointId, endpointId)));

/** The owner moves the released business to Pro with the test checkout: no second trial, the month paid at once. */
async function upgradeToPro(owner: TClient) {
  const [pro] = await t.db.select().from(subscriptionTiers).where(eq(subscriptionTiers.name, 'Pro'));
  const checkout = await owner.post('/api/billing/checkout', { tierId: pro.id });
  expect(checkout.status).toBe(200);
  const sessionId = String(checkout.body.url).split('/').pop() ?? '';
  const [session] = await t.db.select().from(testCheckoutSessions).where(eq(testCheckoutSessions.id, sessionId));
  expect(session).toBeTruthy();
  expect((await owner.post(`/api/billing/test-checkout/${sessionId}/complete`)).status).toBe(200);
  return pro.id;
}

describe('a release hands the client over (issue 47)', () => {
  it('as found: the agency’s device cookie signs a shift in with its PIN and finds a customer the owner added after', async () => {
    const { agency, clientId, owner, staffId, device, deviceId } = await agencyWithSetUpClient();
    expect((await device.post('/api/counter/shift', { staffId, pin: '4821' })).status).toBe(200);
    await release(agency.client, clientId);

    const after = await addCustomer(owner, { firstName: 'Newcomer' });
    const shift = await device.post('/api/counter/shift', { staffId, pin: '4821' });
    expect([shift.status, shift.body.error.message]).toEqual([401, COUNTER_MESSAGES.notADevice]);
    const search = await device.get(`/api/counter/customers?search=${encodeURIComponent(after.email ?? '')}`);
    expect(search.status).toBe(401);
    expect(JSON.stringify(search.body)).not.toContain(after.id);

    // The owner's /company: no device left, the agency's staff member kept (what they recorded names them) but with
    // no PIN, so no one signs in as them until the owner sets one.
    expect((await owner.get('/api/counter/devices')).body.devices).toEqual([]);
    const staff = (await owner.get('/api/counter/staff')).body.staff as { id: string; hasPin: boolean }[];
    expect(staff.find((s) => s.id === staffId)).toMatchObject({ hasPin: false });
    const [stored] = await t.db
      .select({ pinHash: counterStaff.pinHash })
      .from(counterStaff)
      .where(and(eq(counterStaff.businessId, clientId), eq(counterStaff.id, staffId)));
    expect(stored.pinHash).toBeNull();
    const [deviceRow] = await t.db
      .select({ revokedAt: counterDevices.revokedAt })
      .from(counterDevices)
      .where(and(eq(counterDevices.businessId, clientId), eq(counterDevices.id, deviceId)));
    expect(deviceRow.revokedAt).toBeInstanceOf(Date);
    // A device the owner pairs now does not take the agency's PIN either.
    const { device: ownDevice } = await newCounterDevice(t, owner, { name: 'Owner till' });
    expect((await ownDevice.post('/api/counter/shift', { staffId, pin: '4821' })).status).not.toBe(200);

    const why = { reason: 'agency.client_release', agency: 'Northwind Agency' };
    expect(await auditOf(clientId, 'counter_device.revoke')).toEqual([
      { targetId: deviceId, details: { name: 'Agency till', ...why } },
    ]);
    expect(await auditOf(clientId, 'counter_staff.update')).toContainEqual({
      targetId: staffId,
      details: { name: 'Agency Kim', pinCleared: true, ...why },
    });
  });

  it('as found: the agency’s API key opens the client again the moment its owner upgrades', async () => {
    const { agency, clientId, owner, secret, keyId } = await agencyWithSetUpClient();
    const key = bearerClient(t.app, secret);
    expect((await key.get('/api/v1/customers')).status).toBe(200);
    await release(agency.client, clientId);

    const refused = await key.get('/api/v1/customers');
    expect([refused.status, refused.body.error.message]).toEqual([401, API_KEY_MESSAGES.invalidKey]);
    const proId = await upgradeToPro(owner);
    expect((await t.db.select().from(businesses).where(eq(businesses.id, clientId)))[0]).toMatchObject({
      tierId: proId,
      subscriptionStatus: 'active',
    });
    const afterUpgrade = await key.get('/api/v1/customers');
    expect([afterUpgrade.status, afterUpgrade.body.error.message]).toEqual([401, API_KEY_MESSAGES.invalidKey]);

    // The owner sees it revoked in Settings → Developers, and who ended it in the trail.
    const listed = (await owner.get('/api/settings/api-keys')).body.keys as { id: string; revokedAt: string | null }[];
    expect(listed.find((k) => k.id === keyId)?.revokedAt).not.toBeNull();
    expect(await auditOf(clientId, 'api_key.revoke')).toEqual([
      {
        targetId: keyId,
        details: expect.objectContaining({ name: 'Agency sync', reason: 'agency.client_release' }),
      },
    ]);
    const [row] = await t.db
      .select({ revokedAt: apiKeys.revokedAt })
      .from(apiKeys)
      .where(and(eq(apiKeys.businessId, clientId), eq(apiKeys.id, keyId)));
    expect(row.revokedAt).toBeInstanceOf(Date);
  });

  it('as found: the agency’s webhook endpoint gets no delivery of the client’s customers on Free', async () => {
    const { agency, clientId, owner, endpointId } = await agencyWithSetUpClient();
    // While the client is the agency's (its plan includes the API) a new customer is delivered.
    await addCustomer(agency.client, { firstName: 'Before' });
    expect(await deliveriesOf(clientId, endpointId)).toHaveLength(1);
    await release(agency.client, clientId);

    await addCustomer(owner, { firstName: 'After' });
    expect(await deliveriesOf(clientId, endpointId)).toEqual([]);
    expect(
      await t.db
        .select()
        .from(webhookEndpoints)
        .where(and(eq(webhookEndpoints.businessId, clientId), eq(webhookEndpoints.id, endpointId))),
    ).toEqual([]);
    expect((await owner.get('/api/settings/webhooks')).body.endpoints).toEqual([]);
    expect(await auditOf(clientId, 'webhook.delete')).toEqual([
      { targetId: endpointId, details: { url: HOOK_URL, reason: 'agency.client_release', agency: 'Northwind Agency' } },
    ]);
    // The release's own row, in both trails, says what ended.
    const ended = { counterDevices: 1, staffPins: 1, apiKeys: 1, webhookEndpoints: 1, agencySessions: 1 };
    for (const businessId of [clientId, agency.businessId]) {
      expect(await auditOf(businessId, 'agency.client_release')).toContainEqual({
        targetId: clientId,
        details: expect.objectContaining({ ended }),
      });
    }
  });

  it('changes nothing when the release is refused', async () => {
    const agency = await newBusiness(t, { tierName: 'Agency' });
    const clientId = await addClient(agency.client, 'No Owner Yet');
    await agency.client.post('/api/agency/open', { businessId: clientId });
    const staff = await agency.client.post('/api/counter/staff', { name: 'Kim', pin: '4821' });
    const { id: deviceId } = await newCounterDevice(t, agency.client, { name: 'Till' });
    const refused = await agency.client.post(`/api/agency/clients/${clientId}/release`);
    expect(refused.status).toBe(409);
    const [deviceRow] = await t.db
      .select({ revokedAt: counterDevices.revokedAt })
      .from(counterDevices)
      .where(and(eq(counterDevices.businessId, clientId), eq(counterDevices.id, deviceId)));
    expect(deviceRow.revokedAt).toBeNull();
    const [staffRow] = await t.db
      .select({ pinHash: counterStaff.pinHash })
      .from(counterStaff)
      .where(and(eq(counterStaff.businessId, clientId), eq(counterStaff.id, staff.body.staff.id)));
    expect(staffRow.pinHash).not.toBeNull();
    expect((await agency.client.get('/api/me')).body.openClient).toMatchObject({ id: clientId });
  });
});

describe('webhooks emit only while the plan includes the API and has not lapsed (issue 47)', () => {
  it('writes no delivery for a business on Free or whose trial has lapsed, and delivers again on a paid plan', async () => {
    const pro = await newBusiness(t, { tierName: 'Pro' });
    const hook = await pro.client.post('/api/settings/webhooks', { url: HOOK_URL, events: ['customer.created'] });
    expect(hook.status).toBe(201);
    const endpointId = hook.body.endpoint.id as string;
    await addCustomer(pro.client);
    expect(await deliveriesOf(pro.businessId, endpointId)).toHaveLength(1);

    // Its trial ends unpaid: Free's features apply, so its endpoints receive nothing.
    await t.db
      .update(businesses)
      .set({ subscriptionStatus: 'trial', trialEndsAt: new Date(Date.now() - 60_000) })
      .where(eq(businesses.id, pro.businessId));
    await addCustomer(pro.client);
    expect(await deliveriesOf(pro.businessId, endpointId)).toHaveLength(1);

    // On the Free tier itself, the same.
    const [free] = await t.db.select().from(subscriptionTiers).where(eq(subscriptionTiers.name, 'Free'));
    await t.db
      .update(businesses)
      .set({ tierId: free.id, subscriptionStatus: 'active', trialEndsAt: null })
      .where(eq(businesses.id, pro.businessId));
    await addCustomer(pro.client);
    expect(await deliveriesOf(pro.businessId, endpointId)).toHaveLength(1);

    // Paid again: delivered again.
    const [proTier] = await t.db.select().from(subscriptionTiers).where(eq(subscriptionTiers.name, 'Pro'));
    await t.db
      .update(businesses)
      .set({ tierId: proTier.id, subscriptionStatus: 'active' })
      .where(eq(businesses.id, pro.businessId));
    await addCustomer(pro.client);
    expect(await deliveriesOf(pro.businessId, endpointId)).toHaveLength(2);
  });
});

describe('a client’s suspension follows its agency’s (issue 47)', () => {
  it('as found: the suspended agency’s key and device in a client are refused as a suspended business’s are', async () => {
    const { agency, clientId, owner, staffId, device, secret } = await agencyWithSetUpClient();
    const key = bearerClient(t.app, secret);
    const admin = await superAdminClient(t);
    expect(
      (await admin.post(`/api/admin/tenants/${agency.businessId}/suspension`, { reason: 'Chargeback fraud' })).status,
    ).toBe(200);

    const write = await key.post('/api/v1/customers', { firstName: 'Keyed', email: `k-${randomUUID()}@example.test` });
    expect([write.status, write.body.error.message]).toEqual([403, ADMIN_ACTION_MESSAGES.suspended]);
    const shift = await device.post('/api/counter/shift', { staffId, pin: '4821' });
    expect([shift.status, shift.body.error.message]).toEqual([403, ADMIN_ACTION_MESSAGES.suspended]);
    // The client's own team too: the business is suspended while its agency is (reads stay open, as for any).
    const ownerWrite = await owner.post('/api/customers', {
      firstName: 'Nope',
      email: `n-${randomUUID()}@example.test`,
    });
    expect([ownerWrite.status, ownerWrite.body.error.message]).toEqual([403, ADMIN_ACTION_MESSAGES.suspended]);
    expect((await key.get('/api/v1/customers')).status).toBe(200);
    // And its notice says so.
    expect((await owner.get('/api/account/suspension')).body).toMatchObject({ suspended: true });
    expect(
      await t.db
        .select()
        .from(customers)
        .where(and(eq(customers.businessId, clientId), eq(customers.firstName, 'Keyed'))),
    ).toEqual([]);

    expect((await admin.post(`/api/admin/tenants/${agency.businessId}/reactivation`)).status).toBe(200);
    expect((await device.post('/api/counter/shift', { staffId, pin: '4821' })).status).toBe(200);
    const again = await key.post('/api/v1/customers', { firstName: 'Keyed', email: `k-${randomUUID()}@example.test` });
    expect(again.status).toBe(201);
  });
});

describe('the cross-tenant suite for a released client’s former agency (issue 47)', () => {
  it('reaches nothing of the client with its sessions, device, key or ids after the release', async () => {
    const setup = await agencyWithSetUpClient();
    const { agency, clientId, owner } = setup;
    // A member of the agency's own team (invited from the agency, not from the client it has open).
    await agency.client.post('/api/agency/open', { businessId: null });
    const member = await newTeamMember(t, agency.client);
    await agency.client.post('/api/agency/open', { businessId: clientId });
    // An account manager of the client (issue 53): the release ends that too.
    const memberId = (await member.client.get('/api/me')).body.user.id;
    await agency.client.put(`/api/agency/clients/${clientId}/managers`, { userIds: [memberId] });
    expect((await member.client.post('/api/agency/open', { businessId: clientId })).status).toBe(200);
    const customer = await addCustomer(agency.client, { firstName: 'Harbor', lastName: 'Regular' });
    const location = await agency.client.post('/api/locations', { name: 'Pier' });
    expect(location.status).toBe(201);
    // What the agency's people reached in the client, with the client's ids, before the release.
    const ids: Record<string, string> = {
      '/api/customers/': customer.id,
      '/api/counter/devices/': setup.deviceId,
      '/api/counter/staff/': setup.staffId,
      '/api/settings/api-keys/': setup.keyId,
      '/api/settings/webhooks/': setup.endpointId,
      '/api/locations/': location.body.location.id,
      '/api/v1/customers/': customer.id,
    };
    expect((await agency.client.get(`/api/customers/${customer.id}`)).status).toBe(200);
    expect((await member.client.get(`/api/customers/${customer.id}`)).status).toBe(200);
    await release(agency.client, clientId);
    const before = await clientRows(clientId);

    const doc = (await client(t.app).get('/api/openapi.json')).body as {
      paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
    };
    const key = bearerClient(t.app, setup.secret);
    let walked = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const schemes = (op.security ?? []).flatMap((s) => Object.keys(s));
        if (schemes.length === 0 || schemes.every((s) => s === 'portalCookie')) continue;
        const prefix = Object.keys(ids).find((p) => path.startsWith(p));
        const url = path.replace(/\{[^}]+\}/g, prefix ? ids[prefix] : clientId);
        const label = `${method.toUpperCase()} ${path}`;
        walked += 1;
        // The device and the key open nothing at all any more.
        expect([label, (await send(setup.device, method, url)).status]).toEqual([label, 401]);
        if (path.startsWith('/api/v1')) {
          expect([label, (await sendKey(key, method, url)).status]).toEqual([label, 401]);
          continue;
        }
        // The agency's sessions work in the agency again: a client's id is an unknown one there, and what a read
        // without an id answers is the agency's own, never the client's.
        // (A change without an id would be the agency's own: not sent.)
        if (!path.includes('{') && method !== 'get') continue;
        for (const session of [agency.client, member.client]) {
          const res = await send(session, method, url);
          if (path.includes('{')) expect([label, res.status < 300]).toEqual([label, false]);
          else expect([label, JSON.stringify(res.body).includes(customer.id)]).toEqual([label, false]);
        }
      }
    }
    expect(walked).toBeGreaterThan(100);
    // The routes they used, with their ids and a body that would pass: 404, as another business's.
    for (const session of [agency.client, member.client]) {
      expect((await session.get(`/api/customers/${customer.id}`)).status).toBe(404);
      expect((await session.patch(`/api/customers/${customer.id}`, { firstName: 'Changed' })).status).toBe(404);
      expect(
        (await session.post(`/api/customers/${customer.id}/visits`, { idempotencyKey: randomUUID() })).status,
      ).toBe(404);
      const reopen = await session.post('/api/agency/open', { businessId: clientId });
      expect([reopen.status, reopen.body.error?.message]).toEqual([404, AGENCY_MESSAGES.clientNotFound]);
    }
    expect((await agency.client.delete(`/api/counter/devices/${setup.deviceId}`)).status).toBe(404);
    expect((await agency.client.delete(`/api/settings/api-keys/${setup.keyId}`)).status).toBe(404);
    expect((await agency.client.delete(`/api/locations/${location.body.location.id}`)).status).toBe(404);
    // Nobody of the agency manages it any more.
    expect(await t.db.select().from(clientManagers).where(eq(clientManagers.businessId, clientId))).toEqual([]);
    // The owner still has it all, untouched by the walk.
    expect(await clientRows(clientId)).toEqual(before);
    expect((await owner.get(`/api/customers/${customer.id}`)).body.customer.firstName).toBe('Harbor');
  });
});

function send(c: TClient, method: string, url: string) {
  if (method === 'get') return c.get(url);
  if (method === 'delete') return c.delete(url);
  if (method === 'patch') return c.patch(url, {});
  if (method === 'put') return c.put(url, {});
  return c.post(url, {});
}

function sendKey(key: ReturnType<typeof bearerClient>, method: string, url: string) {
  if (method === 'get') return key.get(url);
  if (method === 'delete') return key.delete(url);
  if (method === 'patch') return key.patch(url, {});
  return key.post(url, {});
}

/** What the walk must not change: the client's customers, staff, devices, keys and locations as stored. */
async function clientRows(clientId: string) {
  const [rows, staff, devices, keys] = await Promise.all([
    t.db.select().from(customers).where(eq(customers.businessId, clientId)),
    t.db.select().from(counterStaff).where(eq(counterStaff.businessId, clientId)),
    t.db.select().from(counterDevices).where(eq(counterDevices.businessId, clientId)),
    t.db.select().from(apiKeys).where(eq(apiKeys.businessId, clientId)),
  ]);
  return { rows, staff, devices, keys };
}
