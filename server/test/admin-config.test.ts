import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SENDS_PER_WINDOW, testSendLimiter } from '../src/admin/test-send-limit.ts';
import { adminAuditLog, businesses, creditLedger, outboxMessages, users } from '../src/db/schema/index.ts';
import {
  client,
  eventually,
  newBusiness,
  startIsolatedTestApp,
  superAdminClient,
  type TClient,
  type TTestApp,
} from './harness.ts';

/**
 * Tier edits change what every other test file reads (Free, Pro, Agency): on PostgreSQL this file works in a
 * database of its own, so the run's shared database never sees an edited tier. PGlite is per file anyway.
 */
let t: TTestApp;
beforeAll(async () => {
  t = await startIsolatedTestApp('admin_config');
}, 60_000);
afterAll(() => t?.stop());

type TTier = {
  id: string;
  name: string;
  priceMonthly: number;
  maxCustomers: number;
  features: Record<string, unknown>;
};
const tiers = async () => (await client(t.app).get('/api/tiers')).body.tiers as TTier[];
const tierNamed = async (name: string) => (await tiers()).find((x) => x.name === name) as TTier;

describe('PATCH /api/admin/tiers/:id', () => {
  it('changes only the sent fields, shows at once on the public list, and is audited', async () => {
    const admin = await superAdminClient(t);
    const pro = await tierNamed('Pro');
    const res = await admin.patch(`/api/admin/tiers/${pro.id}`, {
      priceMonthly: 59.99,
      features: { mailchimp: false },
    });
    expect(res.status).toBe(200);
    expect(res.body.tier).toEqual({
      ...pro,
      priceMonthly: 59.99,
      features: { ...pro.features, mailchimp: false },
    });
    expect(await tierNamed('Pro')).toEqual(res.body.tier);

    const unlimited = await admin.patch(`/api/admin/tiers/${pro.id}`, { maxCustomers: -1, stripePriceId: '' });
    expect(unlimited.body.tier).toMatchObject({ maxCustomers: -1, stripePriceId: null, priceMonthly: 59.99 });

    const [audit] = await t.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'tier.update'))
      .orderBy(adminAuditLog.createdAt)
      .limit(1);
    expect(audit).toMatchObject({
      actorEmail: 'admin@regulars.test',
      targetType: 'tier',
      targetId: pro.id,
      before: { name: 'Pro', priceMonthly: 49, features: { mailchimp: true } },
      after: { name: 'Pro', priceMonthly: 59.99, features: { mailchimp: false } },
    });
    expect(audit.createdAt).toBeInstanceOf(Date);
  });

  it('refuses bad values, an empty edit and unknown tiers', async () => {
    const admin = await superAdminClient(t);
    const free = await tierNamed('Free');
    const cases: [unknown, string][] = [
      [{ priceMonthly: -1 }, 'Price cannot be negative'],
      [{ priceMonthly: 1.234 }, 'Price can have at most 2 decimals'],
      [{ maxPrograms: 1.5 }, 'Max programs must be a whole number'],
      [{ maxSmsMonthly: -2 }, 'Max SMS per month must be -1 (unlimited) or more'],
      [{ initialCredits: -1 }, 'Initial credits cannot be negative'],
      [{ features: { maxSeats: 0 } }, 'Max seats must be at least 1'],
      [{ features: { maxLocations: 0 } }, 'Max locations must be -1 (unlimited) or at least 1'],
      [{ features: { maxLocations: -2 } }, 'Max locations must be -1 (unlimited) or at least 1'],
      [{ features: { maxLocations: 2.5 } }, 'Max locations must be a whole number'],
      [{}, 'Change at least one field'],
      [{ features: {} }, 'Change at least one field'],
    ];
    for (const [body, message] of cases) {
      const res = await admin.patch(`/api/admin/tiers/${free.id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    expect((await admin.patch(`/api/admin/tiers/${free.id}`, { name: 'Gratis' })).status).toBe(400);
    expect(await tierNamed('Free')).toEqual(free);
    const missing = await admin.patch('/api/admin/tiers/00000000-0000-4000-8000-000000000000', { priceMonthly: 1 });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Tier not found');
    expect((await admin.patch('/api/admin/tiers/not-a-uuid', { priceMonthly: 1 })).status).toBe(404);
  });
});

describe('max locations per tier', () => {
  it('is edited beside max seats and limits the tier’s businesses at once', async () => {
    const admin = await superAdminClient(t);
    const free = await tierNamed('Free');
    expect(free.features.maxLocations).toBe(1);
    const { client: owner } = await newBusiness(t);
    expect((await owner.post('/api/locations', { name: 'One' })).status).toBe(201);
    expect((await owner.post('/api/locations', { name: 'Two' })).status).toBe(403);

    const res = await admin.patch(`/api/admin/tiers/${free.id}`, { features: { maxLocations: 2 } });
    expect(res.status).toBe(200);
    expect(res.body.tier.features).toEqual({ ...free.features, maxLocations: 2 });
    expect((await owner.post('/api/locations', { name: 'Two' })).status).toBe(201);
    expect((await owner.get('/api/locations')).body.limit).toEqual({ max: 2, used: 2, planName: 'Free' });

    await admin.patch(`/api/admin/tiers/${free.id}`, { features: { maxLocations: 1 } });
    expect((await tierNamed('Free')).features.maxLocations).toBe(1);
  });
});

/** A queued test send, once its job has settled (sent or failed). */
async function settledTestSend(admin: TClient, id: string) {
  return eventually(async () => {
    const res = await admin.get(`/api/admin/test-communications/${id}`);
    expect(res.status).toBe(200);
    return res.body.status !== 'pending' && res.body;
  });
}

describe('test communications', () => {
  it('sends a test email and SMS through the outbox, charging and counting nothing', async () => {
    const business = await newBusiness(t);
    const before = await t.db.select().from(businesses).where(eq(businesses.id, business.businessId));
    const ledgerBefore = (await t.db.select({ n: sql<number>`count(*)::int` }).from(creditLedger))[0].n;
    const admin = await superAdminClient(t);

    const email = await admin.post('/api/admin/test-communications/email', {
      recipientEmail: 'qa@example.test',
      recipientName: 'QA',
      subject: 'Test Email',
      body: 'Hello from the test',
    });
    expect(email.status).toBe(200);
    expect(email.body).toEqual({ testSendId: expect.any(String) });
    // Queued (a job): the page follows it until the provider took it, then shows its message id.
    const sentEmail = await settledTestSend(admin, email.body.testSendId);
    expect(sentEmail).toEqual({ status: 'sent', messageId: expect.any(String), error: null });
    const [mail] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.id, sentEmail.messageId));
    expect(mail).toMatchObject({ channel: 'email', to: 'qa@example.test', subject: 'Test Email', businessId: null });
    expect(mail.text).toBe('Hello from the test');

    const sms = await admin.post('/api/admin/test-communications/sms', {
      recipientPhone: '+1 (646) 555-0102',
      message: 'SMS test',
    });
    expect(sms.status).toBe(200);
    const sentSms = await settledTestSend(admin, sms.body.testSendId);
    const [text] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.id, sentSms.messageId));
    expect(text).toMatchObject({ channel: 'sms', to: '+16465550102', text: 'SMS test', businessId: null });

    expect((await t.db.select({ n: sql<number>`count(*)::int` }).from(creditLedger))[0].n).toBe(ledgerBefore);
    expect(await t.db.select().from(businesses).where(eq(businesses.id, business.businessId))).toEqual(before);
    const audits = await t.db.select().from(adminAuditLog).where(sql`${adminAuditLog.action} like 'test.%'`);
    expect(audits.map((a) => a.action).sort()).toEqual(['test.email', 'test.sms']);
  });

  it('validates the forms', async () => {
    const admin = await superAdminClient(t);
    const bad: [string, unknown, string][] = [
      ['email', { recipientEmail: 'nope', subject: 's', body: 'b' }, 'Invalid email format'],
      ['email', { recipientEmail: 'a@b.test', subject: ' ', body: 'b' }, 'Subject is required'],
      ['email', { recipientEmail: 'a@b.test', subject: 's', body: '' }, 'Message body is required'],
      ['sms', { recipientPhone: '', message: 'm' }, 'Recipient phone number is required'],
      ['sms', { recipientPhone: '12', message: 'm' }, 'Enter a phone number with its country code (e.g., +1 for US)'],
      ['sms', { recipientPhone: '+16465550102', message: '  ' }, 'Message is required'],
    ];
    for (const [channel, body, message] of bad) {
      const res = await admin.post(`/api/admin/test-communications/${channel}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
  });

  it(`allows ${TEST_SENDS_PER_WINDOW} test sends per super admin per window`, async () => {
    const admin = await superAdminClient(t);
    // Reset this admin's window: the other tests of this file have sent some already.
    const [{ id }] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@regulars.test'));
    await testSendLimiter.reset(t.db, id);
    for (let i = 0; i < TEST_SENDS_PER_WINDOW; i++) {
      const res = await admin.post('/api/admin/test-communications/sms', {
        recipientPhone: '+16465550199',
        message: `n${i}`,
      });
      expect(res.status).toBe(200);
    }
    const refused = await admin.post('/api/admin/test-communications/email', {
      recipientEmail: 'qa@example.test',
      subject: 's',
      body: 'b',
    });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('RATE_LIMITED');
  });

  it('answers 404 for an unknown or malformed test send id', async () => {
    const admin = await superAdminClient(t);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await admin.get(`/api/admin/test-communications/${id}`);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Test send not found');
    }
  });
});

describe('access', () => {
  const calls: [string, string, unknown][] = [
    ['patch', '/api/admin/tiers/00000000-0000-4000-8000-000000000000', { priceMonthly: 1 }],
    ['post', '/api/admin/test-communications/email', { recipientEmail: 'a@b.test', subject: 's', body: 'b' }],
    ['post', '/api/admin/test-communications/sms', { recipientPhone: '+16465550102', message: 'm' }],
    ['get', '/api/admin/test-communications/00000000-0000-4000-8000-000000000000', undefined],
  ];
  it('answers 401 without a session and 403 to a business user on every endpoint', async () => {
    const business = await newBusiness(t);
    const anonymous = client(t.app);
    for (const [method, path, body] of calls) {
      const call = (c: typeof anonymous) =>
        method === 'patch' ? c.patch(path, body) : method === 'get' ? c.get(path) : c.post(path, body);
      expect((await call(anonymous)).status, path).toBe(401);
      const forbidden = await call(business.client);
      expect(forbidden.status, path).toBe(403);
      expect(forbidden.body.error.code).toBe('FORBIDDEN');
    }
    expect(await t.db.select().from(outboxMessages).where(eq(outboxMessages.to, 'a@b.test'))).toEqual([]);
  });
});
