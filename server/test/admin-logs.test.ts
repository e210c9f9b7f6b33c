import { randomUUID } from 'node:crypto';
import { eq, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOverview } from '../src/admin/admin-overview.ts';
import type { TExecutor } from '../src/db/client.ts';
import { businesses, creditLedger, subscriptionTiers, users } from '../src/db/schema/index.ts';
import {
  client,
  eventually,
  newBusiness,
  startTestApp,
  superAdminClient,
  type TClient,
  type TTestApp,
} from './harness.ts';

let t: TTestApp;
let admin: TClient;
beforeAll(async () => {
  t = await startTestApp();
  admin = await superAdminClient(t);
});
afterAll(() => t.stop());

/** A company name no other test uses: every filter below is narrowed to it. */
const tag = () => `zl${randomUUID().replace(/-/g, '').slice(0, 10)}`;
const today = () => new Date().toISOString().slice(0, 10);
const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

describe('the audit log (/api/admin/audit)', () => {
  it('filters by tenant, action and day, newest first, with the count of all matches; pages', async () => {
    const name = tag();
    // On the Pro trial (a paid tier's checkout done), so there is a trial to extend.
    const b = await newBusiness(t, { companyName: `${name} Deli`, tierName: 'Pro' });
    await admin.post(`/api/admin/tenants/${b.businessId}/credits`, { amount: 5, reason: 'One' });
    await admin.post(`/api/admin/tenants/${b.businessId}/trial-extension`, { days: 2 });
    await admin.post(`/api/admin/tenants/${b.businessId}/credits`, { amount: 6, reason: 'Two' });

    const all = (await admin.get(`/api/admin/audit?tenant=${name.toUpperCase()}`)).body;
    expect(all.total).toBe(3);
    expect(all.entries.map((e: { action: string }) => e.action)).toEqual([
      'tenant.credits_allocate',
      'tenant.trial_extend',
      'tenant.credits_allocate',
    ]);
    expect(all.entries[0]).toMatchObject({
      actorEmail: 'admin@regulars.test',
      targetType: 'business',
      targetId: b.businessId,
      targetName: `${name} Deli`,
      before: { credits: 5 },
      after: { credits: 11, amount: 6, reason: 'Two' },
    });

    const byEmail = (await admin.get(`/api/admin/audit?tenant=${encodeURIComponent(b.email)}`)).body;
    expect(byEmail.total).toBe(3);
    const credits = (await admin.get(`/api/admin/audit?tenant=${name}&action=tenant.credits_allocate`)).body;
    expect(credits.entries.map((e: { after: { reason: string } }) => e.after.reason)).toEqual(['Two', 'One']);
    expect((await admin.get(`/api/admin/audit?tenant=${name}&action=tenant.suspend`)).body.total).toBe(0);
    expect((await admin.get(`/api/admin/audit?tenant=${name}&from=${today()}&to=${today()}`)).body.total).toBe(3);
    expect((await admin.get(`/api/admin/audit?tenant=${name}&to=${yesterday()}`)).body.total).toBe(0);

    const page2 = (await admin.get(`/api/admin/audit?tenant=${name}&limit=2&page=2`)).body;
    expect([page2.total, page2.page, page2.limit, page2.entries.length]).toEqual([3, 2, 2, 1]);
    expect(page2.entries[0].after.reason).toBe('One');
  });

  it('refuses bad filters with a clear 400', async () => {
    const cases: [string, string][] = [
      ['action=tenant.delete', 'Choose an action from the list'],
      ['from=2026-02-30x', 'From must be a date (YYYY-MM-DD)'],
      ['to=2026-13-45', 'To must be a real date'],
      ['from=2026-05-02&to=2026-05-01', 'From must be on or before To'],
      [`tenant=${'x'.repeat(201)}`, 'Search must be at most 200 characters'],
    ];
    for (const [query, message] of cases) {
      const res = await admin.get(`/api/admin/audit?${query}`);
      expect([query, res.status, res.body.error.message]).toEqual([query, 400, message]);
    }
  });

  it('records tier edits and test sends too', async () => {
    const recipient = `${tag()}@example.test`;
    await admin.post('/api/admin/test-communications/email', {
      recipientEmail: recipient,
      subject: 'Hello',
      body: 'A test',
    });
    // The job that sends it writes the row.
    const latest = await eventually(async () => {
      const [entry] = (await admin.get('/api/admin/audit?action=test.email&limit=1')).body.entries;
      return entry?.targetId === recipient && entry;
    });
    expect(latest).toMatchObject({ action: 'test.email', targetType: 'email', targetName: null });
  });
});

describe('the credit log (/api/admin/credits)', () => {
  it('lists grants, allocations and spends across tenants with filters, paging and totals per kind', async () => {
    const name = tag();
    const a = await newBusiness(t, { companyName: `${name} Bar` });
    const b = await newBusiness(t, { companyName: `${name} Grill` });
    await admin.post(`/api/admin/tenants/${a.businessId}/credits`, { amount: 30, reason: 'Launch' });
    await admin.post(`/api/admin/tenants/${a.businessId}/credits`, { amount: -10, reason: 'Correction' });
    await admin.post(`/api/admin/tenants/${b.businessId}/credits`, { amount: 7, reason: 'Goodwill' });
    // A spend as the send pipeline writes it.
    await t.db.transaction(async (tx) => {
      await tx.update(businesses).set({ creditsRemaining: 6 }).where(eq(businesses.id, b.businessId));
      await tx.insert(creditLedger).values({
        businessId: b.businessId,
        kind: 'sms_spend',
        delta: -1,
        balanceAfter: 6,
        reason: 'SMS to a customer',
      });
    });

    const all = (await admin.get(`/api/admin/credits?tenant=${name}`)).body;
    expect(all.total).toBe(4);
    expect(all.entries.map((e: { companyName: string; delta: number }) => [e.companyName, e.delta])).toEqual([
      [`${name} Grill`, -1],
      [`${name} Grill`, 7],
      [`${name} Bar`, -10],
      [`${name} Bar`, 30],
    ]);
    expect(all.entries[1]).toMatchObject({
      businessId: b.businessId,
      email: b.email,
      kind: 'admin_allocation',
      balanceAfter: 7,
      reason: 'Goodwill',
    });
    expect(all.totals).toEqual([
      { kind: 'admin_allocation', count: 3, credits: 27 },
      { kind: 'sms_spend', count: 1, credits: -1 },
    ]);

    const spends = (await admin.get(`/api/admin/credits?tenant=${name}&kind=sms_spend`)).body;
    expect([spends.total, spends.totals]).toEqual([1, [{ kind: 'sms_spend', count: 1, credits: -1 }]]);
    const one = (await admin.get(`/api/admin/credits?businessId=${a.businessId}`)).body;
    expect(one.entries.map((e: { reason: string }) => e.reason)).toEqual(['Correction', 'Launch']);
    expect((await admin.get(`/api/admin/credits?tenant=${name}&to=${yesterday()}`)).body.total).toBe(0);
    expect((await admin.get(`/api/admin/credits?tenant=${name}&from=${today()}`)).body.total).toBe(4);
    const page = (await admin.get(`/api/admin/credits?tenant=${name}&limit=3&page=2`)).body;
    expect([page.total, page.entries.length, page.entries[0].delta]).toEqual([4, 1, 30]);
  });

  it('refuses bad filters with a clear 400', async () => {
    const kind = await admin.get('/api/admin/credits?kind=gift');
    expect([kind.status, kind.body.error.message]).toEqual([400, 'Choose a kind from the list']);
    const range = await admin.get('/api/admin/credits?from=2026-05-02&to=2026-05-01');
    expect([range.status, range.body.error.message]).toEqual([400, 'From must be on or before To']);
    expect((await client(t.app).get('/api/admin/credits')).status).toBe(401);
  });
});

describe('the dashboard chart (tenants and MRR over 12 months)', () => {
  it('counts tenants signed up by each month end and the MRR of the active ones among them', async () => {
    try {
      await t.db.transaction(
        async (tx) => {
          const now = new Date();
          const before = (await adminOverview({ db: tx, now })).growth;
          const [tier] = await tx
            .insert(subscriptionTiers)
            .values({ name: `Growth ${tag()}`, priceMonthly: 40, maxCustomers: -1, maxPrograms: -1, maxSmsMonthly: -1 })
            .returning({ id: subscriptionTiers.id });
          const monthsAgo = (n: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - n, 15));
          await seed(tx, tier.id, 'active', monthsAgo(3));
          await seed(tx, tier.id, 'trial', monthsAgo(3));
          await seed(tx, tier.id, 'active', monthsAgo(0));
          await seed(tx, tier.id, 'canceled', monthsAgo(20));
          const after = (await adminOverview({ db: tx, now })).growth;
          expect(after.map((p) => p.month)).toEqual(before.map((p) => p.month));
          expect(after).toHaveLength(12);
          expect(after[11].month).toBe(now.toISOString().slice(0, 7));
          const delta = after.map((p, i) => [p.tenants - before[i].tenants, p.mrr - before[i].mrr]);
          expect(delta).toEqual([...Array.from({ length: 8 }, () => [1, 0]), [3, 40], [3, 40], [3, 40], [4, 80]]);
          tx.rollback();
        },
        { isolationLevel: 'repeatable read' },
      );
    } catch (err) {
      if (!(err instanceof TransactionRollbackError)) throw err;
    }
  });
});

async function seed(tx: TExecutor, tierId: string, status: string, createdAt: Date) {
  const id = randomUUID();
  await tx.insert(users).values({ id, email: `${id}@example.test`, name: 'Seeded' });
  await tx
    .insert(businesses)
    .values({ id, email: `${id}@example.test`, companyName: 'Seeded', subscriptionStatus: status, tierId, createdAt });
}
