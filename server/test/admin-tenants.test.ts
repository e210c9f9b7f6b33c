import { randomUUID } from 'node:crypto';
import type { TAdminOverview, TTenant, TTenantDetail } from '@regulars/contracts';
import { eq, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOverview } from '../src/admin/admin-overview.ts';
import type { TExecutor } from '../src/db/client.ts';
import { businesses, subscriptionTiers, tenants, users } from '../src/db/schema/index.ts';
import { newTeamMember } from './factories/teams.ts';
import { client, newBusiness, startTestApp, superAdminClient, type TClient, type TTestApp } from './harness.ts';

let t: TTestApp;
let admin: TClient;
beforeAll(async () => {
  t = await startTestApp();
  admin = await superAdminClient(t);
});
afterAll(() => t.stop());

const thisMonth = () => new Date().toISOString().slice(0, 7);
const tag = () => `zq${randomUUID().replace(/-/g, '').slice(0, 10)}`;

type TSeed = {
  status: string;
  tierId: string;
  name?: string;
  credits?: number;
  customers?: number;
  sms?: number;
  smsMonth?: string | null;
  periodEnd?: Date | null;
  stripePriceId?: string | null;
  createdAt?: Date;
};

/** A user and its business written straight to the database: known tiers, statuses and figures without sign-ups. */
async function seedTenant(db: TExecutor, marker: string, seed: TSeed) {
  const id = randomUUID();
  const email = `${marker}-${id.slice(0, 6)}@Example.test`;
  await db.insert(users).values({ id, email: email.toLowerCase(), name: 'Seeded' });
  await db.insert(businesses).values({
    id,
    email,
    companyName: seed.name ?? `${marker.toUpperCase()} Coffee ${id.slice(0, 4)}`,
    subscriptionStatus: seed.status,
    tierId: seed.tierId,
    creditsRemaining: seed.credits ?? 0,
    usageCustomers: seed.customers ?? 0,
    usageSmsMonthly: seed.sms ?? 0,
    usageSmsMonth: seed.smsMonth === undefined ? thisMonth() : seed.smsMonth,
    subscriptionPeriodEnd: seed.periodEnd ?? null,
    stripePriceId: seed.stripePriceId ?? null,
    ...(seed.createdAt ? { createdAt: seed.createdAt } : {}),
  });
  return { id, email };
}

async function tierIds() {
  const rows = await t.db.select({ id: subscriptionTiers.id, name: subscriptionTiers.name }).from(subscriptionTiers);
  const byName = Object.fromEntries(rows.map((r) => [r.name, r.id]));
  return { free: byName.Free as string, pro: byName.Pro as string, agency: byName.Agency as string };
}

/** Runs `fn` in a transaction that is always rolled back: its rows are seen by nobody else (tests share the database). */
async function inRolledBackTransaction(fn: (tx: TExecutor) => Promise<void>) {
  try {
    await t.db.transaction(
      async (tx) => {
        await fn(tx);
        tx.rollback();
      },
      { isolationLevel: 'repeatable read' },
    );
  } catch (err) {
    if (!(err instanceof TransactionRollbackError)) throw err;
  }
}

describe('the overview figures (spec section 9), in one snapshot', () => {
  it('counts, revenue, average and conversion move exactly by the seeded tenants; the five newest are listed', async () => {
    await inRolledBackTransaction(async (tx) => {
      // Tiers of our own with known prices: a concurrent test may be editing the real tiers' prices.
      const suffix = tag();
      const [cheap] = await tx
        .insert(subscriptionTiers)
        .values({ name: `Cheap ${suffix}`, priceMonthly: 19.99, maxCustomers: 10, maxPrograms: 1, maxSmsMonthly: 10 })
        .returning();
      const [dear] = await tx
        .insert(subscriptionTiers)
        .values({ name: `Dear ${suffix}`, priceMonthly: 49.5, maxCustomers: -1, maxPrograms: -1, maxSmsMonthly: -1 })
        .returning();
      const [gratis] = await tx
        .insert(subscriptionTiers)
        .values({ name: `Gratis ${suffix}`, priceMonthly: 0, maxCustomers: 50, maxPrograms: 1, maxSmsMonthly: 0 })
        .returning();
      if (!cheap || !dear || !gratis) throw new Error('no tiers');
      const before = await adminOverview({ db: tx });

      const future = (minutes: number) => new Date(Date.now() + 86_400_000 + minutes * 60_000);
      const marker = tag();
      const a1 = await seedTenant(tx, marker, { status: 'active', tierId: cheap.id, createdAt: future(7) });
      const a2 = await seedTenant(tx, marker, { status: 'active', tierId: cheap.id, createdAt: future(6) });
      const a3 = await seedTenant(tx, marker, { status: 'active', tierId: dear.id, createdAt: future(5) });
      const t1 = await seedTenant(tx, marker, { status: 'trial', tierId: dear.id, createdAt: future(4) });
      const c1 = await seedTenant(tx, marker, { status: 'canceled', tierId: dear.id, createdAt: future(3) });
      await seedTenant(tx, marker, { status: 'trial', tierId: cheap.id });
      await seedTenant(tx, marker, { status: 'past_due', tierId: dear.id });
      // Active on a free tier: a tenant, but no paying subscription.
      await seedTenant(tx, marker, { status: 'active', tierId: gratis.id });
      // A team member's own row (their team's tenant, not its admin) is no tenant, nor is a super admin's.
      const [team] = await tx.insert(tenants).values({ companyName: 'Seeded team', adminUserId: a3.id }).returning();
      await tx.update(businesses).set({ tenantId: team?.id, isTenantAdmin: true }).where(eq(businesses.id, a3.id));
      await seedTenant(tx, marker, { status: 'active', tierId: dear.id }).then(({ id }) =>
        tx.update(businesses).set({ tenantId: team?.id, isTenantAdmin: false }).where(eq(businesses.id, id)),
      );
      await seedTenant(tx, marker, { status: 'active', tierId: dear.id }).then(({ id }) =>
        tx.update(businesses).set({ isSuperAdmin: true }).where(eq(businesses.id, id)),
      );

      const after = await adminOverview({ db: tx });
      expect(after.totalTenants - before.totalTenants).toBe(8);
      expect(after.activeSubscriptions - before.activeSubscriptions).toBe(3);
      expect(after.trialAccounts - before.trialAccounts).toBe(2);
      expect(after.freeAccounts - before.freeAccounts).toBe(1);
      expect(after.canceledAccounts - before.canceledAccounts).toBe(2);
      expect(Math.round((after.monthlyRevenue - before.monthlyRevenue) * 100)).toBe(8948); // 19.99 × 2 + 49.50
      expect(after.totalTenants).toBe(
        after.activeSubscriptions + after.trialAccounts + after.freeAccounts + after.canceledAccounts,
      );
      expect(after.avgRevenuePerTenant).toBe(
        Math.round((after.monthlyRevenue / after.activeSubscriptions) * 100) / 100,
      );
      expect(after.conversionRate).toBe(Math.round((after.activeSubscriptions / after.totalTenants) * 1000) / 10);

      // Created tomorrow: newer than anything else, whatever other tests add meanwhile.
      expect(after.recentTenants.map((r) => r.id)).toEqual([a1.id, a2.id, a3.id, t1.id, c1.id]);
      expect(after.recentTenants.map((r) => [r.status, r.mrr, r.tier?.priceMonthly])).toEqual([
        ['active', 19.99, 19.99],
        ['active', 19.99, 19.99],
        ['active', 49.5, 49.5],
        ['trial', 0, 49.5],
        ['canceled', 0, 49.5],
      ]);
    });
  });
});

describe('GET /api/admin/tenants and /api/admin/tenants/:id', () => {
  let marker: string;
  let seeded: Record<'active' | 'trial' | 'canceled' | 'pastDue' | 'old', { id: string; email: string }>;
  beforeAll(async () => {
    const tiers = await tierIds();
    marker = tag();
    const at = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    seeded = {
      old: await seedTenant(t.db, marker, {
        status: 'trial',
        tierId: tiers.free,
        createdAt: at(50),
        sms: 9,
        smsMonth: '2001-01',
      }),
      pastDue: await seedTenant(t.db, marker, { status: 'past_due', tierId: tiers.pro, createdAt: at(40) }),
      canceled: await seedTenant(t.db, marker, { status: 'canceled', tierId: tiers.agency, createdAt: at(30) }),
      trial: await seedTenant(t.db, marker, { status: 'trial', tierId: tiers.pro, createdAt: at(20), customers: 3 }),
      active: await seedTenant(t.db, marker, {
        status: 'active',
        tierId: tiers.pro,
        createdAt: at(10),
        name: `Bean & Leaf ${marker}`,
        credits: 250,
        customers: 42,
        sms: 17,
        periodEnd: new Date('2031-03-04T12:00:00Z'),
        stripePriceId: 'price_test_pro',
      }),
    };
  });

  const list = async (query: string) => {
    const res = await admin.get(`/api/admin/tenants?${query}`);
    expect(res.status).toBe(200);
    return res.body as { tenants: TTenant[]; total: number; page: number; limit: number };
  };

  it('searches company name or email case-insensitively, newest first, with tier, price, usage and MRR', async () => {
    const byCompany = await list(`search=${encodeURIComponent(marker.toUpperCase())}`);
    expect(byCompany.total).toBe(5);
    expect(byCompany.tenants.map((x) => x.id)).toEqual([
      seeded.active.id,
      seeded.trial.id,
      seeded.canceled.id,
      seeded.pastDue.id,
      seeded.old.id,
    ]);
    const [active] = byCompany.tenants;
    const price = byCompany.tenants[0]?.tier?.priceMonthly;
    expect(active).toMatchObject({
      companyName: `Bean & Leaf ${marker}`,
      email: seeded.active.email,
      status: 'active',
      credits: 250,
      usageCustomers: 42,
      usageSms: 17,
      mrr: price,
      tier: { name: 'Pro' },
    });
    // Not active: no revenue; an SMS count from an earlier month reads as 0.
    expect(byCompany.tenants.find((x) => x.id === seeded.trial.id)).toMatchObject({ mrr: 0, usageCustomers: 3 });
    expect(byCompany.tenants.find((x) => x.id === seeded.old.id)).toMatchObject({
      usageSms: 0,
      tier: { name: 'Free' },
    });

    // The email (stored with capitals) matches a lower-case query; a company-only word does not match emails.
    const byEmail = await list(`search=${encodeURIComponent(seeded.active.email.toLowerCase())}`);
    expect(byEmail.tenants.map((x) => x.id)).toEqual([seeded.active.id]);
    const byName = await list(`search=${encodeURIComponent(`bean & LEAF ${marker}`)}`);
    expect(byName.tenants.map((x) => x.id)).toEqual([seeded.active.id]);
    // LIKE wildcards are matched literally.
    expect((await list(`search=${encodeURIComponent(`${marker}%coffee`)}`)).total).toBe(0);
    expect((await list('search=%25%25_%25')).total).toBe(0);
  });

  it('filters by status: canceled is anything neither active nor trial', async () => {
    const q = (status: string) => list(`search=${marker}&status=${status}`).then((r) => r.tenants.map((x) => x.id));
    expect(await q('active')).toEqual([seeded.active.id]);
    expect(await q('trial')).toEqual([seeded.trial.id, seeded.old.id]);
    expect(await q('canceled')).toEqual([seeded.canceled.id, seeded.pastDue.id]);
    expect(await q('all')).toHaveLength(5);
    const none = await list(`search=${marker}-nothing-matches`);
    expect(none).toMatchObject({ tenants: [], total: 0 });
  });

  it('pages with a total', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => list(`search=${marker}&limit=2&page=${page}`)));
    expect(pages.map((p) => p.total)).toEqual([5, 5, 5]);
    expect(pages.map((p) => p.tenants.length)).toEqual([2, 2, 1]);
    expect(pages.flatMap((p) => p.tenants.map((x) => x.id))).toEqual([
      seeded.active.id,
      seeded.trial.id,
      seeded.canceled.id,
      seeded.pastDue.id,
      seeded.old.id,
    ]);
    expect(pages[1]).toMatchObject({ page: 2, limit: 2 });
  });

  it('refuses bad queries', async () => {
    expect((await admin.get('/api/admin/tenants?status=paused')).status).toBe(400);
    expect((await admin.get('/api/admin/tenants?page=0')).status).toBe(400);
    expect((await admin.get('/api/admin/tenants?limit=101')).status).toBe(400);
  });

  it('leaves the super admin out of the tenant list', async () => {
    expect((await list('search=admin%40regulars.test')).total).toBe(0);
  });

  it('shows one tenant in detail: period end, Stripe price id, usage', async () => {
    const res = await admin.get<{ tenant: TTenantDetail }>(`/api/admin/tenants/${seeded.active.id}`);
    expect(res.status).toBe(200);
    expect(res.body.tenant).toMatchObject({
      id: seeded.active.id,
      email: seeded.active.email,
      companyName: `Bean & Leaf ${marker}`,
      tier: { name: 'Pro' },
      status: 'active',
      subscriptionPeriodEnd: '2031-03-04T12:00:00.000Z',
      stripePriceId: 'price_test_pro',
      credits: 250,
      usageCustomers: 42,
      usageSms: 17,
    });
    const plain = await admin.get<{ tenant: TTenantDetail }>(`/api/admin/tenants/${seeded.pastDue.id}`);
    expect(plain.body.tenant).toMatchObject({ status: 'past_due', subscriptionPeriodEnd: null, stripePriceId: null });
    const missing = await admin.get(`/api/admin/tenants/${randomUUID()}`);
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Tenant not found');
  });

  it('a business signed up on Free appears as an active tenant (no trial), and the overview counts it', async () => {
    const before = (await admin.get<TAdminOverview>('/api/admin/overview')).body;
    const b = await newBusiness(t, { companyName: `Signed Up ${marker}` });
    const found = await list(`search=${encodeURIComponent(b.email)}`);
    expect(found.tenants).toMatchObject([{ id: b.businessId, status: 'active', mrr: 0, tier: { name: 'Free' } }]);
    const after = (await admin.get<TAdminOverview>('/api/admin/overview')).body;
    expect(after.totalTenants).toBeGreaterThanOrEqual(before.totalTenants + 1);
    expect(after.totalTenants).toBe(
      after.activeSubscriptions + after.trialAccounts + after.freeAccounts + after.canceledAccounts,
    );
    expect(after.recentTenants.length).toBeLessThanOrEqual(5);
  });

  it("a team member's own account (an invited member, a client's owner) is not listed or counted as a tenant", async () => {
    const owner = await newBusiness(t, { tierName: 'Pro', companyName: `Team ${marker}` });
    const member = await newTeamMember(t, owner.client);
    const memberId = (await member.client.get('/api/me')).body.user.id as string;
    expect((await list(`search=${encodeURIComponent(member.email)}`)).tenants).toEqual([]);
    expect((await list(`search=${encodeURIComponent(owner.email)}`)).tenants.map((x) => x.id)).toEqual([
      owner.businessId,
    ]);
    expect((await admin.get(`/api/admin/tenants/${memberId}`)).status).toBe(404);
  });
});

describe('only super admins', () => {
  it('answers 401 without a session and 403 to a business user on every endpoint', async () => {
    const { businessId, client: owner } = await newBusiness(t);
    const anonymous = client(t.app);
    for (const path of ['/api/admin/overview', '/api/admin/tenants', `/api/admin/tenants/${businessId}`]) {
      const anon = await anonymous.get(path);
      expect(anon.status, path).toBe(401);
      const forbidden = await owner.get(path);
      expect(forbidden.status, path).toBe(403);
      expect(forbidden.body.error.code).toBe('FORBIDDEN');
    }
  });
});
