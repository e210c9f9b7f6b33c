import { randomUUID } from 'node:crypto';
import { API_KEY_MESSAGES, WEBHOOK_MESSAGES } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessAuditLog, webhookEndpoints } from '../src/db/schema/index.ts';
import { bearerClient } from './api-v1-client.ts';
import { newBusiness, startTestApp, type TClient, type TTestApp } from './harness.ts';

// The operator allows private addresses (a receiver on this machine); no test here emits a customer's event, and the
// one test event goes to a closed port, so nothing is delivered anywhere.
let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp({ WEBHOOKS_ALLOW_PRIVATE: 'true' });
});
afterAll(async () => {
  await t?.stop();
});

const V1 = '/api/v1/webhooks/endpoints';
const URL_OK = 'http://127.0.0.1:9/hooks';

async function keyFor(c: TClient, scopes: string[], name = 'Agency sync') {
  const res = await c.post('/api/settings/api-keys', { name, scopes });
  expect(res.status).toBe(201);
  return bearerClient(t.app, res.body.secret as string);
}

/** A Pro business (its plan has the API) and a key that manages webhooks. */
async function agency() {
  const { client: c, businessId } = await newBusiness(t, { tierName: 'Pro' });
  const key = await keyFor(c, ['webhooks:manage']);
  return { c, businessId, key };
}

async function auditOf(businessId: string) {
  return t.db
    .select()
    .from(businessAuditLog)
    .where(and(eq(businessAuditLog.businessId, businessId), eq(businessAuditLog.targetType, 'webhook_endpoint')))
    .orderBy(businessAuditLog.createdAt);
}

describe('/api/v1 webhook endpoints', () => {
  it('creates (secret shown once), lists, changes, logs deliveries and deletes, each in the audit trail as the key', async () => {
    const { c, businessId, key } = await agency();
    const created = await key.post(V1, { url: URL_OK, description: 'Shop sync', events: ['customer.created'] });
    expect(created.status).toBe(201);
    const { secret, ...endpoint } = created.body.data;
    expect(secret).toMatch(/^whsec_/);
    expect(endpoint).toMatchObject({
      url: URL_OK,
      description: 'Shop sync',
      events: ['customer.created'],
      enabled: true,
    });
    const [row] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(row?.businessId).toBe(businessId);
    expect(row?.secretSealed).not.toContain(secret);

    const list = await key.get(V1);
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([endpoint]);
    expect(JSON.stringify(list.body)).not.toContain('whsec_');

    const changed = await key.patch(`${V1}/${endpoint.id}`, { events: ['visit.recorded', 'visit.recorded'] });
    expect([changed.status, changed.body.data.events]).toEqual([200, ['visit.recorded']]);
    // A new secret, in this answer only; the old one's seal is kept beside it for the 24 hours both sign.
    const rotated = await key.post(`${V1}/${endpoint.id}/rotate-secret`, {});
    expect(rotated.status).toBe(200);
    expect(rotated.body.data.secret).toMatch(/^whsec_/);
    expect(rotated.body.data.secret).not.toBe(secret);
    expect(rotated.body.data.id).toBe(endpoint.id);
    const [afterRotation] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(afterRotation?.secretSealed).not.toBe(row?.secretSealed);
    // A test event from Settings and one from the key, then a redelivery of the key's: three deliveries in the log
    // (turned off after, so no retries).
    expect((await c.post(`/api/settings/webhooks/${endpoint.id}/test`, {})).status).toBe(202);
    const tested = await key.post(`${V1}/${endpoint.id}/test`, {});
    expect(tested.status).toBe(202);
    const again = await key.post(`${V1}/${endpoint.id}/deliveries/${tested.body.data.deliveryId}/redeliver`, {});
    expect(again.status).toBe(202);
    expect(again.body.data.deliveryId).not.toBe(tested.body.data.deliveryId);
    const off = await key.patch(`${V1}/${endpoint.id}`, { enabled: false });
    expect([off.status, off.body.data.enabled, off.body.data.disabledReason]).toEqual([200, false, 'manual']);
    const log = await key.get(`${V1}/${endpoint.id}/deliveries`);
    expect(log.status).toBe(200);
    expect(log.body.data).toHaveLength(3);
    expect(log.body.data.map((d: { eventType: string }) => d.eventType)).toEqual([
      'webhook.test',
      'webhook.test',
      'webhook.test',
    ]);
    expect(log.body.data.map((d: { id: string }) => d.id)).toEqual(
      expect.arrayContaining([tested.body.data.deliveryId, again.body.data.deliveryId]),
    );

    const deleted = await key.delete(`${V1}/${endpoint.id}`);
    expect([deleted.status, deleted.body]).toEqual([200, { data: { id: endpoint.id } }]);
    expect((await key.get(V1)).body.data).toEqual([]);
    const gone = await key.get(`${V1}/${endpoint.id}/deliveries`);
    expect([gone.status, gone.body.error.message]).toEqual([404, WEBHOOK_MESSAGES.notFound]);

    const audit = await auditOf(businessId);
    expect(audit.map((a) => [a.action, a.actorType, a.actorLabel, a.targetId])).toEqual([
      ['webhook.create', 'api_key', 'API key Agency sync', endpoint.id],
      ['webhook.update', 'api_key', 'API key Agency sync', endpoint.id],
      ['webhook.rotate_secret', 'api_key', 'API key Agency sync', endpoint.id],
      ['webhook.disable', 'api_key', 'API key Agency sync', endpoint.id],
      ['webhook.delete', 'api_key', 'API key Agency sync', endpoint.id],
    ]);
    expect(JSON.stringify(audit)).not.toContain(secret);
    expect(JSON.stringify(audit)).not.toContain(rotated.body.data.secret);
  });

  it('refuses bad input with a message naming the field, and adds nothing', async () => {
    const { businessId, key } = await agency();
    const cases: [Record<string, unknown>, string, string | null][] = [
      [{ url: 'not a url' }, 'url', WEBHOOK_MESSAGES.urlInvalid],
      [{ events: [] }, 'events', WEBHOOK_MESSAGES.eventsRequired],
      [{ events: ['visit.made'] }, 'events', null],
      [{ description: 'x'.repeat(201) }, 'description', WEBHOOK_MESSAGES.descriptionTooLong],
    ];
    for (const [body, field, message] of cases) {
      const res = await key.post(V1, { url: URL_OK, events: ['visit.recorded'], ...body });
      expect([field, res.status]).toEqual([field, 400]);
      expect(res.body.error.details?.[field]).toBeDefined();
      if (message) expect(res.body.error.message).toBe(message);
    }
    const created = await key.post(V1, { url: URL_OK, events: ['visit.recorded'] });
    const bad = await key.patch(`${V1}/${created.body.data.id}`, { url: 'ftp://example.com/x' });
    expect([bad.status, bad.body.error.message]).toEqual([400, WEBHOOK_MESSAGES.urlInvalid]);
    const rows = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.businessId, businessId));
    expect(rows.map((r) => r.url)).toEqual([URL_OK]);
  });

  it('refuses a key without webhooks:manage on every route (403, naming the scope)', async () => {
    const { c, key } = await agency();
    const created = await key.post(V1, { url: URL_OK, events: ['visit.recorded'] });
    const id = created.body.data.id as string;
    const other = await keyFor(c, ['customers:read', 'customers:write', 'loyalty:read', 'loyalty:write'], 'Till');
    const calls = [
      () => other.get(V1),
      () => other.post(V1, { url: URL_OK, events: ['visit.recorded'] }),
      () => other.patch(`${V1}/${id}`, { enabled: false }),
      () => other.delete(`${V1}/${id}`),
      () => other.get(`${V1}/${id}/deliveries`),
      () => other.post(`${V1}/${id}/rotate-secret`, {}),
      () => other.post(`${V1}/${id}/test`, {}),
      () => other.post(`${V1}/${id}/deliveries/${randomUUID()}/redeliver`, {}),
    ];
    for (const [i, call] of calls.entries()) {
      const res = await call();
      expect([i, res.status, res.body.error.message]).toEqual([
        i,
        403,
        API_KEY_MESSAGES.missingScope('webhooks:manage'),
      ]);
    }
    expect((await key.get(V1)).body.data).toMatchObject([{ id, enabled: true }]);
  });

  it("answers 404 for another business's endpoints (and unknown ids) and changes nothing there", async () => {
    const mine = await agency();
    const theirs = await agency();
    const { secret: _secret, ...theirEndpoint } = (
      await theirs.key.post(V1, { url: URL_OK, events: ['visit.recorded'] })
    ).body.data;
    for (const id of [theirEndpoint.id, randomUUID(), 'not-an-id']) {
      const calls = [
        () => mine.key.patch(`${V1}/${id}`, { enabled: false }),
        () => mine.key.delete(`${V1}/${id}`),
        () => mine.key.get(`${V1}/${id}/deliveries`),
        () => mine.key.post(`${V1}/${id}/rotate-secret`, {}),
        () => mine.key.post(`${V1}/${id}/test`, {}),
        () => mine.key.post(`${V1}/${id}/deliveries/${randomUUID()}/redeliver`, {}),
      ];
      for (const [i, call] of calls.entries()) {
        const res = await call();
        expect([id, i, res.status, res.body.error.message]).toEqual([id, i, 404, WEBHOOK_MESSAGES.notFound]);
      }
    }
    expect((await mine.key.get(V1)).body.data).toEqual([]);
    expect((await theirs.key.get(V1)).body.data).toEqual([theirEndpoint]);
    expect(await auditOf(mine.businessId)).toEqual([]);
    // Their secret and log are as they were: nothing rotated, no test event queued.
    expect((await theirs.key.get(`${V1}/${theirEndpoint.id}/deliveries`)).body.data).toEqual([]);
    expect((await auditOf(theirs.businessId)).map((a) => a.action)).toEqual(['webhook.create']);
  });

  it("redelivers only the endpoint's own deliveries: another endpoint's delivery id is 404", async () => {
    const { key } = await agency();
    const a = (await key.post(V1, { url: URL_OK, events: ['visit.recorded'] })).body.data.id as string;
    const b = (await key.post(V1, { url: URL_OK, events: ['visit.recorded'] })).body.data.id as string;
    const tested = await key.post(`${V1}/${a}/test`, {});
    expect(tested.status).toBe(202);
    const wrong = await key.post(`${V1}/${b}/deliveries/${tested.body.data.deliveryId}/redeliver`, {});
    expect(wrong.status).toBe(404);
    expect((await key.get(`${V1}/${b}/deliveries`)).body.data).toEqual([]);
    for (const id of [a, b]) expect((await key.patch(`${V1}/${id}`, { enabled: false })).status).toBe(200);
  });

  it('is in /api/v1/openapi.json with the bearer scheme', async () => {
    const { key } = await agency();
    const doc = (await key.get('/api/v1/openapi.json')).body as {
      paths: Record<string, Record<string, { security?: unknown }>>;
    };
    expect(Object.keys(doc.paths[V1] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths[`${V1}/{id}`] ?? {}).sort()).toEqual(['delete', 'patch']);
    expect(doc.paths[`${V1}/{id}/deliveries`]?.get?.security).toEqual([{ bearerKey: [] }]);
    for (const action of ['rotate-secret', 'test', 'deliveries/{deliveryId}/redeliver']) {
      expect(doc.paths[`${V1}/{id}/${action}`]?.post?.security).toEqual([{ bearerKey: [] }]);
    }
  });
});
