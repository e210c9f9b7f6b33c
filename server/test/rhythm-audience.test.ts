import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshBusinessRhythms } from '../src/analytics/index.ts';
import { customerRhythms, customers } from '../src/db/schema/index.ts';
import { seedCustomer, seedLedger, setTimeZone } from './analytics-history.ts';
import { newBusiness, startTestApp, type TTestApp } from './harness.ts';

/**
 * The "overdue by their own rhythm" audience (issue 55): every customer's rhythm kept by the nightly refresh, the
 * campaign audience counted from it, and a visit since the refresh moving the due day on at once.
 */
let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();

/** A customer who reads email, with a visit at each of `daysAgo` (and their last visit on the customer row). */
async function regular(businessId: string, name: string, daysAgo: number[]) {
  const customerId = await seedCustomer(t, businessId, ago(400));
  await seedLedger(
    t,
    businessId,
    daysAgo.map((d) => ({ customerId, type: 'visit', at: ago(d) })),
  );
  await t.db
    .update(customers)
    .set({
      firstName: name,
      email: `${name.toLowerCase()}-${customerId.slice(0, 8)}@example.test`,
      optedInEmail: true,
      lastVisitAt: new Date(ago(Math.min(...daysAgo))),
    })
    .where(eq(customers.id, customerId));
  return customerId;
}

const overdueCount = async (c: Awaited<ReturnType<typeof newBusiness>>['client']) => {
  const res = await c.post('/api/campaigns/audience-count', { type: 'email', audience: { overdueByRhythm: true } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.count as number;
};

describe('the overdue-by-their-rhythm audience', () => {
  it('keeps each rhythm nightly and counts only those past their own usual gap', async () => {
    const { client: c, businessId } = await newBusiness(t);
    await setTimeZone(t, businessId, 'UTC');
    const weekly = await regular(businessId, 'Wendy', [2, 9, 16, 23, 30]);
    const lapsed = await regular(businessId, 'Larry', [20, 27, 34, 41]);
    const monthly = await regular(businessId, 'Mona', [21, 51, 81, 111]);
    const newcomer = await regular(businessId, 'Nina', [60, 90]);

    // Before the first refresh nobody has a rhythm: nobody is overdue by one.
    expect(await overdueCount(c)).toBe(0);
    expect(await refreshBusinessRhythms({ db: t.deps.db, businessId })).toBe(3);
    const kept = await t.db.select().from(customerRhythms).where(eq(customerRhythms.businessId, businessId));
    expect(Object.fromEntries(kept.map((r) => [r.customerId, r.usualGapDays]))).toEqual({
      [weekly]: 7,
      [lapsed]: 7,
      [monthly]: 30,
    });
    expect(kept.some((r) => r.customerId === newcomer)).toBe(false);

    // Only the weekly regular who has not come for 20 days: the monthly one at three weeks is not late.
    expect(await overdueCount(c)).toBe(1);
    // The analytics card: Larry overdue; Wendy (due in 5 days, weekly) at risk this week; Mona not yet.
    const figures = await c.get('/api/analytics/rhythm');
    expect(figures.status).toBe(200);
    expect(figures.body).toMatchObject({ overdue: 1, atRisk: 1, withRhythm: 3 });
    expect(figures.body.refreshedAt).not.toBeNull();
    const listed = await c.post('/api/campaigns/audience-count', {
      type: 'email',
      audience: { overdueByRhythm: true, minVisits: 0 },
    });
    expect(listed.body.count).toBe(1);

    // Larry comes back today: not overdue at once, before tonight's refresh.
    await seedLedger(t, businessId, [{ customerId: lapsed, type: 'visit', at: ago(0) }]);
    await t.db.update(customers).set({ lastVisitAt: new Date() }).where(eq(customers.id, lapsed));
    expect(await overdueCount(c)).toBe(0);
    expect((await c.get('/api/analytics/rhythm')).body).toMatchObject({ overdue: 0, atRisk: 1, withRhythm: 3 });
  });

  it("reads and counts only the business's own customers", async () => {
    const mine = await newBusiness(t);
    const theirs = await newBusiness(t);
    await regular(theirs.businessId, 'Otto', [20, 27, 34, 41]);
    await refreshBusinessRhythms({ db: t.deps.db, businessId: theirs.businessId });
    await refreshBusinessRhythms({ db: t.deps.db, businessId: mine.businessId });
    expect(await overdueCount(mine.client)).toBe(0);
    expect(await overdueCount(theirs.client)).toBe(1);
    expect((await mine.client.get('/api/analytics/rhythm')).body).toEqual({
      overdue: 0,
      atRisk: 0,
      withRhythm: 0,
      refreshedAt: null,
    });
    expect((await theirs.client.get('/api/analytics/rhythm')).body).toMatchObject({ overdue: 1, withRhythm: 1 });
    const rows = await t.db.select().from(customerRhythms).where(eq(customerRhythms.businessId, mine.businessId));
    expect(rows).toEqual([]);
  });

  it('drops the rhythm of a customer whose visits were undone below four days', async () => {
    const { businessId } = await newBusiness(t);
    const customerId = await regular(businessId, 'Ula', [3, 10, 17, 24]);
    await refreshBusinessRhythms({ db: t.deps.db, businessId });
    expect(await t.db.select().from(customerRhythms).where(eq(customerRhythms.customerId, customerId))).toHaveLength(1);
    // Its oldest visit day undone (the ledger's rollup keeps the day with no check-in left).
    await t.db.execute(
      sql`update customer_activity_days set checkins = 0 where business_id = ${businessId} and customer_id = ${customerId}
        and day = (select min(day) from customer_activity_days where business_id = ${businessId} and customer_id = ${customerId})`,
    );
    await refreshBusinessRhythms({ db: t.deps.db, businessId });
    expect(await t.db.select().from(customerRhythms).where(eq(customerRhythms.customerId, customerId))).toEqual([]);
  });
});
