import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerRewards, customers, transactions } from '../src/db/schema/index.ts';
import { RewardCodeClash, writeEarnAction } from '../src/loyalty/write-earn-action.ts';
import { addCustomer } from './factories/customers.ts';
import { newProgram } from './factories/programs.ts';
import { newBusiness, startTestApp, type TTestApp } from './harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

describe("a check-in's one-statement write", () => {
  it('writes nothing when a drawn reward code is already taken, and says so for the action to run again', async () => {
    const biz = await newBusiness(t, { tierName: 'Agency' });
    const customer = await addCustomer(biz.client);
    await newProgram(biz.client, { type: 'rebate_code', config: {} });
    const first = await biz.client.post(`/api/customers/${customer.id}/visits`, { idempotencyKey: randomUUID() });
    expect(first.status).toBe(201);
    const [taken] = await t.db
      .select()
      .from(customerRewards)
      .where(and(eq(customerRewards.businessId, biz.businessId), eq(customerRewards.customerId, customer.id)));
    const before = await visitsOf(biz.businessId, customer.id);

    const actionId = randomUUID();
    const rewardId = randomUUID();
    const write = t.db.transaction((tx) =>
      writeEarnAction({
        tx,
        businessId: biz.businessId,
        customerId: customer.id,
        staffUserId: null,
        now: new Date(),
        rows: [
          { id: actionId, actionId, type: 'visit', summary: ['Visit recorded'] },
          { actionId, programId: taken.programId, type: 'earn', stamps: 0, rewardId },
        ],
        progress: [],
        points: 0,
        rewards: [{ ...taken, id: rewardId, earnedAt: new Date() }],
      }),
    );
    await expect(write).rejects.toBeInstanceOf(RewardCodeClash);

    expect(await t.db.select().from(transactions).where(eq(transactions.actionId, actionId))).toEqual([]);
    expect(await t.db.select().from(customerRewards).where(eq(customerRewards.id, rewardId))).toEqual([]);
    expect(await visitsOf(biz.businessId, customer.id)).toBe(before);
  });

  it('writes only while the customer is at the loyalty version its rules read, and raises it', async () => {
    const biz = await newBusiness(t, { tierName: 'Agency' });
    const customer = await addCustomer(biz.client);
    const write = (expectedVersion: number) => {
      const actionId = randomUUID();
      return writeEarnAction({
        tx: t.db,
        businessId: biz.businessId,
        customerId: customer.id,
        staffUserId: null,
        now: new Date(),
        rows: [{ id: actionId, actionId, type: 'visit', summary: ['Visit recorded'] }],
        progress: [],
        points: 0,
        rewards: [],
        expectedVersion,
      });
    };
    const version = await versionOf(biz.businessId, customer.id);
    const visits = await visitsOf(biz.businessId, customer.id);

    // Another action came first (an edit locks the customer, which raises the version): nothing is written.
    expect((await biz.client.patch(`/api/customers/${customer.id}`, { firstName: 'Edited' })).status).toBe(200);
    expect(await versionOf(biz.businessId, customer.id)).toBe(version + 1);
    expect(await write(version)).toBe(false);
    expect(await visitsOf(biz.businessId, customer.id)).toBe(visits);
    expect(await ledgerOf(customer.id)).toEqual([]);

    expect(await write(version + 1)).toBe(true);
    expect(await visitsOf(biz.businessId, customer.id)).toBe(visits + 1);
    expect(await ledgerOf(customer.id)).toEqual(['visit']);
    expect(await versionOf(biz.businessId, customer.id)).toBe(version + 2);
  });
});

async function versionOf(businessId: string, customerId: string) {
  const [row] = await t.db
    .select({ version: customers.loyaltyVersion })
    .from(customers)
    .where(and(eq(customers.businessId, businessId), eq(customers.id, customerId)));
  return row.version;
}

async function ledgerOf(customerId: string) {
  const rows = await t.db
    .select({ type: transactions.type })
    .from(transactions)
    .where(eq(transactions.customerId, customerId));
  return rows.map((r) => r.type).filter((type) => type !== 'enrol' && type !== 'welcome_bonus');
}

async function visitsOf(businessId: string, customerId: string) {
  const [row] = await t.db
    .select({ visits: customers.totalVisits })
    .from(customers)
    .where(and(eq(customers.businessId, businessId), eq(customers.id, customerId)));
  return row.visits;
}
