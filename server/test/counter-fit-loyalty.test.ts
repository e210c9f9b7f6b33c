import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCustomer } from './factories/customers.ts';
import { newProgram } from './factories/programs.ts';
import { newBusiness, startTestApp, type TClient, type TTestApp } from './harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

const visit = (c: TClient, customerId: string) =>
  c.post(`/api/customers/${customerId}/visits`, { idempotencyKey: randomUUID() });

async function shop() {
  const biz = await newBusiness(t, { tierName: 'Agency' });
  return { c: biz.client, customer: await addCustomer(biz.client) };
}

describe('a visit inside a stamp card cooldown', () => {
  it('is counted, and says when the next stamp can be given in the real minutes left', async () => {
    const { c, customer } = await shop();
    await newProgram(c, { name: 'Coffee card', type: 'stamp_card', config: { cooldownMinutes: 10 } });
    expect((await visit(c, customer.id)).body.changes).toEqual(['Stamp 1 of 10']);
    const held = await visit(c, customer.id);
    expect(held.status).toBe(201);
    expect(held.body.changes).toEqual(['No stamp: the next one can be given in 10 minutes']);
    expect(held.body.standing.customer.totalVisits).toBe(2);
    expect(held.body.standing.lastAction.changes).toEqual(held.body.changes);
  });

  it('names the card that held back when the business runs several programs', async () => {
    const { c, customer } = await shop();
    await newProgram(c, { name: 'Coffee card', type: 'stamp_card', config: { cooldownMinutes: 30 } });
    await newProgram(c, { name: 'Club', type: 'points' });
    await visit(c, customer.id);
    const held = await visit(c, customer.id);
    expect(held.body.changes).toEqual(['No stamp on Coffee card: the next one can be given in 30 minutes']);
  });
});

describe('the customer list of a stamp-card café', () => {
  it('carries each active stamp card as current of required, and no points program', async () => {
    const { c, customer } = await shop();
    const card = await newProgram(c, {
      name: 'Coffee card',
      type: 'stamp_card',
      config: { stampsRequired: 8, cooldownMinutes: 0 },
    });
    await visit(c, customer.id);
    await visit(c, customer.id);
    const other = await addCustomer(c);
    const list = await c.get('/api/customers');
    expect(list.status).toBe(200);
    expect(list.body.hasPointsProgram).toBe(false);
    const rowOf = (id: string) => list.body.customers.find((r: { id: string }) => r.id === id);
    expect(rowOf(customer.id).stamps).toEqual([
      { programId: card.id, programName: 'Coffee card', current: 2, required: 8 },
    ]);
    // Not stamped yet: an empty card, not no card.
    expect(rowOf(other.id).stamps).toEqual([
      { programId: card.id, programName: 'Coffee card', current: 0, required: 8 },
    ]);
    const search = await c.get(`/api/customers?search=${customer.uniqueCustomerId}`);
    expect(search.body.customers[0].stamps[0].current).toBe(2);
  });

  it('says so when a points program runs beside the card, paused ones included', async () => {
    const { c } = await shop();
    await newProgram(c, { type: 'stamp_card' });
    const points = await newProgram(c, { type: 'points' });
    expect((await c.get('/api/customers')).body.hasPointsProgram).toBe(true);
    expect((await c.patch(`/api/programs/${points.id}/status`, { status: 'paused' })).status).toBe(200);
    expect((await c.get('/api/customers')).body.hasPointsProgram).toBe(true);
  });
});

describe('a points program made without a rewards catalogue', () => {
  it('offers one reward named for its points, redeemable by that name', async () => {
    const { c, customer } = await shop();
    const program = await newProgram(c, { type: 'points', config: { minimumRedemption: 100, rewards: [] } });
    await c.post(`/api/customers/${customer.id}/purchases`, { idempotencyKey: randomUUID(), amount: 150 });
    const standing = await c.get(`/api/customers/${customer.id}/standing`);
    expect(standing.body.programs[0].catalogue).toEqual([
      { name: 'Reward at 100 points', points: 100, affordable: true },
    ]);
    const redeemed = await c.post(`/api/customers/${customer.id}/redeem-points`, {
      idempotencyKey: randomUUID(),
      programId: program.id,
      rewardName: 'Reward at 100 points',
    });
    expect(redeemed.status).toBe(201);
    expect(redeemed.body.standing.customer.totalPoints).toBe(50);
  });
});
