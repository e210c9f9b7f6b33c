import { customerLimitMessage } from '@regulars/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../src/customers/create-customer.ts';
import { isUniqueViolation } from '../src/db/errors.ts';
import {
  businesses,
  communicationLogs,
  customers,
  emailTemplates,
  outboxMessages,
  smsTemplates,
  subscriptionTiers,
} from '../src/db/schema/index.ts';
import { addCustomer, importBody } from './factories/customers.ts';
import { client, eventually, newBusiness, queueDrained, startTestApp, type TTestApp } from './harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

describe('adding a customer', () => {
  it('stores blanks as null, normalises the phone, numbers it CUS… and counts it in usage', async () => {
    const { client: c, businessId } = await newBusiness(t);
    const res = await c.post('/api/customers', {
      firstName: '  Grace ',
      lastName: '',
      email: 'Grace@Example.TEST',
      phone: '(415) 555-0101',
      birthday: '1990-02-28',
    });
    expect(res.status).toBe(201);
    const customer = res.body.customer;
    expect(customer.uniqueCustomerId).toBe('CUS000001');
    expect(customer.firstName).toBe('Grace');
    expect(customer.lastName).toBeNull();
    expect(customer.email).toBe('grace@example.test');
    expect(customer.phone).toBe('+14155550101');
    expect(customer.birthday).toBe('1990-02-28');
    expect(customer.totalPoints).toBe(0);
    expect(customer.optedInSms).toBe(true);
    const [row] = await t.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(row?.authPhone).toBe('14155550101');
    const [business] = await t.db.select().from(businesses).where(eq(businesses.id, businessId));
    expect(business?.usageCustomers).toBe(1);

    const phoneOnly = await c.post('/api/customers', { firstName: ' ', phone: '415 555 0102' });
    expect(phoneOnly.status).toBe(201);
    expect(phoneOnly.body.customer).toMatchObject({
      uniqueCustomerId: 'CUS000002',
      firstName: null,
      lastName: null,
      email: null,
      phone: '+14155550102',
      birthday: null,
    });
  });

  it('refuses bad input with its messages and writes nothing', async () => {
    const { client: c, businessId } = await newBusiness(t);
    const badEmail = await c.post('/api/customers', { email: 'not-an-email' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.error.message).toBe('Invalid email format');
    const badBirthday = await c.post('/api/customers', { email: 'a@b.co', birthday: '1990-02-30' });
    expect(badBirthday.body.error.message).toBe('Invalid birthday format (use YYYY-MM-DD)');
    const badPhone = await c.post('/api/customers', { phone: '12' });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.error.message).toBe('Invalid phone number');
    const longName = await c.post('/api/customers', { firstName: 'x'.repeat(201), email: 'long@b.co' });
    expect(longName.status).toBe(400);
    expect(longName.body.error.details).toEqual({ firstName: ['First name must be at most 200 characters'] });
    // Nobody to reach or find again: refused, as the import refuses such a row.
    for (const body of [{}, { firstName: 'Only', lastName: 'Name' }, { email: '  ', phone: '' }]) {
      const noContact = await c.post('/api/customers', body);
      expect(noContact.status).toBe(400);
      expect(noContact.body.error.details).toEqual({ phone: ['Either email or phone is required'] });
    }
    expect((await c.get('/api/dashboard/stats')).body.totalCustomers).toBe(0);
    const rows = await t.db.select().from(customers).where(eq(customers.businessId, businessId));
    expect(rows).toHaveLength(0);
  });

  it('refuses a duplicate phone or email in the same business, but not in another', async () => {
    const a = await newBusiness(t);
    const b = await newBusiness(t);
    await addCustomer(a.client, { phone: '415-555-0199', email: 'dup@example.test' });
    const samePhone = await a.client.post('/api/customers', { phone: '+1 (415) 555 0199' });
    expect(samePhone.status).toBe(409);
    expect(samePhone.body.error.message).toBe('A customer with this phone number already exists');
    const sameEmail = await a.client.post('/api/customers', { email: 'DUP@example.test' });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body.error.message).toBe('A customer with this email already exists');
    const other = await b.client.post('/api/customers', { phone: '415-555-0199', email: 'dup@example.test' });
    expect(other.status).toBe(201);
  });

  it('keeps one customer per phone in a business in the database itself, under concurrent adds', async () => {
    const { client: c, businessId } = await newBusiness(t, { tierName: 'Agency' });
    const tries = await Promise.all(
      ['(415) 555-0177', '+14155550177', '415.555.0177', '4155550177'].map((phone) =>
        c.post('/api/customers', { phone }),
      ),
    );
    expect(tries.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    const stored = await t.db.select().from(customers).where(eq(customers.businessId, businessId));
    expect(stored.map((s) => [s.phone, s.authPhone])).toEqual([['+14155550177', '14155550177']]);
    const [business] = await t.db.select().from(businesses).where(eq(businesses.id, businessId));
    expect(business?.usageCustomers).toBe(1);
    // The unique index itself, behind every path (imports skip on it): a second row with those digits is refused.
    const refused = await t.db
      .insert(customers)
      .values({ businessId, uniqueCustomerId: 'CUS999999', phone: '+14155550177', authPhone: '14155550177' })
      .then(
        () => null,
        (err: unknown) => err,
      );
    expect(isUniqueViolation(refused)).toBe(true);
  });

  it('hands out distinct numbers to concurrent adds', async () => {
    const { client: c } = await newBusiness(t, { tierName: 'Agency' });
    const added = await Promise.all(Array.from({ length: 8 }, () => addCustomer(c)));
    const ids = new Set(added.map((x) => x.uniqueCustomerId));
    expect(ids.size).toBe(8);
  });

  it('enforces max_customers with a clear message and an upgrade link', async () => {
    const { client: c, businessId } = await newBusiness(t);
    const [free] = await t.db.select().from(subscriptionTiers).where(eq(subscriptionTiers.name, 'Free'));
    await t.db.update(businesses).set({ usageCustomers: free!.maxCustomers }).where(eq(businesses.id, businessId));
    const res = await c.post('/api/customers', { email: 'over@example.test' });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('PLAN_LIMIT');
    expect(res.body.error.message).toBe(customerLimitMessage(free!.maxCustomers));
    expect(res.body.error.details.upgradeUrl).toBe('/subscription');
  });

  it('createCustomer inside a caller transaction stores the PIN hash and rolls back with it', async () => {
    const { businessId } = await newBusiness(t);
    const queue = t.deps.queue;
    await expect(
      t.db.transaction(async (tx) => {
        await createCustomer({
          tx,
          businessId,
          input: { phone: '4155550142', pinHash: 'hash:1234' },
          queue,
          phoneRegion: 'US',
        });
        throw new Error('caller failed');
      }),
    ).rejects.toThrow('caller failed');
    expect(await t.db.select().from(customers).where(eq(customers.businessId, businessId))).toHaveLength(0);
    const created = await t.db.transaction((tx) =>
      createCustomer({
        tx,
        businessId,
        input: { phone: '4155550142', pinHash: 'hash:1234' },
        queue,
        phoneRegion: 'US',
      }),
    );
    const [row] = await t.db.select().from(customers).where(eq(customers.id, created.id));
    expect(row?.authPin).toBe('hash:1234');
    expect(JSON.stringify(created)).not.toContain('hash:1234');
  });
});

describe('the welcome trigger', () => {
  it('sends the active welcome email and SMS to an opted-in customer and logs both', async () => {
    const { client: c, businessId } = await newBusiness(t, { companyName: 'Bean There' });
    await t.db.insert(emailTemplates).values({
      businessId,
      name: 'Welcome email',
      subject: 'Welcome to {business_name}',
      body: 'Hi {firstName}, you have {points} points.',
      triggerType: 'welcome',
    });
    await t.db.insert(smsTemplates).values({
      businessId,
      name: 'Welcome SMS',
      messageTemplate: 'Hi {name}! Thanks for joining {business_name}.',
      triggerType: 'welcome',
    });
    const customer = await addCustomer(c, { firstName: 'Lin', lastName: 'Ng', email: 'lin@example.test' });
    const logs = await eventually(async () => {
      const rows = await t.db.select().from(communicationLogs).where(eq(communicationLogs.customerId, customer.id));
      return rows.length === 2 && rows.every((l) => l.status !== 'pending') ? rows : null;
    });
    expect(logs.map((l) => l.type).sort()).toEqual(['email', 'sms']);
    expect(logs.every((l) => l.status === 'sent' && l.businessId === businessId)).toBe(true);
    const outbox = await t.db.select().from(outboxMessages).where(eq(outboxMessages.businessId, businessId));
    expect(outbox.find((m) => m.channel === 'email')).toMatchObject({
      to: 'lin@example.test',
      subject: 'Welcome to Bean There',
      text: expect.stringMatching(/^Hi Lin, you have 0 points\.\n\n--\nBean There\nUnsubscribe: /),
    });
    expect(outbox.find((m) => m.channel === 'sms')).toMatchObject({
      to: customer.phone,
      text: 'Hi Lin Ng! Thanks for joining Bean There.\nReply STOP to opt out, HELP for help',
    });
  });

  it('keeps a welcome text that already says how to stop as it was written', async () => {
    const { client: c, businessId } = await newBusiness(t, { companyName: 'Bean There' });
    await t.db.insert(smsTemplates).values({
      businessId,
      name: 'Welcome SMS',
      messageTemplate: 'Welcome to {business_name}! Text STOP to end.',
      triggerType: 'welcome',
    });
    await addCustomer(c, { firstName: 'Lin' });
    const sms = await eventually(async () => {
      const rows = await t.db.select().from(outboxMessages).where(eq(outboxMessages.businessId, businessId));
      return rows.find((m) => m.channel === 'sms') ?? null;
    });
    expect(sms.text).toBe('Welcome to Bean There! Text STOP to end.');
  });

  it('sends nothing without a template or to a customer who opted out', async () => {
    const none = await newBusiness(t);
    await addCustomer(none.client, { email: 'none@example.test' });
    const opted = await newBusiness(t);
    await t.db.insert(emailTemplates).values({
      businessId: opted.businessId,
      name: 'Welcome',
      subject: 'Hi',
      body: 'Hello',
      triggerType: 'welcome',
    });
    await addCustomer(opted.client, { optedInEmail: false });
    for (const businessId of [none.businessId, opted.businessId]) {
      await queueDrained(t, { businessId });
      const logs = await t.db.select().from(communicationLogs).where(eq(communicationLogs.businessId, businessId));
      expect(logs).toHaveLength(0);
      const out = await t.db.select().from(outboxMessages).where(eq(outboxMessages.businessId, businessId));
      expect(out).toHaveLength(0);
    }
  });
});

describe('listing and searching', () => {
  it('searches name, email, phone (any format) and customer id, case-insensitively, with a count', async () => {
    const { client: c } = await newBusiness(t);
    await addCustomer(c, { firstName: 'Marie', lastName: 'Curie', email: 'marie@radium.test', phone: '2025550143' });
    await addCustomer(c, { firstName: 'Alan', lastName: 'Turing', email: 'alan@enigma.test', phone: '2025550177' });
    const third = await addCustomer(c, { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@engine.test' });
    const search = async (q: string) => (await c.get(`/api/customers?search=${encodeURIComponent(q)}`)).body;
    expect((await search('CURIE')).customers.map((x: { lastName: string }) => x.lastName)).toEqual(['Curie']);
    expect((await search('Enigma.TEST')).total).toBe(1);
    expect((await search('(202) 555-0177')).customers[0].lastName).toBe('Turing');
    expect((await search('202555')).total).toBe(2);
    // Not the start of any number: matched anywhere in it.
    expect((await search('0143')).customers.map((x: { lastName: string }) => x.lastName)).toEqual(['Curie']);
    expect((await search('+1 202 555 0177')).customers[0].lastName).toBe('Turing');
    expect((await search(third.uniqueCustomerId.toLowerCase())).customers[0].id).toBe(third.id);
    expect((await search('100%')).total).toBe(0);
    const all = await search('');
    expect(all.total).toBe(3);
    expect(all.customers[0].id).toBe(third.id);
  });

  it('pages on the server with the total', async () => {
    const { client: c } = await newBusiness(t, { tierName: 'Agency' });
    for (let i = 0; i < 5; i++) await addCustomer(c);
    const p1 = (await c.get('/api/customers?limit=2&page=1')).body;
    const p3 = (await c.get('/api/customers?limit=2&page=3')).body;
    expect(p1.total).toBe(5);
    expect(p1.customers).toHaveLength(2);
    expect(p3.customers).toHaveLength(1);
    expect((await c.get('/api/customers?limit=1000')).status).toBe(400);
  });

  it('counts a broad search up to 1,000 and says so', async () => {
    const { client: c } = await newBusiness(t, { tierName: 'Agency' });
    const rows = Array.from({ length: 1001 }, (_, i) => ({ first_name: 'Broad', email: `broad${i}@example.test` }));
    for (let i = 0; i < rows.length; i += 1000) {
      const res = await c.post('/api/customers/import', importBody(rows.slice(i, i + 1000)));
      expect(res.status).toBe(200);
    }
    const broad = (await c.get('/api/customers?search=broad')).body;
    expect(broad).toMatchObject({ total: 1000, totalCapped: true });
    expect(broad.customers).toHaveLength(25);
    const all = (await c.get('/api/customers')).body;
    expect(all).toMatchObject({ total: 1001, totalCapped: false });
  });

  it('never shows or returns another business’s customers', async () => {
    const a = await newBusiness(t);
    const b = await newBusiness(t);
    const secret = await addCustomer(a.client, { firstName: 'Secret', email: 'secret@a.test' });
    expect((await b.client.get('/api/customers?search=secret')).body.total).toBe(0);
    expect((await b.client.get('/api/customers')).body.total).toBe(0);
    expect((await b.client.get(`/api/customers/${secret.id}`)).status).toBe(404);
    expect((await a.client.get(`/api/customers/${secret.id}`)).body.customer.firstName).toBe('Secret');
    expect((await b.client.get('/api/dashboard/stats')).body.totalCustomers).toBe(0);
  });

  it('requires a signed-in business', async () => {
    const anon = client(t.app);
    expect((await anon.get('/api/customers')).status).toBe(401);
    expect((await anon.post('/api/customers', {})).status).toBe(401);
    expect((await anon.get('/api/dashboard/stats')).status).toBe(401);
    expect((await anon.post('/api/customers/import', { rows: [] })).status).toBe(401);
  });
});

describe('dashboard stats', () => {
  it('counts customers, this month, programs, transactions, SMS and email open rate from real rows', async () => {
    const { client: c, businessId } = await newBusiness(t);
    const before = (await c.get('/api/dashboard/stats')).body;
    expect(before).toMatchObject({ totalCustomers: 0, newCustomersThisMonth: 0, emailsSent: 0, emailOpenRate: null });
    const one = await addCustomer(c);
    await addCustomer(c);
    await t.db
      .update(customers)
      .set({ createdAt: new Date('2020-01-15T00:00:00Z') })
      .where(eq(customers.id, one.id));
    const base = { businessId, type: 'email' as const, content: 'x', status: 'sent' as const };
    await t.db
      .insert(communicationLogs)
      .values([
        { ...base, openedAt: new Date() },
        { ...base, openedAt: new Date() },
        { ...base },
        { ...base, status: 'failed' },
      ]);
    const after = (await c.get('/api/dashboard/stats')).body;
    expect(after).toMatchObject({
      totalCustomers: 2,
      newCustomersThisMonth: 1,
      activePrograms: 0,
      transactions: 0,
      smsUsageThisMonth: 0,
      emailsSent: 3,
      emailOpenRate: 67,
    });
  });
});
