import { randomUUID } from 'node:crypto';
import { normalizePhone, type TCustomerDataExport } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carryOutDeletionRequests } from '../src/customers/index.ts';
import {
  businessAuditLog,
  communicationLogs,
  customerConsents,
  customerRewards,
  customers,
  transactions,
} from '../src/db/schema/index.ts';
import { enrolmentBody, randomPhone } from './factories/enrolment.ts';
import { newProgram } from './factories/programs.ts';
import { newQrCode } from './factories/qr-codes.ts';
import { newTeamMember } from './factories/teams.ts';
import { client, newBusiness, startTestApp, type TTestApp } from './harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp({ ENROL_RATE_LIMIT: '1000' });
});
afterAll(() => t?.stop());

const PIN = '4821';

/** A café with a 2-stamp card, and a customer who joined by its QR code (consents given) and filled the card. */
async function customerWithHistory(companyName = 'Bean There') {
  const biz = await newBusiness(t, { tierName: 'Agency', companyName });
  await newProgram(biz.client, {
    name: 'Coffee Card',
    type: 'stamp_card',
    config: { stampsRequired: 2, rewardDescription: 'a free latte', cooldownMinutes: 0, dailyLimit: 0 },
  });
  const qr = await newQrCode(biz.client);
  const phone = randomPhone().typed;
  const joined = await client(t.app).post(
    `/api/public/signup-form/${qr.code}`,
    enrolmentBody({ phone, pin: PIN, firstName: 'Maya' }),
  );
  expect(joined.status, JSON.stringify(joined.body)).toBe(201);
  const [customer] = await t.db
    .select()
    .from(customers)
    .where(and(eq(customers.businessId, biz.businessId), eq(customers.phone, normalizePhone(phone) ?? '')));
  for (let i = 0; i < 2; i++) {
    const visit = await biz.client.post(`/api/customers/${customer.id}/visits`, { idempotencyKey: randomUUID() });
    expect(visit.status).toBe(201);
  }
  return { ...biz, customer, phone };
}

/** What the database holds of the customer, each table read on its own. */
async function rowsOf(businessId: string, customerId: string) {
  const own = <T extends typeof transactions | typeof customerRewards | typeof customerConsents>(table: T) =>
    and(eq(table.businessId, businessId), eq(table.customerId, customerId));
  return {
    ledger: await t.db.select().from(transactions).where(own(transactions)),
    rewards: await t.db.select().from(customerRewards).where(own(customerRewards)),
    consents: await t.db.select().from(customerConsents).where(own(customerConsents)),
    messages: await t.db
      .select()
      .from(communicationLogs)
      .where(and(eq(communicationLogs.businessId, businessId), eq(communicationLogs.customerId, customerId))),
  };
}

describe("a customer's own data", () => {
  it('downloads from the portal as a JSON file: profile, consents, standing, ledger, rewards and messages, as stored', async () => {
    const s = await customerWithHistory();
    const portal = client(t.app);
    expect((await portal.post('/api/portal/login', { phone: s.phone, pin: PIN })).status).toBe(200);

    const res = await portal.get('/api/portal/my-data');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="bean-there-${s.customer.uniqueCustomerId.toLowerCase()}-data.json"`,
    );
    const data = res.body as TCustomerDataExport;
    expect(data.business).toEqual({ name: 'Bean There' });
    expect(data.profile).toMatchObject({
      id: s.customer.id,
      customerNumber: s.customer.uniqueCustomerId,
      firstName: 'Maya',
      phone: s.customer.phone,
      totalVisits: 2,
    });
    expect(data.programs).toEqual([expect.objectContaining({ name: 'Coffee Card', type: 'stamp_card' })]);

    const stored = await rowsOf(s.businessId, s.customer.id);
    expect(stored.ledger.length).toBeGreaterThanOrEqual(4);
    expect(data.ledger.map((l) => l.type).sort()).toEqual(stored.ledger.map((l) => l.type).sort());
    expect(data.ledger.every((l) => l.program === null || l.program === 'Coffee Card')).toBe(true);
    expect(stored.rewards).toHaveLength(1);
    expect(data.rewards).toEqual([
      expect.objectContaining({ name: stored.rewards[0].rewardName, code: stored.rewards[0].redemptionCode }),
    ]);
    expect(stored.consents.length).toBeGreaterThan(0);
    expect(data.consents.map((c) => c.channel).sort()).toEqual(stored.consents.map((c) => c.channel).sort());
    expect(data.messages).toHaveLength(stored.messages.length);

    // Never a secret: no PIN hash, no session.
    const text = JSON.stringify(data);
    expect(text).not.toContain(s.customer.authPin ?? 'no pin hash');
    expect(Object.keys(data.profile)).not.toContain('authPin');
  });

  it('answers 401 without a portal session and never shows another customer', async () => {
    expect((await client(t.app).get('/api/portal/my-data')).status).toBe(401);
    const a = await customerWithHistory('Shop A');
    const b = await customerWithHistory('Shop B');
    const portal = client(t.app);
    expect((await portal.post('/api/portal/login', { phone: a.phone, pin: PIN })).status).toBe(200);
    const data = (await portal.get('/api/portal/my-data')).body as TCustomerDataExport;
    expect(data.profile.id).toBe(a.customer.id);
    expect(JSON.stringify(data)).not.toContain(b.customer.id);
  });

  it("lets a team admin answer an access request with the same document, recorded in the business's audit trail", async () => {
    const s = await customerWithHistory();
    const res = await s.client.get(`/api/customers/${s.customer.id}/data`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="bean-there-.+-data\.json"$/);
    const data = res.body as TCustomerDataExport;
    expect(data.profile.id).toBe(s.customer.id);
    expect(data.ledger).toHaveLength((await rowsOf(s.businessId, s.customer.id)).ledger.length);
    const audit = await t.db
      .select()
      .from(businessAuditLog)
      .where(and(eq(businessAuditLog.businessId, s.businessId), eq(businessAuditLog.action, 'customer.export_data')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      targetType: 'customer',
      targetId: s.customer.id,
      details: { customerNumber: s.customer.uniqueCustomerId },
    });
  });

  it("refuses team members (403), another business's customer and unknown ids (404), and writes no audit row", async () => {
    const s = await customerWithHistory();
    const other = await newBusiness(t);
    const member = await newTeamMember(t, s.client);
    expect((await member.client.get(`/api/customers/${s.customer.id}/data`)).status).toBe(403);
    const foreign = await other.client.get(`/api/customers/${s.customer.id}/data`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toBe('Customer not found');
    expect((await s.client.get(`/api/customers/${randomUUID()}/data`)).status).toBe(404);
    expect((await s.client.get('/api/customers/not-an-id/data')).status).toBe(404);
    const audit = await t.db
      .select()
      .from(businessAuditLog)
      .where(and(eq(businessAuditLog.action, 'customer.export_data'), eq(businessAuditLog.targetId, s.customer.id)));
    expect(audit).toHaveLength(0);
  });

  it('finds nothing of a deleted (anonymised) customer', async () => {
    const s = await customerWithHistory();
    expect((await s.client.delete(`/api/customers/${s.customer.id}`)).status).toBeLessThan(300);
    expect((await s.client.get(`/api/customers/${s.customer.id}/data`)).status).toBe(404);
  });
});

const DAY = 24 * 60 * 60_000;

describe('a customer asking to be deleted', () => {
  it('records the request once, shows it to the customer and the business, and can be withdrawn', async () => {
    const s = await customerWithHistory();
    const other = await newBusiness(t);
    const portal = client(t.app);
    expect((await portal.post('/api/portal/login', { phone: s.phone, pin: PIN })).status).toBe(200);

    const asked = await portal.post('/api/portal/deletion-request', {});
    expect(asked.status).toBe(200);
    const requestedAt = Date.parse(asked.body.deletionRequestedAt);
    expect(Date.parse(asked.body.deletionDueAt) - requestedAt).toBe(30 * DAY);
    // Asking again keeps the first request's time.
    expect((await portal.post('/api/portal/deletion-request', {})).body).toEqual(asked.body);
    expect((await portal.get('/api/portal/dashboard')).body.customer).toMatchObject(asked.body);

    const list = await s.client.get('/api/customers/deletion-requests');
    expect(list.status).toBe(200);
    expect(list.body.requests).toEqual([
      {
        id: s.customer.id,
        uniqueCustomerId: s.customer.uniqueCustomerId,
        firstName: 'Maya',
        lastName: 'Lopez',
        requestedAt: asked.body.deletionRequestedAt,
        dueAt: asked.body.deletionDueAt,
      },
    ]);
    expect((await s.client.get(`/api/customers/${s.customer.id}`)).body.customer).toMatchObject(asked.body);
    expect((await other.client.get('/api/customers/deletion-requests')).body.requests).toEqual([]);

    expect((await portal.delete('/api/portal/deletion-request')).status).toBe(204);
    expect((await s.client.get('/api/customers/deletion-requests')).body.requests).toEqual([]);
    expect((await portal.get('/api/portal/dashboard')).body.customer).toMatchObject({
      deletionRequestedAt: null,
      deletionDueAt: null,
    });
  });

  it('answers 401 without a portal session and changes nothing', async () => {
    expect((await client(t.app).post('/api/portal/deletion-request', {})).status).toBe(401);
    expect((await client(t.app).delete('/api/portal/deletion-request')).status).toBe(401);
  });

  it('is carried out by the nightly run 30 days later, not before, with the anonymising delete', async () => {
    const s = await customerWithHistory();
    const portal = client(t.app);
    expect((await portal.post('/api/portal/login', { phone: s.phone, pin: PIN })).status).toBe(200);
    const asked = await portal.post('/api/portal/deletion-request', {});
    const requestedAt = Date.parse(asked.body.deletionRequestedAt);

    await carryOutDeletionRequests({
      db: t.db,
      fingerprints: t.deps.fingerprints,
      now: new Date(requestedAt + 29 * DAY),
    });
    const [kept] = await t.db.select().from(customers).where(eq(customers.id, s.customer.id));
    expect(kept).toMatchObject({ deletedAt: null, firstName: 'Maya' });

    expect(
      await carryOutDeletionRequests({
        db: t.db,
        fingerprints: t.deps.fingerprints,
        now: new Date(requestedAt + 30 * DAY),
      }),
    ).toBeGreaterThanOrEqual(1);
    const [gone] = await t.db.select().from(customers).where(eq(customers.id, s.customer.id));
    expect(gone.deletedAt).not.toBeNull();
    expect(gone).toMatchObject({ firstName: null, lastName: null, phone: null, email: null, authPin: null });
    expect((await s.client.get('/api/customers/deletion-requests')).body.requests).toEqual([]);
    expect((await s.client.get(`/api/customers/${s.customer.id}`)).status).toBe(404);
  });
});
