import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCustomer, seedLedger, seedUndo } from './analytics-history.ts';
import { client, newBusiness, startTestApp, type TTestApp } from './harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

/** A few customers and counter actions in the last 30 days and the 30 before; returns what the trend should say. */
async function seedMonth(businessId: string) {
  const recent = await seedCustomer(t, businessId, ago(HOUR));
  const older = await seedCustomer(t, businessId, ago(40 * DAY));
  await seedCustomer(t, businessId, ago(35 * DAY), { deletedAt: ago(DAY) });
  await seedLedger(t, businessId, [
    { customerId: recent, type: 'visit', at: ago(HOUR) },
    { customerId: recent, type: 'purchase', at: ago(3 * DAY), amount: 4.5 },
    { customerId: recent, type: 'redeem', at: ago(HOUR) },
    { customerId: older, type: 'visit', at: ago(40 * DAY) },
  ]);
  const [undone] = await seedLedger(t, businessId, [{ customerId: older, type: 'visit', at: ago(2 * DAY) }]);
  await seedUndo(t, businessId, [undone as string], older, ago(2 * DAY - 60_000));
}

describe('GET /api/dashboard/trend', () => {
  it('counts the last 30 days day by day, and the 30 before as totals, as /analytics does', async () => {
    const { client: c, businessId } = await newBusiness(t);
    await seedMonth(businessId);
    const res = await c.get('/api/dashboard/trend');
    expect(res.status).toBe(200);
    const trend = res.body;
    expect(trend.days).toHaveLength(30);
    expect(trend.to).toBe(new Date().toISOString().slice(0, 10));
    expect(trend.days.at(-1).date).toBe(trend.to);
    expect(trend.days[0].date).toBe(trend.from);
    // The undone visit counts for nothing; a purchase is a visit.
    expect(trend.current).toEqual({ visits: 2, newCustomers: 1, rewardsRedeemed: 1 });
    expect(trend.previous).toEqual({ visits: 1, newCustomers: 1, rewardsRedeemed: 0 });
    const visitDay = ago(HOUR).slice(0, 10);
    const day = trend.days.find((d: { date: string }) => d.date === visitDay);
    expect(day.visits).toBeGreaterThanOrEqual(1);
    expect(trend.days.reduce((n: number, d: { visits: number }) => n + d.visits, 0)).toBe(2);

    const analytics = (await c.get('/api/analytics?period=30d')).body;
    expect(analytics.engagement.visits.current).toBe(trend.current.visits);
    expect(analytics.customers.newCustomers.current).toBe(trend.current.newCustomers);
    expect(analytics.rewards.redeemed.current).toBe(trend.current.rewardsRedeemed);
  });

  it("reads only the signed-in business's rows, and needs a session", async () => {
    const mine = await newBusiness(t);
    const theirs = await newBusiness(t);
    await seedMonth(theirs.businessId);
    const trend = (await mine.client.get('/api/dashboard/trend')).body;
    expect(trend.current).toEqual({ visits: 0, newCustomers: 0, rewardsRedeemed: 0 });
    expect(trend.previous).toEqual({ visits: 0, newCustomers: 0, rewardsRedeemed: 0 });
    expect((await client(t.app).get('/api/dashboard/trend')).status).toBe(401);
  });
});
