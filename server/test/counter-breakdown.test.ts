import { randomUUID } from 'node:crypto';
import { COUNTER_BREAKDOWN_LABELS, NO_COUNTER_FIGURES } from '@regulars/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactions } from '../src/db/schema/index.ts';
import { addCustomer } from './factories/customers.ts';
import { newLocation } from './factories/locations.ts';
import { newProgram } from './factories/programs.ts';
import { newTeamMember } from './factories/teams.ts';
import { client, newBusiness, startTestApp, type TTestApp } from './harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

const BREAKDOWN = '/api/analytics/counter-breakdown?period=30d';
const key = () => randomUUID();
const zero = NO_COUNTER_FIGURES;

describe('/api/analytics/counter-breakdown (issue 35)', () => {
  it('counts what each location and each staff member recorded, against the period before', async () => {
    const { client: owner, businessId, me } = await newBusiness(t, { tierName: 'Pro' });
    const main = await newLocation(owner, { name: 'Main Street' });
    const station = await newLocation(owner, { name: 'Station Kiosk' });
    const harbour = await newLocation(owner, { name: 'Harbour' });
    const program = await newProgram(owner, {
      name: 'Points',
      type: 'points',
      config: { pointsPerDollar: 1, minimumRedemption: 10, rewards: [{ name: 'Cookie', points: 10 }] },
    });
    const { client: ann } = await newTeamMember(t, owner, { firstName: 'Ann', lastName: 'Lee' });
    const alice = await addCustomer(owner);
    const bob = await addCustomer(owner);
    const act = async (c: typeof owner, customerId: string, action: string, body: object) => {
      const res = await c.post(`/api/customers/${customerId}/${action}`, { idempotencyKey: key(), ...body });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body as { actionId: string };
    };

    // Last month, at Main Street: one purchase (moved back 35 days below).
    const old = await act(owner, alice.id, 'purchases', { amount: 5, locationId: main.id });
    await t.db
      .update(transactions)
      .set({ createdAt: sql`${transactions.createdAt} - interval '35 days'` })
      .where(and(eq(transactions.businessId, businessId), eq(transactions.actionId, old.actionId)));

    await act(owner, alice.id, 'purchases', { amount: 12.5, locationId: main.id });
    await act(owner, alice.id, 'visits', { locationId: main.id });
    await act(owner, alice.id, 'visits', {});
    await act(ann, bob.id, 'purchases', { amount: 20, locationId: station.id });
    await act(ann, bob.id, 'redeem-points', { programId: program.id, rewardName: 'Cookie', locationId: station.id });
    const undone = await act(ann, bob.id, 'visits', { locationId: station.id });
    expect((await ann.post(`/api/loyalty/actions/${undone.actionId}/undo`, {})).status).toBe(200);

    const res = await owner.get(BREAKDOWN);
    expect(res.status).toBe(200);
    // A purchase counts as a visit, as in the page's Visits figure.
    const stationFigures = {
      visits: 1,
      purchases: 1,
      spend: 20,
      pointsIssued: 20,
      pointsRedeemed: 10,
      rewardsRedeemed: 1,
      actions: 3,
      undos: 1,
      undoRate: 33.3,
    };
    expect(res.body.byLocation).toEqual([
      { id: station.id, name: 'Station Kiosk', current: stationFigures, previous: zero },
      {
        id: main.id,
        name: 'Main Street',
        current: { ...zero, visits: 2, purchases: 1, spend: 12.5, pointsIssued: 12, actions: 2, undoRate: 0 },
        previous: { ...zero, visits: 1, purchases: 1, spend: 5, pointsIssued: 5, actions: 1, undoRate: 0 },
      },
      {
        id: null,
        name: COUNTER_BREAKDOWN_LABELS.noLocation,
        current: { ...zero, visits: 1, actions: 1, undoRate: 0 },
        previous: zero,
      },
      { id: harbour.id, name: 'Harbour', current: zero, previous: zero },
    ]);
    expect(res.body.byStaff).toEqual([
      {
        id: me.user.id,
        name: me.user.name,
        current: { ...zero, visits: 3, purchases: 1, spend: 12.5, pointsIssued: 12, actions: 3, undoRate: 0 },
        previous: { ...zero, visits: 1, purchases: 1, spend: 5, pointsIssued: 5, actions: 1, undoRate: 0 },
      },
      { id: expect.any(String), name: 'Ann Lee', current: stationFigures, previous: zero },
    ]);
    expect(res.body.range).toMatchObject({ period: '30d', days: 30 });
  });

  it('shows a new business nothing, never another business’s counter, and asks for a session', async () => {
    const { client: c } = await newBusiness(t, { tierName: 'Pro' });
    const other = await newBusiness(t, { tierName: 'Pro' });
    const theirs = await newLocation(other.client, { name: 'Their shop' });
    const customer = await addCustomer(other.client);
    await newProgram(other.client, { name: 'Card', type: 'stamp_card' });
    expect(
      (
        await other.client.post(`/api/customers/${customer.id}/visits`, {
          idempotencyKey: key(),
          locationId: theirs.id,
        })
      ).status,
    ).toBe(201);

    const mine = await c.get(BREAKDOWN);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ byLocation: [], byStaff: [] });
    expect((await client(t.app).get(BREAKDOWN)).status).toBe(401);
    expect((await c.get('/api/analytics/counter-breakdown?period=1y')).status).toBe(400);
  });
});
