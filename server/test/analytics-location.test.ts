import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactions } from '../src/db/schema/index.ts';
import { addCustomer } from './factories/customers.ts';
import { newLocation } from './factories/locations.ts';
import { newProgram } from './factories/programs.ts';
import { client, newBusiness, startTestApp, type TClient, type TTestApp } from './harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

/** A points program with a welcome bonus: joining is recorded where the customer first came. */
const points = () => ({
  name: 'Points',
  type: 'points' as const,
  config: { pointsPerDollar: 1, minimumRedemption: 10, welcomeBonus: 5, rewards: [{ name: 'Cookie', points: 10 }] },
});

/** Records a counter action through the API, as the counter does. */
async function act(c: TClient, customerId: string, action: string, body: object = {}) {
  const res = await c.post(`/api/customers/${customerId}/${action}`, { idempotencyKey: randomUUID(), ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { actionId: string };
}

/** Moves an action's ledger rows back in time (the rollups recount its days). */
async function moveBack(businessId: string, actionId: string, days: number) {
  await t.db
    .update(transactions)
    .set({ createdAt: sql`${transactions.createdAt} - make_interval(days => ${days})` })
    .where(and(eq(transactions.businessId, businessId), eq(transactions.actionId, actionId)));
}

/** The parts of /analytics that come from the ledger (the ones a location filters). */
const ledgerParts = (body: Record<string, unknown> & { series: { visits: number; purchases: number }[] }) => ({
  engagement: body.engagement,
  rewards: body.rewards,
  points: body.points,
  series: body.series.map(({ visits, purchases }) => ({ visits, purchases })),
  programs: body.programs,
  membership: body.membership,
});

describe('/api/analytics?location= (issue 35)', () => {
  it("filters the ledger's figures to what happened at one location; customers and messages stay the business's", async () => {
    const { client: owner } = await newBusiness(t, { tierName: 'Pro' });
    const main = await newLocation(owner, { name: 'Main Street' });
    const station = await newLocation(owner, { name: 'Station Kiosk' });
    const quiet = await newLocation(owner, { name: 'Harbour' });
    const program = await newProgram(owner, points());
    const alice = await addCustomer(owner);
    const bob = await addCustomer(owner);
    const carol = await addCustomer(owner);

    await act(owner, alice.id, 'purchases', { amount: 12.5, locationId: main.id });
    await act(owner, alice.id, 'visits', { locationId: station.id });
    await act(owner, bob.id, 'purchases', { amount: 20, locationId: station.id });
    await act(owner, bob.id, 'redeem-points', { programId: program.id, rewardName: 'Cookie', locationId: station.id });
    const undone = await act(owner, bob.id, 'visits', { locationId: station.id });
    expect((await owner.post(`/api/loyalty/actions/${undone.actionId}/undo`, {})).status).toBe(200);
    await act(owner, carol.id, 'visits');

    const all = await owner.get('/api/analytics?period=30d');
    const atMain = await owner.get(`/api/analytics?period=30d&location=${main.id}`);
    const atStation = await owner.get(`/api/analytics?period=30d&location=${station.id}`);
    const atHarbour = await owner.get(`/api/analytics?period=30d&location=${quiet.id}`);
    for (const res of [all, atMain, atStation, atHarbour]) expect(res.status, JSON.stringify(res.body)).toBe(200);

    expect(all.body.range.location).toBeNull();
    expect(atMain.body.range.location).toEqual({ id: main.id, name: 'Main Street' });
    expect(all.body.engagement).toMatchObject({
      activeCustomers: { current: 3 },
      visits: { current: 4 },
      purchases: { current: 2 },
    });
    expect(atMain.body.engagement).toMatchObject({
      activeCustomers: { current: 1, previous: 0 },
      visits: { current: 1 },
      purchases: { current: 1 },
      avgSpendPerVisit: { current: 12.5 },
      // One of the three customers came to Main Street.
      engagementRate: { current: 33.3 },
    });
    // 12 for $12.50 and Alice's welcome bonus: she joined at Main Street.
    expect(atMain.body.points.issued.current).toBe(17);
    expect(atMain.body.rewards.redeemed.current).toBe(0);
    expect(atStation.body.engagement).toMatchObject({
      activeCustomers: { current: 2 },
      visits: { current: 2 },
      purchases: { current: 1 },
      avgSpendPerVisit: { current: 20 },
    });
    expect(atStation.body.points).toMatchObject({ issued: { current: 25 }, redeemed: { current: 10 } });
    expect(atStation.body.rewards.redeemed.current).toBe(1);
    expect(atStation.body.programs).toEqual([
      expect.objectContaining({ id: program.id, activeCustomers: 1, joined: 1, pointsIssued: 25 }),
    ]);
    const seriesVisits = (body: { series: { visits: number }[] }) => body.series.reduce((n, s) => n + s.visits, 0);
    expect(seriesVisits(atMain.body)).toBe(1);
    expect(seriesVisits(atStation.body)).toBe(2);
    expect(seriesVisits(all.body)).toBe(4);
    expect(atHarbour.body.engagement).toMatchObject({ activeCustomers: { current: 0 }, visits: { current: 0 } });
    expect(seriesVisits(atHarbour.body)).toBe(0);

    // Customers, messages and points held are the business's whatever the location.
    for (const res of [atMain, atStation, atHarbour]) {
      expect(res.body.customers).toEqual(all.body.customers);
      expect(res.body.messages).toEqual(all.body.messages);
      expect(res.body.points.outstanding).toEqual(all.body.points.outstanding);
    }
  });

  it('reads the same as the rollups when every action happened at the location, across both periods', async () => {
    const { client: owner, businessId } = await newBusiness(t, { tierName: 'Pro' });
    const shop = await newLocation(owner, { name: 'The only shop' });
    const program = await newProgram(owner, points());
    const [a, b, c] = [await addCustomer(owner), await addCustomer(owner), await addCustomer(owner)];
    const here = { locationId: shop.id };
    // a: three visit days (one last period), b: two purchases on one day and a redemption, c: once last period.
    const aOld = await act(owner, a.id, 'visits', here);
    await moveBack(businessId, aOld.actionId, 40);
    const aEarlier = await act(owner, a.id, 'purchases', { amount: 8, ...here });
    await moveBack(businessId, aEarlier.actionId, 3);
    await act(owner, a.id, 'visits', here);
    await act(owner, b.id, 'purchases', { amount: 7.25, ...here });
    await act(owner, b.id, 'purchases', { amount: 4, ...here });
    await act(owner, b.id, 'redeem-points', { programId: program.id, rewardName: 'Cookie', ...here });
    const cOld = await act(owner, c.id, 'purchases', { amount: 30, ...here });
    await moveBack(businessId, cOld.actionId, 35);
    const undone = await act(owner, c.id, 'visits', here);
    expect((await owner.post(`/api/loyalty/actions/${undone.actionId}/undo`, {})).status).toBe(200);

    const all = await owner.get('/api/analytics?period=30d');
    const atShop = await owner.get(`/api/analytics?period=30d&location=${shop.id}`);
    expect(atShop.status).toBe(200);
    expect(ledgerParts(atShop.body)).toEqual(ledgerParts(all.body));
    // The figures are there to compare, not all zeros.
    expect(all.body.engagement).toMatchObject({
      activeCustomers: { current: 2, previous: 2 },
      repeatVisitRate: { current: 100, previous: 0 },
      visits: { current: 4, previous: 2 },
    });
  });

  it("refuses another business's location, shows its counter only for the location, and needs a session", async () => {
    const { client: owner } = await newBusiness(t, { tierName: 'Pro' });
    const other = await newBusiness(t, { tierName: 'Pro' });
    const theirs = await newLocation(other.client, { name: 'Their shop' });
    const main = await newLocation(owner, { name: 'Main Street' });
    const station = await newLocation(owner, { name: 'Station Kiosk' });
    await newProgram(owner, points());
    const customer = await addCustomer(owner);
    await act(owner, customer.id, 'visits', { locationId: main.id });
    await act(owner, customer.id, 'visits', { locationId: station.id });

    const foreign = await owner.get(`/api/analytics?period=30d&location=${theirs.id}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toBe('Location not found');
    const notAnId = await owner.get('/api/analytics?period=30d&location=main');
    expect(notAnId.status).toBe(400);
    expect(JSON.stringify(notAnId.body)).toContain('Location not found');
    expect((await owner.get(`/api/analytics/counter-breakdown?location=${theirs.id}`)).status).toBe(404);
    expect((await client(t.app).get(`/api/analytics?location=${main.id}`)).status).toBe(401);

    const breakdown = await owner.get(`/api/analytics/counter-breakdown?period=30d&location=${main.id}`);
    expect(breakdown.status).toBe(200);
    expect(breakdown.body.byLocation).toEqual([expect.objectContaining({ id: main.id, name: 'Main Street' })]);
    expect(breakdown.body.byLocation[0].current.visits).toBe(1);
    expect(breakdown.body.byStaff).toHaveLength(1);
    expect(breakdown.body.byStaff[0].current.visits).toBe(1);
  });
});
