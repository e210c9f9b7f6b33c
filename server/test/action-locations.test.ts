import { randomUUID } from 'node:crypto';
import { LOCATION_MESSAGES } from '@regulars/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactions } from '../src/db/schema/index.ts';
import { addCustomer } from './factories/customers.ts';
import { newLocation } from './factories/locations.ts';
import { newProgram } from './factories/programs.ts';
import { newBusiness, startTestApp, type TTestApp } from './harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

const key = () => randomUUID();
const rowsOf = (customerId: string) =>
  t.db
    .select({ type: transactions.type, locationId: transactions.locationId, staff: transactions.staffUserId })
    .from(transactions)
    .where(eq(transactions.customerId, customerId))
    .orderBy(transactions.seq);

describe('the location of counter actions (issue 35)', () => {
  it('records the counter’s location on every row of visits, purchases, redemptions and their undo', async () => {
    const { client: c, me } = await newBusiness(t, { tierName: 'Pro' });
    const main = await newLocation(c, { name: 'Main Street' });
    const station = await newLocation(c, { name: 'Station Kiosk' });
    await newProgram(c, {
      name: 'Coffee card',
      type: 'stamp_card',
      config: { stampsRequired: 2, rewardDescription: 'Free coffee', cooldownMinutes: 0 },
    });
    const customer = await addCustomer(c);
    const path = `/api/customers/${customer.id}`;

    expect((await c.post(`${path}/visits`, { idempotencyKey: key(), locationId: main.id })).status).toBe(201);
    const second = await c.post(`${path}/purchases`, { idempotencyKey: key(), amount: 4.5, locationId: station.id });
    expect(second.body.changes).toEqual(['Stamp 2 of 2', 'Reward earned: Free coffee']);
    const rewardId = second.body.standing.rewards[0].id;
    const redeemed = await c.post(`${path}/rewards/redeem`, { idempotencyKey: key(), rewardId, locationId: main.id });
    expect(redeemed.status).toBe(201);
    const undo = await c.post(`/api/loyalty/actions/${redeemed.body.actionId}/undo`, {});
    expect(undo.status).toBe(200);
    // Without a location (a counter that has chosen none), the rows have none.
    expect((await c.post(`${path}/visits`, { idempotencyKey: key(), locationId: null })).status).toBe(201);

    const rows = await rowsOf(customer.id);
    const byType = (type: string) => rows.filter((r) => r.type === type).map((r) => r.locationId);
    expect(byType('visit')).toEqual([main.id, null]);
    expect(byType('purchase')).toEqual([station.id]);
    expect(byType('redeem')).toEqual([main.id]);
    // The undo's rows keep the place of the action they take back.
    expect(byType('reversal')).toEqual([main.id]);
    expect(byType('enrol')).toEqual([main.id]);
    for (const row of rows.filter((r) => r.type !== 'enrol')) expect(row.staff).toBe(me.user.id);

    const ledger = (await c.get(`${path}/ledger`)).body.entries as { kind: string; locationName: string | null }[];
    expect(ledger.map((e) => [e.kind, e.locationName])).toEqual([
      ['earn', null],
      ['visit', null],
      ['reversal', 'Main Street'],
      ['redeem', 'Main Street'],
      ['earn', 'Station Kiosk'],
      ['purchase', 'Station Kiosk'],
      ['earn', 'Main Street'],
      ['visit', 'Main Street'],
      // The customer joined the program with their first visit, at Main Street.
      ['enrol', 'Main Street'],
    ]);

    // Deleting a location keeps the history, without the place.
    expect((await c.delete(`/api/locations/${station.id}`)).status).toBe(204);
    expect((await rowsOf(customer.id)).find((r) => r.type === 'purchase')?.locationId).toBeNull();
  });

  it('refuses another business’s location, or one that is not an id, and records nothing', async () => {
    const { client: c } = await newBusiness(t, { tierName: 'Pro' });
    await newProgram(c, { name: 'Points', type: 'points' });
    const customer = await addCustomer(c);
    const other = await newBusiness(t, { tierName: 'Pro' });
    const theirs = await newLocation(other.client, { name: 'Their shop' });
    const path = `/api/customers/${customer.id}`;
    const before = (await rowsOf(customer.id)).length;

    for (const locationId of [theirs.id, randomUUID()]) {
      for (const [action, body] of [
        ['visits', {}],
        ['purchases', { amount: 10 }],
        ['redeem-points', { programId: randomUUID(), rewardName: 'Coffee' }],
        ['rewards/redeem', { rewardId: randomUUID() }],
      ] as const) {
        const res = await c.post(`${path}/${action}`, { ...body, idempotencyKey: key(), locationId });
        expect(res.status, action).toBe(404);
        expect(res.body.error.message).toBe(LOCATION_MESSAGES.notFound);
      }
      const code = await c.post('/api/rewards/redeem-code', { idempotencyKey: key(), code: 'RW-ABCDEF', locationId });
      expect(code.status).toBe(404);
      expect(code.body.error.message).toBe(LOCATION_MESSAGES.notFound);
    }
    const bad = await c.post(`${path}/visits`, { idempotencyKey: key(), locationId: 'main-street' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain(LOCATION_MESSAGES.notFound);
    expect(await rowsOf(customer.id)).toHaveLength(before);
  });
});
