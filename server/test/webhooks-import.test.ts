import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, webhookEvents } from '../src/db/schema/index.ts';
import { addCustomer, importBody } from './factories/customers.ts';
import { newBusiness, startTestApp, type TClient, type TTestApp } from './harness.ts';

// Endpoints on a closed local port, turned off once the test has read the outbox: nothing is delivered anywhere.
let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp({ WEBHOOKS_ALLOW_PRIVATE: 'true' });
});
afterAll(async () => {
  await t?.stop();
});

async function endpoint(c: TClient, events: string[]) {
  const res = await c.post('/api/settings/webhooks', { url: 'http://127.0.0.1:9/hooks', events });
  expect(res.status).toBe(201);
  return res.body.endpoint.id as string;
}

async function eventsOf(businessId: string, type: string) {
  return t.db
    .select()
    .from(webhookEvents)
    .where(and(eq(webhookEvents.businessId, businessId), eq(webhookEvents.type, type)))
    .orderBy(webhookEvents.seq);
}

describe('customer.created from a CSV import', () => {
  it('is an event per imported customer, in file order, with the body of a customer added by hand', async () => {
    const { client: c, businessId } = await newBusiness(t, { tierName: 'Pro' });
    const endpointId = await endpoint(c, ['customer.created', 'consent.changed']);
    await addCustomer(c, { email: 'taken@example.test' });
    const res = await c.post(
      '/api/customers/import',
      importBody([
        { first_name: 'Ann', email: 'ann@example.test' },
        { first_name: 'Dup', email: 'taken@example.test' },
        { first_name: 'NoContact' },
        { first_name: 'Cal', phone: '312-555-0101' },
      ]),
    );
    expect([res.status, res.body.imported]).toEqual([200, 2]);
    const created = await eventsOf(businessId, 'customer.created');
    // The customer added by hand first, then the file's two, in its order; the duplicate and the bad row make none.
    const imported = created.slice(1).map((e) => (e.payload.customer as { firstName: string }).firstName);
    expect([created.length, ...imported]).toEqual([3, 'Ann', 'Cal']);
    const [ann] = await t.db
      .select()
      .from(customers)
      .where(and(eq(customers.businessId, businessId), eq(customers.email, 'ann@example.test')));
    expect(created[1]).toMatchObject({
      customerId: ann.id,
      // Imported without the owner saying how they agreed: opted in to nothing (issue 49).
      payload: { customer: { id: ann.id, email: 'ann@example.test', optedInEmail: false, optedInSms: false } },
    });
    // An import only adds customers (with the consent the owner gave for the file): it changes no one's consent.
    expect(await eventsOf(businessId, 'consent.changed')).toEqual([]);
    expect((await c.patch(`/api/settings/webhooks/${endpointId}`, { enabled: false })).status).toBe(200);
  });

  it('writes nothing for a business whose endpoints do not want customer.created', async () => {
    const { client: c, businessId } = await newBusiness(t, { tierName: 'Pro' });
    const endpointId = await endpoint(c, ['visit.recorded']);
    const res = await c.post('/api/customers/import', importBody([{ first_name: 'Ann', email: 'ann@example.test' }]));
    expect([res.status, res.body.imported]).toEqual([200, 1]);
    expect(await t.db.select().from(webhookEvents).where(eq(webhookEvents.businessId, businessId))).toEqual([]);
    expect((await c.patch(`/api/settings/webhooks/${endpointId}`, { enabled: false })).status).toBe(200);
  });
});
