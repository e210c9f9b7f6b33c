import { randomUUID } from 'node:crypto';
import { WEBHOOK_MESSAGES } from '@regulars/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../src/customers/index.ts';
import { outboxMessages, webhookDeliveries, webhookEndpoints, webhookEvents } from '../src/db/schema/index.ts';
import { MESSAGING_JOBS } from '../src/messaging/index.ts';
import { drainDeliveries } from '../src/webhooks/index.ts';
import { addCustomer } from './factories/customers.ts';
import { newProgram } from './factories/programs.ts';
import { eventually, newBusiness, startIsolatedTestApp, type TClient, type TTestApp } from './harness.ts';
import { startReceiver } from './webhooks-receiver.ts';

// A database of its own: this app's workers deliver to the test's receivers (other files' apps do not allow private
// addresses). The tests drive the clock by draining with a `now` ahead of the retry schedule.
let t: TTestApp;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  [t, receiver] = await Promise.all([
    startIsolatedTestApp('webhooks', { WEBHOOKS_ALLOW_PRIVATE: 'true' }),
    startReceiver(),
  ]);
});
afterAll(async () => {
  await t?.stop();
  await receiver?.close();
});

const API = '/api/settings/webhooks';

function drain(now: Date, allowPrivate = true) {
  return drainDeliveries({
    db: t.db,
    queue: t.deps.queue,
    secrets: t.deps.secrets,
    allowPrivate,
    notifyDisabled: ({ tx, message }) => t.deps.queue.send(MESSAGING_JOBS.sendEmail, message, { tx }),
    now,
  });
}

async function endpoint(c: TClient, events: string[], path = `/${randomUUID()}`) {
  const res = await c.post(API, { url: receiver.url(path), events });
  expect(res.status).toBe(201);
  return { id: res.body.endpoint.id as string, secret: res.body.secret as string, path };
}

const at = (path: string) => receiver.received.filter((r) => r.path === path);

async function deliveriesOf(endpointId: string) {
  return t.db
    .select({ d: webhookDeliveries, type: webhookEvents.type })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(webhookEvents.seq);
}

describe('webhook delivery', () => {
  it('delivers a check-in as signed events, in order, that the standardwebhooks verifier accepts', async () => {
    const { client: c } = await newBusiness(t, { tierName: 'Pro' });
    await newProgram(c, { type: 'points' });
    const hook = await endpoint(c, ['customer.created', 'purchase.recorded', 'points.earned']);
    const customer = await addCustomer(c);
    const visit = await c.post(`/api/customers/${customer.id}/purchases`, { idempotencyKey: randomUUID(), amount: 12 });
    expect(visit.status).toBe(201);

    const got = await eventually(async () => (at(hook.path).length >= 3 ? at(hook.path) : null));
    const verifier = new Webhook(hook.secret);
    const events = got.map((r) => {
      const headers = {
        'webhook-id': String(r.headers['webhook-id']),
        'webhook-timestamp': String(r.headers['webhook-timestamp']),
        'webhook-signature': String(r.headers['webhook-signature']),
      };
      return verifier.verify(r.body, headers) as { type: string; sequence: number; data: Record<string, unknown> };
    });
    expect(events.map((e) => e.type).sort()).toEqual(['customer.created', 'points.earned', 'purchase.recorded']);
    const created = events.find((e) => e.type === 'customer.created');
    expect(created?.data).toMatchObject({ customerId: customer.id, customer: { id: customer.id } });
    const recorded = events.find((e) => e.type === 'purchase.recorded');
    expect(recorded?.data).toMatchObject({ customerId: customer.id, actionId: visit.body.actionId, amount: 12 });
    const earned = events.find((e) => e.type === 'points.earned');
    expect(earned?.data).toMatchObject({ actionId: visit.body.actionId, points: 12, totalPoints: 12 });
    // The customer's events carry their order and the loyalty version the action left.
    expect(Number(recorded?.sequence)).toBeGreaterThan(Number(created?.sequence));
    expect(earned?.data.version).toBe(recorded?.data.version);
    expect(Number(recorded?.data.version)).toBeGreaterThan(0);
    // A tampered body is refused by the same verifier.
    expect(() =>
      verifier.verify(got[0].body.replace('"type"', '"typo"'), {
        'webhook-id': String(got[0].headers['webhook-id']),
        'webhook-timestamp': String(got[0].headers['webhook-timestamp']),
        'webhook-signature': String(got[0].headers['webhook-signature']),
      }),
    ).toThrow();
    const rows = await eventually(async () => {
      const r = await deliveriesOf(hook.id);
      return r.every((x) => x.d.status === 'delivered') ? r : null;
    });
    expect(rows.map((r) => [r.d.responseStatus, r.d.attempt, r.d.responseBody])).toEqual([
      [200, 1, '{"ok":true}'],
      [200, 1, '{"ok":true}'],
      [200, 1, '{"ok":true}'],
    ]);
    const log = await c.get(`${API}/${hook.id}/deliveries`);
    expect(log.body.deliveries).toHaveLength(3);
    expect(log.body.deliveries[0]).toMatchObject({ status: 'delivered', responseStatus: 200 });
  });

  it('writes no event for an action that rolls back, and none for a business without a subscribed endpoint', async () => {
    const { client: c, businessId } = await newBusiness(t, { tierName: 'Pro' });
    await endpoint(c, ['customer.created']);
    await expect(
      t.db.transaction(async (tx) => {
        await createCustomer({
          tx,
          queue: t.deps.queue,
          businessId,
          input: { firstName: 'Rolled', lastName: 'Back', email: `rb-${randomUUID()}@example.test` },
          phoneRegion: 'US',
        });
        const [inside] = await tx.select().from(webhookEvents).where(eq(webhookEvents.businessId, businessId));
        expect(inside.type).toBe('customer.created');
        throw new Error('the action fails after the customer was written');
      }),
    ).rejects.toThrow('the action fails');
    expect(await t.db.select().from(webhookEvents).where(eq(webhookEvents.businessId, businessId))).toEqual([]);

    const quiet = await newBusiness(t, { tierName: 'Pro' });
    await newProgram(quiet.client, { type: 'points' });
    await endpoint(quiet.client, ['reward.redeemed']);
    const customer = await addCustomer(quiet.client);
    expect(
      (await quiet.client.post(`/api/customers/${customer.id}/visits`, { idempotencyKey: randomUUID() })).status,
    ).toBe(201);
    expect(await t.db.select().from(webhookEvents).where(eq(webhookEvents.businessId, quiet.businessId))).toEqual([]);
  });

  it('emits customer.updated and consent.changed when staff change a customer, and customer.deleted on delete', async () => {
    const { client: c, businessId } = await newBusiness(t, { tierName: 'Pro' });
    await endpoint(c, ['customer.updated', 'customer.deleted', 'consent.changed']);
    const customer = await addCustomer(c);
    expect((await c.patch(`/api/customers/${customer.id}`, { firstName: 'Bea' })).status).toBe(200);
    expect((await c.patch(`/api/customers/${customer.id}`, { optedInSms: false })).status).toBe(200);
    expect((await c.delete(`/api/customers/${customer.id}`)).status).toBe(204);
    const events = await t.db
      .select({ type: webhookEvents.type, customerId: webhookEvents.customerId, payload: webhookEvents.payload })
      .from(webhookEvents)
      .where(eq(webhookEvents.businessId, businessId))
      .orderBy(webhookEvents.seq);
    expect(events.map((e) => e.type)).toEqual([
      'customer.updated',
      'customer.updated',
      'consent.changed',
      'customer.deleted',
    ]);
    expect(events[0].payload).toMatchObject({ customer: { firstName: 'Bea' } });
    expect(events[2]).toMatchObject({
      customerId: customer.id,
      payload: { optedInSms: false, optedInEmail: true, source: 'staff' },
    });
  });

  it('retries a receiver that fails, then recovers, with the same message id; the log keeps the answer', async () => {
    const { client: c } = await newBusiness(t, { tierName: 'Pro' });
    const hook = await endpoint(c, ['customer.created']);
    receiver.answer(hook.path, { status: 500, body: 'x'.repeat(3000) });
    await addCustomer(c);
    const [first] = await eventually(async () => {
      const r = await deliveriesOf(hook.id);
      return r[0]?.d.attempt === 1 ? r : null;
    });
    expect(first.d).toMatchObject({ status: 'pending', responseStatus: 500 });
    expect(first.d.responseBody).toHaveLength(1024);
    const wait = (first.d.nextAttemptAt?.getTime() ?? 0) - (first.d.lastAttemptAt?.getTime() ?? 0);
    expect(wait).toBe(5000);

    await drain(new Date(Date.now() + 6000));
    const [second] = await deliveriesOf(hook.id);
    expect(second.d).toMatchObject({ status: 'delivered', attempt: 2, responseStatus: 200 });
    const tries = at(hook.path);
    expect(tries).toHaveLength(2);
    expect(tries[0].headers['webhook-id']).toBe(tries[1].headers['webhook-id']);
    const [endpointRow] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, hook.id));
    expect(endpointRow.failingSince).toBeNull();
  });

  it('turns an endpoint off when it answers 410 Gone', async () => {
    const { client: c } = await newBusiness(t, { tierName: 'Pro' });
    const hook = await endpoint(c, ['customer.created']);
    receiver.answer(hook.path, { status: 410 });
    await addCustomer(c);
    const row = await eventually(async () => {
      const [r] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, hook.id));
      return r.enabled ? null : r;
    });
    expect(row.disabledReason).toBe('gone');
    expect((await c.get(API)).body.endpoints[0]).toMatchObject({ enabled: false, disabledReason: 'gone' });
  });

  it('turns an endpoint off after five days of failures and emails the team admin', async () => {
    const { client: c, email } = await newBusiness(t, { tierName: 'Pro' });
    const hook = await endpoint(c, ['customer.deleted']);
    const customer = await addCustomer(c);
    // Failing for five days already (the test clock): the next failure turns it off.
    const now = new Date(Date.now() + 86_400_000);
    await t.db
      .update(webhookEndpoints)
      .set({ failingSince: new Date(now.getTime() - 5 * 86_400_000) })
      .where(eq(webhookEndpoints.id, hook.id));
    receiver.answer(hook.path, { status: 503 }, { status: 503 });
    // Due only on the test clock, so this app's own drains leave it alone.
    await c.delete(`/api/customers/${customer.id}`);
    await t.db.update(webhookDeliveries).set({ nextAttemptAt: now }).where(eq(webhookDeliveries.endpointId, hook.id));
    await drain(now);
    const [row] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, hook.id));
    expect(row).toMatchObject({ enabled: false, disabledReason: 'failing' });
    const mail = await eventually(async () => {
      const [m] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.to, email));
      return m?.subject === WEBHOOK_MESSAGES.disabledEmailSubject ? m : null;
    });
    expect(mail.text).toContain(hook.path);
    expect(mail.text).toContain('failed for five days');
  });

  it('signs with the old and the new secret for 24 hours after a rotation, and sends a test event on request', async () => {
    const { client: c } = await newBusiness(t, { tierName: 'Pro' });
    const hook = await endpoint(c, ['customer.created']);
    const rotated = await c.post(`${API}/${hook.id}/rotate-secret`);
    const sent = await c.post(`${API}/${hook.id}/test`);
    expect(sent.status).toBe(202);
    const [got] = await eventually(async () => (at(hook.path).length ? at(hook.path) : null));
    expect(String(got.headers['webhook-signature']).split(' ')).toHaveLength(2);
    const headers = {
      'webhook-id': String(got.headers['webhook-id']),
      'webhook-timestamp': String(got.headers['webhook-timestamp']),
      'webhook-signature': String(got.headers['webhook-signature']),
    };
    for (const secret of [hook.secret, rotated.body.secret]) {
      expect(new Webhook(secret).verify(got.body, headers)).toMatchObject({ type: 'webhook.test' });
    }
    const log = await eventually(async () => {
      const r = await c.get(`${API}/${hook.id}/deliveries`);
      return r.body.deliveries[0]?.status === 'delivered' ? r : null;
    });
    const again = await c.post(`${API}/${hook.id}/deliveries/${log.body.deliveries[0].id}/redeliver`);
    expect(again.status).toBe(202);
    await eventually(async () => at(hook.path).length === 2);
    expect(at(hook.path)[1].headers['webhook-id']).toBe(got.headers['webhook-id']);
  });

  it('refuses at delivery a host name that now resolves to a private address when the operator does not allow it', async () => {
    const { client: c, businessId } = await newBusiness(t, { tierName: 'Pro' });
    const res = await c.post(API, { url: `http://localhost:${receiver.port}/ssrf`, events: ['customer.deleted'] });
    expect(res.status).toBe(201);
    const customer = await addCustomer(c);
    await c.delete(`/api/customers/${customer.id}`);
    const later = new Date(Date.now() + 3 * 86_400_000);
    await t.db
      .update(webhookDeliveries)
      .set({ nextAttemptAt: later })
      .where(and(eq(webhookDeliveries.businessId, businessId), sql`status = 'pending'`));
    await drain(later, false);
    const [row] = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.businessId, businessId));
    expect(row).toMatchObject({ status: 'pending', attempt: 1, responseStatus: null });
    expect(row.responseBody).toBe(WEBHOOK_MESSAGES.privateAddress);
    expect(at('/ssrf')).toEqual([]);
  });
});
