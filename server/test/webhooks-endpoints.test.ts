import { WEBHOOK_MESSAGES } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessAuditLog, webhookEndpoints } from '../src/db/schema/index.ts';
import { newTeamMember } from './factories/teams.ts';
import { newBusiness, startTestApp, type TClient, type TTestApp } from './harness.ts';

// Two apps on one database: one whose operator allows private addresses (the local receivers tests use), one that
// does not. No test here emits an event, so neither delivers anything.
let t: TTestApp;
let strict: TTestApp;
beforeAll(async () => {
  [t, strict] = await Promise.all([startTestApp({ WEBHOOKS_ALLOW_PRIVATE: 'true' }), startTestApp()]);
});
afterAll(async () => {
  await Promise.all([t?.stop(), strict?.stop()]);
});

const API = '/api/settings/webhooks';
const URL_OK = 'http://127.0.0.1:9/hooks';

async function create(c: TClient, body: Record<string, unknown> = {}) {
  const res = await c.post(API, { url: URL_OK, description: 'Till sync', events: ['visit.recorded'], ...body });
  expect(res.status).toBe(201);
  return res.body as { endpoint: { id: string }; secret: string };
}

describe('webhook endpoints', () => {
  it('adds an endpoint with a secret shown once and kept sealed, lists, changes, turns off and on, and deletes it', async () => {
    const { client: c, businessId } = await newBusiness(t, { tierName: 'Pro' });
    const created = await create(c, { events: ['visit.recorded', 'customer.created'] });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{32}$/);
    // A real Standard Webhooks secret: the package signs with it.
    expect(new Webhook(created.secret).sign('msg_1', new Date(), '{}')).toMatch(/^v1,/);

    const [row] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.businessId, businessId));
    expect(JSON.stringify(row)).not.toContain(created.secret);
    expect(await t.deps.secrets.decrypt(row.secretSealed)).toBe(created.secret);

    const list = await c.get(API);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ planIncludesApi: true, canEdit: true });
    expect(list.body.endpoints).toEqual([
      expect.objectContaining({
        id: created.endpoint.id,
        url: URL_OK,
        description: 'Till sync',
        events: ['visit.recorded', 'customer.created'],
        enabled: true,
      }),
    ]);
    expect(JSON.stringify(list.body)).not.toContain(created.secret);

    const id = created.endpoint.id;
    const changed = await c.patch(`${API}/${id}`, { description: 'Shop', events: ['reward.earned'] });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ description: 'Shop', events: ['reward.earned'] });
    const off = await c.patch(`${API}/${id}`, { enabled: false });
    expect(off.body).toMatchObject({ enabled: false, disabledReason: 'manual' });
    const on = await c.patch(`${API}/${id}`, { enabled: true });
    expect(on.body).toMatchObject({ enabled: true, disabledReason: null });

    const rotated = await c.post(`${API}/${id}/rotate-secret`);
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(created.secret);
    const [after] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    expect(await t.deps.secrets.decrypt(after.previousSecretSealed as string)).toBe(created.secret);
    const hours = ((after.previousSecretExpiresAt?.getTime() ?? 0) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);

    expect((await c.delete(`${API}/${id}`)).status).toBe(200);
    expect((await c.get(API)).body.endpoints).toEqual([]);

    const audit = await t.db
      .select({ action: businessAuditLog.action, details: businessAuditLog.details })
      .from(businessAuditLog)
      .where(and(eq(businessAuditLog.businessId, businessId), eq(businessAuditLog.targetId, id)))
      .orderBy(businessAuditLog.createdAt);
    expect(audit.map((a) => a.action)).toEqual([
      'webhook.create',
      'webhook.update',
      'webhook.disable',
      'webhook.enable',
      'webhook.rotate_secret',
      'webhook.delete',
    ]);
    expect(JSON.stringify(audit)).not.toContain('whsec_');
  });

  it('refuses bad input with a message naming the field, and changes nothing', async () => {
    const { client: c, businessId } = await newBusiness(t, { tierName: 'Pro' });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ url: 'not a url' }, 'url', WEBHOOK_MESSAGES.urlInvalid],
      [{ url: 'ftp://example.com/x' }, 'url', WEBHOOK_MESSAGES.urlInvalid],
      [{ events: [] }, 'events', WEBHOOK_MESSAGES.eventsRequired],
      [{ events: ['visit.made'] }, 'events', 'Choose the events from the list'],
      [{ description: 'x'.repeat(201) }, 'description', WEBHOOK_MESSAGES.descriptionTooLong],
    ];
    for (const [body, field, message] of cases) {
      const res = await c.post(API, { url: URL_OK, events: ['visit.recorded'], ...body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.details[field]).toBeDefined();
      if (field !== 'events' || body.events?.toString() === '') expect(res.body.error.message).toBe(message);
    }
    expect(await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.businessId, businessId))).toEqual([]);
  });

  it('refuses every address but global unicast at save unless the operator allows them', async () => {
    const { client: c, businessId } = await newBusiness(strict, { tierName: 'Pro' });
    for (const url of [
      'http://127.0.0.1:8080/hooks',
      'http://10.0.0.5/hooks',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]/hooks',
      // Only global unicast: the IPv6 forms that carry an IPv4 address (mapped, NAT64 both prefixes, 6to4, Teredo,
      // IPv4-compatible) and site-local are refused too, whatever address they carry.
      'http://[::ffff:127.0.0.1]/hooks',
      'http://[64:ff9b::7f00:1]/hooks',
      'http://[64:ff9b:1::a9fe:a9fe]/hooks',
      'http://[2002:7f00:1::1]/hooks',
      'http://[2002:808:808::1]/hooks',
      'http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/hooks',
      'http://[::127.0.0.1]/hooks',
      'http://[::a9fe:a9fe]/hooks',
      'http://[fec0::1]/hooks',
      // A host name is resolved: localhost is 127.0.0.1.
      'http://localhost:8080/hooks',
    ]) {
      const res = await c.post(API, { url, events: ['visit.recorded'] });
      expect(res.status, url).toBe(400);
      expect(res.body.error.message).toBe(WEBHOOK_MESSAGES.privateAddress);
      expect(res.body.error.details.url).toEqual([WEBHOOK_MESSAGES.privateAddress]);
    }
    const existing = await create((await newBusiness(t, { tierName: 'Pro' })).client);
    expect(existing.endpoint.id).toBeTruthy();
    expect(await strict.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.businessId, businessId))).toEqual(
      [],
    );
  });

  it('is refused on a plan without the API, and to team members (who may read)', async () => {
    const free = await newBusiness(t);
    const refused = await free.client.post(API, { url: URL_OK, events: ['visit.recorded'] });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(WEBHOOK_MESSAGES.upgrade);
    expect((await free.client.get(API)).body).toMatchObject({ planIncludesApi: false, endpoints: [] });

    const { client: admin } = await newBusiness(t, { tierName: 'Pro' });
    const { endpoint } = await create(admin);
    const { client: member } = await newTeamMember(t, admin);
    const list = await member.get(API);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ canEdit: false });
    expect(list.body.endpoints).toHaveLength(1);
    for (const res of [
      await member.post(API, { url: URL_OK, events: ['visit.recorded'] }),
      await member.patch(`${API}/${endpoint.id}`, { enabled: false }),
      await member.delete(`${API}/${endpoint.id}`),
      await member.post(`${API}/${endpoint.id}/rotate-secret`),
      await member.post(`${API}/${endpoint.id}/test`),
    ]) {
      expect(res.status).toBe(403);
    }
    expect((await admin.get(API)).body.endpoints[0]).toMatchObject({ enabled: true });
  });

  it("answers 404 for another business's endpoint on every route, and changes nothing", async () => {
    const owner = await newBusiness(t, { tierName: 'Pro' });
    const { endpoint } = await create(owner.client);
    const other = await newBusiness(t, { tierName: 'Pro' });
    const o = other.client;
    const id = endpoint.id;
    const fake = '00000000-0000-4000-8000-000000000000';
    for (const res of [
      await o.patch(`${API}/${id}`, { enabled: false }),
      await o.delete(`${API}/${id}`),
      await o.post(`${API}/${id}/rotate-secret`),
      await o.get(`${API}/${id}/deliveries`),
      await o.post(`${API}/${id}/test`),
      await o.post(`${API}/${id}/deliveries/${fake}/redeliver`),
      await o.get(`${API}/not-an-id/deliveries`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe(WEBHOOK_MESSAGES.notFound);
    }
    const [row] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    expect(row).toMatchObject({ enabled: true, previousSecretSealed: null });
  });
});
