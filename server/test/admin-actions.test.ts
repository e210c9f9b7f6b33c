import { ADMIN_ACTION_MESSAGES } from '@regulars/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, businesses, creditLedger, subscriptionTiers } from '../src/db/schema/index.ts';
import { client, newBusiness, startTestApp, superAdminClient, type TClient, type TTestApp } from './harness.ts';

let t: TTestApp;
let admin: TClient;
let tiers: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await superAdminClient(t);
  const rows = await t.db.select({ id: subscriptionTiers.id, name: subscriptionTiers.name }).from(subscriptionTiers);
  tiers = Object.fromEntries(rows.map((r) => [r.name, r.id]));
});
afterAll(() => t.stop());

const ADMIN_EMAIL = 'admin@regulars.test';
const UNKNOWN_TENANT = '00000000-0000-4000-8000-000000000000';

async function row(id: string) {
  const [b] = await t.db.select().from(businesses).where(eq(businesses.id, id));
  return b;
}

/** The audit rows about one business, newest first. */
async function auditOf(id: string) {
  return t.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.targetType, 'business'), eq(adminAuditLog.targetId, id)))
    .orderBy(desc(adminAuditLog.createdAt));
}

describe('who may act on a tenant', () => {
  it('refuses a business user (403) and a caller without a session (401) on every new endpoint, changing nothing', async () => {
    const b = await newBusiness(t);
    const anon = client(t.app);
    const calls: [string, string, unknown?][] = [
      ['PATCH', `/api/admin/tenants/${b.businessId}/tier`, { tierId: tiers.Pro }],
      ['POST', `/api/admin/tenants/${b.businessId}/trial-extension`, { days: 30 }],
      ['POST', `/api/admin/tenants/${b.businessId}/suspension`, { reason: 'Spam' }],
      ['POST', `/api/admin/tenants/${b.businessId}/reactivation`, {}],
      ['POST', `/api/admin/tenants/${b.businessId}/credits`, { amount: 500, reason: 'Free money' }],
      ['GET', `/api/admin/tenants/${b.businessId}/audit`],
      ['GET', '/api/admin/audit'],
      ['GET', '/api/admin/credits'],
    ];
    const before = await row(b.businessId);
    for (const [method, path, body] of calls) {
      const call = (c: TClient) =>
        method === 'GET' ? c.get(path) : method === 'PATCH' ? c.patch(path, body) : c.post(path, body);
      const asBusiness = await call(b.client);
      expect([path, asBusiness.status, asBusiness.body.error.message]).toEqual([
        path,
        403,
        'Super admin access required',
      ]);
      const asNobody = await call(anon);
      expect([path, asNobody.status, asNobody.body.error.message]).toEqual([path, 401, 'Not authenticated']);
    }
    expect(await row(b.businessId)).toEqual(before);
    expect(await auditOf(b.businessId)).toEqual([]);
    expect(await t.db.select().from(creditLedger).where(eq(creditLedger.businessId, b.businessId))).toEqual([]);
  });

  it('answers 404 for an unknown tenant and for the super admin account itself', async () => {
    const me = (await admin.get('/api/me')).body;
    for (const id of [UNKNOWN_TENANT, me.user.id]) {
      const res = await admin.post(`/api/admin/tenants/${id}/suspension`, { reason: 'x' });
      expect([res.status, res.body.error.message]).toEqual([404, 'Tenant not found']);
      const credit = await admin.post(`/api/admin/tenants/${id}/credits`, { amount: 5, reason: 'x' });
      expect(credit.status).toBe(404);
    }
  });
});

describe('changing a tenant tier', () => {
  it('moves the tenant and writes the audit row with the tier before and after', async () => {
    const b = await newBusiness(t);
    const res = await admin.patch(`/api/admin/tenants/${b.businessId}/tier`, { tierId: tiers.Pro });
    expect(res.status).toBe(200);
    expect(res.body.tenant).toMatchObject({ id: b.businessId, tierId: tiers.Pro, tierName: 'Pro', status: 'active' });
    expect((await row(b.businessId)).tierId).toBe(tiers.Pro);
    const [audit, ...older] = await auditOf(b.businessId);
    expect(older).toEqual([]);
    expect(audit).toMatchObject({
      actorEmail: ADMIN_EMAIL,
      action: 'tenant.tier_change',
      before: { tierId: tiers.Free, tierName: 'Free', priceMonthly: expect.any(Number) },
      after: { tierId: tiers.Pro, tierName: 'Pro', priceMonthly: expect.any(Number) },
    });
    expect(audit.actorUserId).toBe((await admin.get('/api/me')).body.user.id);
  });

  it('refuses an unknown tier, a malformed id and the same tier with a clear message, changing nothing', async () => {
    const b = await newBusiness(t);
    const unknown = await admin.patch(`/api/admin/tenants/${b.businessId}/tier`, { tierId: UNKNOWN_TENANT });
    expect([unknown.status, unknown.body.error.message]).toEqual([400, 'Choose a tier that exists']);
    const malformed = await admin.patch(`/api/admin/tenants/${b.businessId}/tier`, { tierId: 'gold' });
    expect([malformed.status, malformed.body.error.message]).toEqual([400, 'Choose a tier that exists']);
    const same = await admin.patch(`/api/admin/tenants/${b.businessId}/tier`, { tierId: tiers.Free });
    expect([same.status, same.body.error.message]).toEqual([409, 'The tenant is already on this tier']);
    expect((await row(b.businessId)).tierId).toBe(tiers.Free);
    expect(await auditOf(b.businessId)).toEqual([]);
  });
});

describe('extending a trial', () => {
  it('adds the days to the trial end and audits the end before and after', async () => {
    const b = await newBusiness(t, { tierName: 'Pro' });
    const before = (await row(b.businessId)).trialEndsAt as Date;
    const res = await admin.post(`/api/admin/tenants/${b.businessId}/trial-extension`, { days: 7 });
    expect(res.status).toBe(200);
    const after = (await row(b.businessId)).trialEndsAt as Date;
    expect(after.getTime() - before.getTime()).toBe(7 * 86_400_000);
    expect(res.body.tenant.trialEndsAt).toBe(after.toISOString());
    const [audit] = await auditOf(b.businessId);
    expect(audit).toMatchObject({
      action: 'tenant.trial_extend',
      before: { trialEndsAt: before.toISOString() },
      after: { trialEndsAt: after.toISOString(), days: 7 },
    });
  });

  it('starts from today when the trial has already ended', async () => {
    const b = await newBusiness(t, { tierName: 'Pro' });
    await t.db
      .update(businesses)
      .set({ trialEndsAt: new Date('2020-01-01T00:00:00Z') })
      .where(eq(businesses.id, b.businessId));
    const started = Date.now();
    await admin.post(`/api/admin/tenants/${b.businessId}/trial-extension`, { days: 3 });
    const end = ((await row(b.businessId)).trialEndsAt as Date).getTime();
    expect(end).toBeGreaterThanOrEqual(started + 3 * 86_400_000 - 5_000);
    expect(end).toBeLessThanOrEqual(Date.now() + 3 * 86_400_000 + 5_000);
  });

  it('refuses bad days and a tenant not on a trial, changing nothing', async () => {
    const b = await newBusiness(t, { tierName: 'Pro' });
    const before = await row(b.businessId);
    const path = `/api/admin/tenants/${b.businessId}/trial-extension`;
    const cases: [unknown, string][] = [
      [{ days: 0 }, 'Extend by at least 1 day'],
      [{ days: 366 }, 'Extend by at most 365 days'],
      [{ days: 1.5 }, 'Days must be a whole number'],
      [{ days: 'ten' }, 'Days must be a whole number'],
      [{}, 'Days must be a whole number'],
    ];
    for (const [body, message] of cases) {
      const res = await admin.post(path, body);
      expect([res.status, res.body.error.message]).toEqual([400, message]);
    }
    await t.db.update(businesses).set({ subscriptionStatus: 'active' }).where(eq(businesses.id, b.businessId));
    const active = await admin.post(path, { days: 5 });
    expect([active.status, active.body.error.message]).toEqual([409, ADMIN_ACTION_MESSAGES.notOnTrial]);
    expect((await row(b.businessId)).trialEndsAt).toEqual(before.trialEndsAt);
    expect(await auditOf(b.businessId)).toEqual([]);
  });
});

describe('allocating credits from the tenant', () => {
  it('moves the balance, writes the ledger and the audit row together', async () => {
    const b = await newBusiness(t);
    const res = await admin.post(`/api/admin/tenants/${b.businessId}/credits`, {
      amount: 40,
      reason: ' Launch bonus ',
    });
    expect(res.status).toBe(201);
    expect(res.body.tenant.credits).toBe(40);
    expect((await row(b.businessId)).creditsRemaining).toBe(40);
    const ledger = await t.db.select().from(creditLedger).where(eq(creditLedger.businessId, b.businessId));
    expect(ledger.map((l) => [l.kind, l.delta, l.balanceAfter, l.reason])).toEqual([
      ['admin_allocation', 40, 40, 'Launch bonus'],
    ]);
    const [audit] = await auditOf(b.businessId);
    expect(audit).toMatchObject({
      actorEmail: ADMIN_EMAIL,
      action: 'tenant.credits_allocate',
      before: { credits: 0 },
      after: { credits: 40, amount: 40, reason: 'Launch bonus' },
    });
    const log = (await admin.get(`/api/admin/credits?businessId=${b.businessId}`)).body;
    expect(log.entries.map((e: { delta: number; reason: string }) => [e.delta, e.reason])).toEqual([
      [40, 'Launch bonus'],
    ]);
  });

  it('the older POST /api/admin/credits is audited the same way', async () => {
    const b = await newBusiness(t);
    const res = await admin.post('/api/admin/credits', { businessId: b.businessId, amount: 12, reason: 'Refund' });
    expect(res.body).toEqual({ businessId: b.businessId, balance: 12 });
    const [audit] = await auditOf(b.businessId);
    expect(audit).toMatchObject({ before: { credits: 0 }, after: { credits: 12, amount: 12, reason: 'Refund' } });
  });

  it('refuses an overdraw, a zero amount and a missing reason, changing nothing', async () => {
    const b = await newBusiness(t);
    const path = `/api/admin/tenants/${b.businessId}/credits`;
    const overdraw = await admin.post(path, { amount: -5, reason: 'Correction' });
    expect([overdraw.status, overdraw.body.error.message]).toEqual([
      409,
      'Not enough credits: the balance is 0 and this would take 5',
    ]);
    const zero = await admin.post(path, { amount: 0, reason: 'x' });
    expect([zero.status, zero.body.error.message]).toEqual([400, 'Amount must not be zero']);
    const noReason = await admin.post(path, { amount: 5, reason: '   ' });
    expect([noReason.status, noReason.body.error.message]).toEqual([400, 'A reason is required']);
    expect((await row(b.businessId)).creditsRemaining).toBe(0);
    expect(await t.db.select().from(creditLedger).where(eq(creditLedger.businessId, b.businessId))).toEqual([]);
    expect(await auditOf(b.businessId)).toEqual([]);
  });
});

describe("a tenant's audit rows", () => {
  it('lists every action on the tenant, newest first, with its company name', async () => {
    // On the Pro trial (a paid tier's checkout done), so there is a trial to extend.
    const b = await newBusiness(t, { companyName: 'Audit Bakery', tierName: 'Pro' });
    await admin.post(`/api/admin/tenants/${b.businessId}/credits`, { amount: 10, reason: 'Welcome' });
    await admin.patch(`/api/admin/tenants/${b.businessId}/tier`, { tierId: tiers.Agency });
    await admin.post(`/api/admin/tenants/${b.businessId}/trial-extension`, { days: 14 });
    const res = await admin.get(`/api/admin/tenants/${b.businessId}/audit`);
    expect(res.status).toBe(200);
    expect(
      res.body.entries.map((e: { action: string; targetName: string; actorEmail: string }) => [
        e.action,
        e.targetName,
        e.actorEmail,
      ]),
    ).toEqual([
      ['tenant.trial_extend', 'Audit Bakery', ADMIN_EMAIL],
      ['tenant.tier_change', 'Audit Bakery', ADMIN_EMAIL],
      ['tenant.credits_allocate', 'Audit Bakery', ADMIN_EMAIL],
    ]);
  });
});
