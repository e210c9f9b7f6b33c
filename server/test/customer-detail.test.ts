import { randomUUID } from 'node:crypto';
import { CUSTOMER_MESSAGES, PORTAL_MAX_WRONG_PINS, PORTAL_MESSAGES } from '@regulars/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERASED_MESSAGE } from '../src/customers/delete-customer.ts';
import {
  businesses,
  communicationLogs,
  customerConsents,
  customerRewards,
  customers,
  portalSessions,
  transactions,
  users,
} from '../src/db/schema/index.ts';
import { checkLedger } from '../src/loyalty/check-ledger.ts';
import { addCustomer } from './factories/customers.ts';
import { enrolmentBody, randomPhone } from './factories/enrolment.ts';
import { newProgram } from './factories/programs.ts';
import { newQrCode } from './factories/qr-codes.ts';
import { client, newBusiness, startTestApp, type TClient, type TTestApp } from './harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp({ ENROL_RATE_LIMIT: '1000' });
});
afterAll(() => t?.stop());

const key = () => randomUUID();

async function row(id: string) {
  const [found] = await t.db.select().from(customers).where(eq(customers.id, id));
  return found;
}

/** A business on the Agency plan (no program limit) with a customer who has a phone nobody else has. */
async function shop() {
  const biz = await newBusiness(t, { tierName: 'Agency' });
  const phone = randomPhone();
  const customer = await addCustomer(biz.client, { phone: phone.typed });
  return { ...biz, c: biz.client, customer, phone };
}

const portalLogin = (c: TClient, phone: string, pin: string) => c.post('/api/portal/login', { phone, pin });

describe('PATCH /api/customers/:id', () => {
  it('edits every field, normalised as when the customer was added', async () => {
    const { c, customer, businessId } = await shop();
    const phone = randomPhone();
    const res = await c.patch(`/api/customers/${customer.id}`, {
      firstName: '  Grace ',
      lastName: 'Hopper',
      email: 'Grace.Hopper@Example.TEST',
      phone: phone.typed,
      birthday: '1906-12-09',
      optedInSms: false,
      optedInEmail: false,
      portalEnabled: false,
    });
    expect(res.status).toBe(200);
    expect(res.body.customer).toMatchObject({
      id: customer.id,
      uniqueCustomerId: customer.uniqueCustomerId,
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace.hopper@example.test',
      phone: phone.e164,
      birthday: '1906-12-09',
      optedInSms: false,
      optedInEmail: false,
      portalEnabled: false,
    });
    expect(await row(customer.id)).toMatchObject({
      businessId,
      firstName: 'Grace',
      email: 'grace.hopper@example.test',
      phone: phone.e164,
      authPhone: phone.e164.slice(1),
      birthday: '1906-12-09',
      optedInSms: false,
      optedInEmail: false,
      portalEnabled: false,
    });
    // The edit is what the list and the detail read.
    expect((await c.get(`/api/customers/${customer.id}`)).body.customer.firstName).toBe('Grace');
  });

  it('changes only the fields sent, and clears a field sent blank', async () => {
    const { c, customer } = await shop();
    const before = await row(customer.id);
    const res = await c.patch(`/api/customers/${customer.id}`, { lastName: '', optedInSms: false });
    expect(res.status).toBe(200);
    const after = await row(customer.id);
    expect(after).toMatchObject({
      firstName: before.firstName,
      lastName: null,
      email: before.email,
      phone: before.phone,
      authPhone: before.authPhone,
      optedInSms: false,
      optedInEmail: before.optedInEmail,
    });
    // Clearing the phone clears the portal key with it.
    await c.patch(`/api/customers/${customer.id}`, { phone: null });
    expect(await row(customer.id)).toMatchObject({ phone: null, authPhone: null });
    // Nothing to change answers the customer as they are.
    const same = await c.patch(`/api/customers/${customer.id}`, {});
    expect(same.status).toBe(200);
    expect(same.body.customer.lastName).toBeNull();
  });

  it("refuses bad input with Add Customer's messages and changes nothing", async () => {
    const { c, customer } = await shop();
    const before = await row(customer.id);
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'not-an-email' }, CUSTOMER_MESSAGES.invalidEmail],
      [{ birthday: '2024-02-30' }, CUSTOMER_MESSAGES.invalidBirthday],
      [{ phone: '12' }, CUSTOMER_MESSAGES.invalidPhone],
      [{ firstName: 'x'.repeat(201) }, 'First name must be at most 200 characters'],
      [{ optedInSms: 'yes' }, 'Check the opted in SMS field and try again'],
      [{ firstName: 'Changed', email: 'bad@' }, CUSTOMER_MESSAGES.invalidEmail],
    ];
    for (const [body, message] of cases) {
      const res = await c.patch(`/api/customers/${customer.id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    expect(await row(customer.id)).toEqual(before);
  });

  it("answers 409 with create's message for another customer's phone or email, and keeps its own", async () => {
    const { c, customer } = await shop();
    const other = await addCustomer(c, { phone: randomPhone().typed });
    const before = await row(customer.id);

    const phone = await c.patch(`/api/customers/${customer.id}`, { phone: other.phone });
    expect(phone.status).toBe(409);
    expect(phone.body.error).toMatchObject({
      code: 'CONFLICT',
      message: CUSTOMER_MESSAGES.duplicatePhone,
      details: { field: 'phone', customerId: other.id },
    });
    const email = await c.patch(`/api/customers/${customer.id}`, { email: other.email?.toUpperCase() });
    expect(email.status).toBe(409);
    expect(email.body.error.message).toBe(CUSTOMER_MESSAGES.duplicateEmail);
    expect(await row(customer.id)).toEqual(before);

    // Sending the customer's own phone and email back is no conflict.
    const own = await c.patch(`/api/customers/${customer.id}`, { phone: customer.phone, email: customer.email });
    expect(own.status).toBe(200);
  });

  it("answers 404 for another business's customer, a malformed id and a deleted one, 401 without a session", async () => {
    const a = await shop();
    const b = await shop();
    const before = await row(b.customer.id);
    const foreign = await a.c.patch(`/api/customers/${b.customer.id}`, { firstName: 'Mallory' });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toBe('Customer not found');
    expect((await a.c.patch('/api/customers/not-a-uuid', { firstName: 'X' })).status).toBe(404);
    expect((await client(t.app).patch(`/api/customers/${b.customer.id}`, { firstName: 'X' })).status).toBe(401);
    expect(await row(b.customer.id)).toEqual(before);

    expect((await b.c.delete(`/api/customers/${b.customer.id}`)).status).toBe(204);
    expect((await b.c.patch(`/api/customers/${b.customer.id}`, { firstName: 'Back' })).status).toBe(404);
  });

  it('turning portal access off refuses the PIN and ends the open portal session', async () => {
    const { c, customer, phone } = await shop();
    expect((await c.put(`/api/customers/${customer.id}/pin`, { pin: '2468' })).status).toBe(204);
    const portal = client(t.app);
    expect((await portalLogin(portal, phone.typed, '2468')).status).toBe(200);
    expect((await portal.get('/api/portal/dashboard')).status).toBe(200);

    expect((await c.patch(`/api/customers/${customer.id}`, { portalEnabled: false })).status).toBe(200);
    expect((await portal.get('/api/portal/dashboard')).status).toBe(401);
    const refused = await portalLogin(client(t.app), phone.typed, '2468');
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(PORTAL_MESSAGES.portalDisabled);

    await c.patch(`/api/customers/${customer.id}`, { portalEnabled: true });
    expect((await portalLogin(client(t.app), phone.typed, '2468')).status).toBe(200);
  });
});

describe('PUT /api/customers/:id/pin', () => {
  it('stores only a hash of the PIN, which then opens the portal; the old PIN and old sessions stop working', async () => {
    const { c, customer, phone } = await shop();
    expect((await c.get(`/api/customers/${customer.id}`)).body.customer).toMatchObject({ pinSet: false });
    const first = await c.put(`/api/customers/${customer.id}/pin`, { pin: '482100' });
    expect(first.status).toBe(204);
    expect(first.body).toBeNull();
    const { authPin } = await row(customer.id);
    expect(authPin).toBeTruthy();
    expect(authPin).not.toContain('482100');

    const portal = client(t.app);
    expect((await portalLogin(portal, phone.typed, '482100')).status).toBe(200);

    // Reset: the new PIN works, the old one does not, and the session the old one opened has ended.
    expect((await c.put(`/api/customers/${customer.id}/pin`, { pin: '1357' })).status).toBe(204);
    expect((await portal.get('/api/portal/dashboard')).status).toBe(401);
    const old = await portalLogin(client(t.app), phone.typed, '482100');
    expect(old.status).toBe(401);
    expect(old.body.error.message).toBe(PORTAL_MESSAGES.invalidPin);
    expect((await portalLogin(client(t.app), phone.typed, '1357')).status).toBe(200);

    // Neither the PIN nor its hash reaches an answer or a log line.
    const hash = (await row(customer.id)).authPin ?? '';
    const detail = await c.get(`/api/customers/${customer.id}`);
    expect(detail.body.customer).toMatchObject({ pinSet: true, lastLoginAt: expect.any(String) });
    expect(JSON.stringify(detail.body)).not.toContain(hash);
    expect(t.logLines.join('')).not.toContain(hash);
    // A short PIN can sit inside a timestamp, a duration or an id by chance: look at the logged text, for the PIN
    // as a word of its own.
    const loggedText = t.logLines.flatMap((line) => stringsIn(JSON.parse(line))).join('\n');
    expect(loggedText).not.toMatch(/(?<![0-9a-z])(1357|482100)(?![0-9a-z])/i);
  });

  it('refuses a PIN that is not 4 to 6 digits, and a customer without a phone, changing nothing', async () => {
    const { c, customer } = await shop();
    await c.put(`/api/customers/${customer.id}/pin`, { pin: '1234' });
    const { authPin } = await row(customer.id);
    for (const pin of ['123', '1234567', '12a4', '', 1234, null]) {
      const res = await c.put(`/api/customers/${customer.id}/pin`, { pin });
      expect(res.status, String(pin)).toBe(400);
      expect(res.body.error.message).toBe(PORTAL_MESSAGES.newPinLength);
    }
    expect((await row(customer.id)).authPin).toBe(authPin);

    const noPhone = await addCustomer(c, { phone: '' });
    const res = await c.put(`/api/customers/${noPhone.id}/pin`, { pin: '1234' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(CUSTOMER_MESSAGES.pinNeedsPhone);
    expect((await row(noPhone.id)).authPin).toBeNull();
  });

  it('opens a phone that wrong PINs had locked', async () => {
    const { c, customer, phone } = await shop();
    await c.put(`/api/customers/${customer.id}/pin`, { pin: '1111' });
    for (let i = 0; i < PORTAL_MAX_WRONG_PINS; i += 1) await portalLogin(client(t.app), phone.typed, '9999');
    const locked = await portalLogin(client(t.app), phone.typed, '1111');
    expect(locked.status).toBe(429);
    expect(locked.body.error.message).toBe(PORTAL_MESSAGES.locked);

    expect((await c.put(`/api/customers/${customer.id}/pin`, { pin: '2222' })).status).toBe(204);
    expect((await portalLogin(client(t.app), phone.typed, '2222')).status).toBe(200);
  });

  it("answers 404 for another business's customer and 401 without a session", async () => {
    const a = await shop();
    const b = await shop();
    const foreign = await a.c.put(`/api/customers/${b.customer.id}/pin`, { pin: '1234' });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toBe('Customer not found');
    expect((await client(t.app).put(`/api/customers/${b.customer.id}/pin`, { pin: '1234' })).status).toBe(401);
    expect((await row(b.customer.id)).authPin).toBeNull();
  });
});

describe('DELETE /api/customers/:id', () => {
  /** A customer who joined by the QR form (consents, PIN), earned and used rewards, and was sent a message. */
  async function activeCustomer() {
    const s = await newBusiness(t, { tierName: 'Agency' });
    const card = await newProgram(s.client, {
      name: 'Coffee Card',
      type: 'stamp_card',
      config: { stampsRequired: 2, rewardDescription: 'a free latte', cooldownMinutes: 0, dailyLimit: 0 },
    });
    await newProgram(s.client, { name: 'Bean Points', type: 'points', config: { pointsPerDollar: 1 } });
    const qr = await newQrCode(s.client);
    const phone = randomPhone();
    const joined = await client(t.app).post(
      `/api/public/signup-form/${qr.code}`,
      enrolmentBody({ phone: phone.typed, pin: '4821', firstName: 'Maya' }),
    );
    expect(joined.status).toBe(201);
    const [found] = await t.db
      .select()
      .from(customers)
      .where(and(eq(customers.businessId, s.businessId), eq(customers.phone, phone.e164)));
    const id = found.id;
    for (let i = 0; i < 4; i += 1) {
      const visit = await s.client.post(`/api/customers/${id}/visits`, { idempotencyKey: key() });
      expect(visit.status).toBe(201);
    }
    expect((await s.client.post(`/api/customers/${id}/purchases`, { idempotencyKey: key(), amount: 25 })).status).toBe(
      201,
    );
    const rewards = (await s.client.get(`/api/customers/${id}/rewards`)).body.rewards as { id: string }[];
    expect(rewards).toHaveLength(2);
    const redeemed = await s.client.post(`/api/customers/${id}/rewards/redeem`, {
      idempotencyKey: key(),
      rewardId: rewards[0].id,
    });
    expect(redeemed.status).toBe(201);
    await t.db.insert(communicationLogs).values({
      businessId: s.businessId,
      customerId: id,
      type: 'sms',
      content: 'Hi Maya, your latte is waiting!',
      status: 'sent',
    });
    return { ...s, c: s.client, id, phone, card };
  }

  const ledgerTotals = async (businessId: string) => {
    const [totals] = await t.db
      .select({
        rows: sql<number>`count(*)::int`,
        points: sql<number>`coalesce(sum(${transactions.points}), 0)::int`,
        stamps: sql<number>`coalesce(sum(${transactions.stamps}), 0)::int`,
        amount: sql<number>`coalesce(sum(${transactions.amountMinor}), 0)::float`,
      })
      .from(transactions)
      .where(eq(transactions.businessId, businessId));
    return totals;
  };

  it('erases personal data, voids unused rewards, ends portal access and keeps the ledger whole', async () => {
    const { c, id, phone, businessId } = await activeCustomer();
    const portal = client(t.app);
    expect((await portalLogin(portal, phone.typed, '4821')).status).toBe(200);
    const ledgerBefore = await ledgerTotals(businessId);
    expect(ledgerBefore.rows).toBeGreaterThan(0);
    const statsBefore = (await c.get('/api/dashboard/stats')).body;
    const [usageBefore] = await t.db
      .select({ n: businesses.usageCustomers })
      .from(businesses)
      .where(eq(businesses.id, businessId));
    const before = await row(id);
    expect(await t.db.select().from(customerConsents).where(eq(customerConsents.customerId, id))).not.toHaveLength(0);

    const res = await c.delete(`/api/customers/${id}`);
    expect(res.status).toBe(204);

    const after = await row(id);
    expect(after).toMatchObject({
      id,
      uniqueCustomerId: before.uniqueCustomerId,
      firstName: null,
      lastName: null,
      email: null,
      phone: null,
      authPhone: null,
      authPin: null,
      birthday: null,
      optedInSms: false,
      optedInEmail: false,
      portalEnabled: false,
      lastLoginAt: null,
      // Balances stay what the ledger says they are.
      totalPoints: before.totalPoints,
      totalVisits: before.totalVisits,
    });
    expect(after.deletedAt).toBeInstanceOf(Date);
    expect(after.searchText).not.toContain('maya');
    expect(await t.db.select().from(customerConsents).where(eq(customerConsents.customerId, id))).toHaveLength(0);
    const rewardStatuses = (
      await t.db
        .select({ status: customerRewards.status })
        .from(customerRewards)
        .where(eq(customerRewards.customerId, id))
    ).map((r) => r.status);
    expect(rewardStatuses.sort()).toEqual(['redeemed', 'void']);
    const [log] = await t.db.select().from(communicationLogs).where(eq(communicationLogs.customerId, id));
    expect(log).toMatchObject({ content: ERASED_MESSAGE, status: 'sent', type: 'sms' });

    // The ledger keeps every row: the business's totals are what they were, and still prove every balance.
    expect(await ledgerTotals(businessId)).toEqual(ledgerBefore);
    expect(await checkLedger({ db: t.db, businessId })).toEqual([]);
    const statsAfter = (await c.get('/api/dashboard/stats')).body;
    expect(statsAfter.transactions).toBe(statsBefore.transactions);
    expect(statsAfter.totalCustomers).toBe(statsBefore.totalCustomers - 1);
    const [usageAfter] = await t.db
      .select({ n: businesses.usageCustomers })
      .from(businesses)
      .where(eq(businesses.id, businessId));
    expect(usageAfter.n).toBe(usageBefore.n - 1);

    // Gone from every screen: the detail, the list, a search by customer ID, the rewards.
    expect((await c.get(`/api/customers/${id}`)).status).toBe(404);
    expect((await c.get(`/api/customers/${id}/rewards`)).status).toBe(404);
    const list = (await c.get('/api/customers')).body;
    expect(list.customers.map((x: { id: string }) => x.id)).not.toContain(id);
    expect(list.total).toBe(usageAfter.n);
    expect((await c.get(`/api/customers?search=${before.uniqueCustomerId}`)).body.customers).toEqual([]);
    expect((await c.get(`/api/customers?search=${encodeURIComponent(phone.typed)}`)).body.customers).toEqual([]);

    // The portal: the open session has ended and the phone no longer signs in.
    expect((await portal.get('/api/portal/dashboard')).status).toBe(401);
    const login = await portalLogin(client(t.app), phone.typed, '4821');
    expect(login.status).toBe(404);
    expect(login.body.error.message).toBe(PORTAL_MESSAGES.phoneNotFound);
    expect(
      await t.db.select({ id: portalSessions.id }).from(portalSessions).where(eq(portalSessions.chosenCustomerId, id)),
    ).toHaveLength(0);

    // Deleting again finds nobody.
    expect((await c.delete(`/api/customers/${id}`)).status).toBe(404);
  });

  it('frees the phone and email for a new customer, and the plan slot', async () => {
    const { c, customer, phone } = await shop();
    expect((await c.delete(`/api/customers/${customer.id}`)).status).toBe(204);
    const again = await c.post('/api/customers', { firstName: 'New', phone: phone.typed, email: customer.email });
    expect(again.status).toBe(201);
    expect(again.body.customer.id).not.toBe(customer.id);
  });

  it('closes the counter to a deleted customer: standing, visits, purchases and ledger answer 404', async () => {
    const { c, customer } = await shop();
    expect((await c.delete(`/api/customers/${customer.id}`)).status).toBe(204);
    const idempotencyKey = randomUUID();
    for (const res of [
      await c.get(`/api/customers/${customer.id}/standing`),
      await c.get(`/api/customers/${customer.id}/ledger`),
      await c.post(`/api/customers/${customer.id}/visits`, { idempotencyKey }),
      await c.post(`/api/customers/${customer.id}/purchases`, { idempotencyKey, amount: 5 }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Customer not found');
    }
    expect((await t.db.select().from(transactions).where(eq(transactions.idempotencyKey, idempotencyKey))).length).toBe(
      0,
    );
  });

  it("answers 404 for another business's customer and 401 without a session, deleting nothing", async () => {
    const a = await shop();
    const b = await shop();
    const before = await row(b.customer.id);
    const foreign = await a.c.delete(`/api/customers/${b.customer.id}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toBe('Customer not found');
    expect((await a.c.delete('/api/customers/12345')).status).toBe(404);
    expect((await client(t.app).delete(`/api/customers/${b.customer.id}`)).status).toBe(401);
    expect(await row(b.customer.id)).toEqual(before);
  });
});

describe('GET /api/customers/:id/rewards and /ledger', () => {
  it('lists every reward newest first, and the ledger names the staff member of each action', async () => {
    const { c, customer, me } = await shop();
    await newProgram(c, {
      name: 'Coffee Card',
      type: 'stamp_card',
      config: { stampsRequired: 2, rewardDescription: 'a free latte', cooldownMinutes: 0, dailyLimit: 0 },
    });
    for (let i = 0; i < 4; i += 1) await c.post(`/api/customers/${customer.id}/visits`, { idempotencyKey: key() });
    const listed = await c.get(`/api/customers/${customer.id}/rewards`);
    expect(listed.status).toBe(200);
    expect(listed.body.rewards).toHaveLength(2);
    expect(listed.body.rewards[0]).toMatchObject({
      name: 'a free latte',
      status: 'earned',
      programName: 'Coffee Card',
    });
    await c.post(`/api/customers/${customer.id}/rewards/redeem`, {
      idempotencyKey: key(),
      rewardId: listed.body.rewards[1].id,
    });
    const after = (await c.get(`/api/customers/${customer.id}/rewards`)).body.rewards;
    expect(after.map((r: { status: string }) => r.status)).toEqual(['earned', 'redeemed']);

    const [user] = await t.db.select({ name: users.name }).from(users).where(eq(users.id, me.user.id));
    const ledger = await c.get(`/api/customers/${customer.id}/ledger`);
    expect(ledger.status).toBe(200);
    expect(ledger.body.entries[0]).toMatchObject({ kind: 'redeem', staffName: user.name });
  });

  it("answers 404 for another business's customer and 401 without a session", async () => {
    const a = await shop();
    const b = await shop();
    expect((await a.c.get(`/api/customers/${b.customer.id}/rewards`)).status).toBe(404);
    expect((await client(t.app).get(`/api/customers/${b.customer.id}/rewards`)).status).toBe(401);
  });
});

/** Every string in a parsed log line (keys and values), where a secret would appear if one were logged. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => [key, ...stringsIn(inner)]);
  }
  return [];
}
