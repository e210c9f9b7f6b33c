import { API_KEY_MESSAGES, CUSTOMER_MESSAGES } from '@regulars/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../src/db/schema/index.ts';
import { bearerClient } from './api-v1-client.ts';
import { addCustomer } from './factories/customers.ts';
import { newBusiness, startTestApp, type TClient, type TTestApp } from './harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

async function keyFor(c: TClient, scopes: string[] = ['customers:read', 'customers:write']) {
  const res = await c.post('/api/settings/api-keys', { name: 'Shop', scopes });
  expect(res.status).toBe(201);
  return bearerClient(t.app, res.body.secret as string);
}

describe('/api/v1 customer writes', () => {
  it('creates, updates and deletes (anonymising) a customer', async () => {
    const { client: c, businessId } = await newBusiness(t, { tierName: 'Pro' });
    const shop = await keyFor(c);
    const email = `grace-${Date.now()}@Example.test`;
    const created = await shop.post('/api/v1/customers', { firstName: 'Grace', email, phone: '(415) 555-0199' });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      firstName: 'Grace',
      email: email.toLowerCase(),
      phone: '+14155550199',
      points: { balance: 0, lifetimeEarned: 0 },
      consent: { sms: true, email: true },
    });
    const id = created.body.data.id as string;
    const [row] = await t.db.select().from(customers).where(eq(customers.id, id));
    expect(row.businessId).toBe(businessId);

    const updated = await shop.patch(`/api/v1/customers/${id}`, { lastName: 'Hopper', phone: null });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', phone: null });
    expect((await shop.get(`/api/v1/customers/${id}`)).body.data.lastName).toBe('Hopper');

    const duplicate = await shop.post('/api/v1/customers', { email });
    expect(duplicate.status).toBe(409);

    const deleted = await shop.delete(`/api/v1/customers/${id}`);
    expect(deleted.status).toBe(204);
    const [gone] = await t.db.select().from(customers).where(eq(customers.id, id));
    expect(gone).toMatchObject({ firstName: null, email: null, phone: null });
    expect(gone.deletedAt).not.toBeNull();
    expect((await shop.get(`/api/v1/customers/${id}`)).status).toBe(404);
    expect((await shop.delete(`/api/v1/customers/${id}`)).status).toBe(404);
  });

  it('refuses bad input naming the field, and adds or changes nothing', async () => {
    const { client: c, businessId } = await newBusiness(t, { tierName: 'Pro' });
    const shop = await keyFor(c);
    const noContact = await shop.post('/api/v1/customers', { firstName: 'Nobody' });
    expect([noContact.status, noContact.body.error.message, noContact.body.error.details]).toEqual([
      400,
      CUSTOMER_MESSAGES.contactRequired,
      { phone: [CUSTOMER_MESSAGES.contactRequired] },
    ]);
    const badEmail = await shop.post('/api/v1/customers', { email: 'not-an-email' });
    expect([badEmail.status, badEmail.body.error.message, Object.keys(badEmail.body.error.details)]).toEqual([
      400,
      CUSTOMER_MESSAGES.invalidEmail,
      ['email'],
    ]);
    const wrongType = await shop.post('/api/v1/customers', { email: 'a@example.test', optedInSms: 'yes' });
    expect(wrongType.status).toBe(400);
    expect(Object.keys(wrongType.body.error.details)).toEqual(['optedInSms']);
    expect(wrongType.body.error.message).not.toMatch(/expected|received|Invalid input/i);
    expect(await t.db.select().from(customers).where(eq(customers.businessId, businessId))).toHaveLength(0);

    const existing = await addCustomer(c, { firstName: 'Ada' });
    const badBirthday = await shop.patch(`/api/v1/customers/${existing.id}`, { birthday: '31/12/1990' });
    expect([badBirthday.status, badBirthday.body.error.message, Object.keys(badBirthday.body.error.details)]).toEqual([
      400,
      CUSTOMER_MESSAGES.invalidBirthday,
      ['birthday'],
    ]);
    expect((await shop.get(`/api/v1/customers/${existing.id}`)).body.data.birthday).toBeNull();
  });

  it('refuses each write without customers:write (403)', async () => {
    const { client: c } = await newBusiness(t, { tierName: 'Pro' });
    const existing = await addCustomer(c);
    const reader = await keyFor(c, ['customers:read', 'loyalty:write']);
    const message = API_KEY_MESSAGES.missingScope('customers:write');
    const created = await reader.post('/api/v1/customers', { email: 'x@example.test' });
    const updated = await reader.patch(`/api/v1/customers/${existing.id}`, { firstName: 'X' });
    const deleted = await reader.delete(`/api/v1/customers/${existing.id}`);
    for (const res of [created, updated, deleted]) expect([res.status, res.body.error.message]).toEqual([403, message]);
    expect((await reader.get(`/api/v1/customers/${existing.id}`)).body.data.firstName).toBe('Ada');
  });

  it("answers 404 for another business's customer, and leaves it as it was", async () => {
    const a = await newBusiness(t, { tierName: 'Pro' });
    const b = await newBusiness(t, { tierName: 'Pro' });
    const theirs = await addCustomer(b.client, { firstName: 'Theirs' });
    const mine = await keyFor(a.client);
    expect((await mine.patch(`/api/v1/customers/${theirs.id}`, { firstName: 'Mine' })).status).toBe(404);
    expect((await mine.delete(`/api/v1/customers/${theirs.id}`)).status).toBe(404);
    expect((await mine.patch('/api/v1/customers/not-an-id', { firstName: 'Mine' })).status).toBe(404);
    const [row] = await t.db.select().from(customers).where(eq(customers.id, theirs.id));
    expect(row).toMatchObject({ firstName: 'Theirs', deletedAt: null });
  });
});
