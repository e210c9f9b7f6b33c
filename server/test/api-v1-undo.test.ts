import { randomUUID } from 'node:crypto';
import { LOYALTY_MESSAGES, V1_MESSAGES } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactions } from '../src/db/schema/index.ts';
import { bearerClient } from './api-v1-client.ts';
import { addCustomer } from './factories/customers.ts';
import { newProgram } from './factories/programs.ts';
import { newBusiness, startTestApp, type TTestApp } from './harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

const keyed = (key: string = randomUUID()) => ({ 'idempotency-key': key });

/** A Pro business with a points program, a customer, a till key, and a purchase the till just recorded. */
async function purchased() {
  const { client: c, businessId } = await newBusiness(t, { tierName: 'Pro' });
  await newProgram(c, {
    type: 'points',
    config: { pointsPerDollar: 1, dailyPointsCap: 0, minimumRedemption: 10, rewards: [{ name: 'Coffee', points: 20 }] },
  });
  const customer = await addCustomer(c);
  const res = await c.post('/api/settings/api-keys', { name: 'Front till', scopes: ['loyalty:read', 'loyalty:write'] });
  const till = bearerClient(t.app, res.body.secret as string);
  const purchase = await till.post(`/api/v1/customers/${customer.id}/purchases`, { amount: 12.5 }, keyed());
  expect(purchase.status).toBe(201);
  return { c, businessId, customer, till, actionId: purchase.body.data.actionId as string };
}

async function reversalsOf(businessId: string, actionId: string) {
  return t.db
    .select()
    .from(transactions)
    .where(and(eq(transactions.businessId, businessId), eq(transactions.reversesId, actionId)));
}

describe('/api/v1 undo with an Idempotency-Key', () => {
  it('undoes once; a retry with the key answers the first body, and the ledger holds one undo', async () => {
    const { businessId, customer, till, actionId } = await purchased();
    const first = await till.post(`/api/v1/actions/${actionId}/undo`, {}, keyed('undo-1042'));
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(first.body.data).toMatchObject({
      kind: 'reversal',
      changes: ['Undone: +12 points'],
      standing: { customerId: customer.id, points: { balance: 0 }, visits: 0 },
    });

    const replay = await till.post(`/api/v1/actions/${actionId}/undo`, {}, keyed('undo-1042'));
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);

    const rows = await reversalsOf(businessId, actionId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: first.body.data.actionId, idempotencyKey: 'api:undo-1042', type: 'reversal' });

    // Another key is a second undo: refused, as at the counter.
    const again = await till.post(`/api/v1/actions/${actionId}/undo`, {}, keyed());
    expect([again.status, again.body.error.message]).toEqual([409, LOYALTY_MESSAGES.undoAlreadyDone]);
    const standing = await till.get(`/api/v1/customers/${customer.id}/standing`);
    expect(standing.body.data).toMatchObject({ points: { balance: 0 }, visits: 0 });
  });

  it('two undos at once under one key make one reversal and the same answer', async () => {
    const { businessId, till, actionId } = await purchased();
    const [a, b] = await Promise.all([
      till.post(`/api/v1/actions/${actionId}/undo`, {}, keyed('same-undo')),
      till.post(`/api/v1/actions/${actionId}/undo`, {}, keyed('same-undo')),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.data.actionId).toBe(b.body.data.actionId);
    expect(await reversalsOf(businessId, actionId)).toHaveLength(1);
  });

  it('refuses a key already used for another action, and an undo without a key, changing nothing', async () => {
    const { businessId, customer, till, actionId } = await purchased();
    const usedForPurchase = await till.post(
      `/api/v1/customers/${customer.id}/purchases`,
      { amount: 5 },
      keyed('order-7'),
    );
    expect(usedForPurchase.status).toBe(201);
    const reused = await till.post(`/api/v1/actions/${usedForPurchase.body.data.actionId}/undo`, {}, keyed('order-7'));
    expect([reused.status, reused.body.error.message]).toEqual([409, LOYALTY_MESSAGES.keyReused]);

    const missing = await till.post(`/api/v1/actions/${usedForPurchase.body.data.actionId}/undo`, {});
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatchObject({
      message: V1_MESSAGES.idempotencyKeyRequired,
      details: { 'idempotency-key': [V1_MESSAGES.idempotencyKeyRequired] },
    });
    expect(await reversalsOf(businessId, usedForPurchase.body.data.actionId)).toHaveLength(0);

    // The undo of the last purchase under a fresh key, then that key for the undo of another action: refused.
    const undone = await till.post(`/api/v1/actions/${usedForPurchase.body.data.actionId}/undo`, {}, keyed('u-1'));
    expect(undone.status).toBe(201);
    const elsewhere = await till.post(`/api/v1/actions/${actionId}/undo`, {}, keyed('u-1'));
    expect([elsewhere.status, elsewhere.body.error.message]).toEqual([409, LOYALTY_MESSAGES.keyReused]);
    expect(await reversalsOf(businessId, actionId)).toHaveLength(0);
  });
});
