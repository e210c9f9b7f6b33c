import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerRewards, customers, transactions } from '../src/db/schema/index.ts';
import { MAX_IN_FLIGHT, writeEarnActionBatched } from '../src/loyalty/earn-write-batches.ts';
import {
  RewardCodeClash,
  type TEarnWrite,
  writeEarnAction,
  writeEarnActions,
} from '../src/loyalty/write-earn-action.ts';
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
    const write = (expectedVersion: number) =>
      writeEarnAction({ tx: t.db, ...visitOf(biz.businessId, customer.id, expectedVersion) });
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

describe('check-ins of several customers written together', () => {
  it('writes every action whose customer is still at its version, and only those', async () => {
    const biz = await newBusiness(t, { tierName: 'Agency' });
    const people = [await addCustomer(biz.client), await addCustomer(biz.client), await addCustomer(biz.client)];
    const versions = await Promise.all(people.map((p) => versionOf(biz.businessId, p.id)));
    // The second customer moves on before the write: an edit raises the version.
    expect((await biz.client.patch(`/api/customers/${people[1].id}`, { firstName: 'Edited' })).status).toBe(200);

    const written = await writeEarnActions(
      t.db,
      people.map((p, i) => visitOf(biz.businessId, p.id, versions[i])),
    );
    expect(written).toEqual([true, false, true]);
    expect(await ledgerOf(people[0].id)).toEqual(['visit']);
    expect(await ledgerOf(people[1].id)).toEqual([]);
    expect(await ledgerOf(people[2].id)).toEqual(['visit']);
    expect(await visitsOf(biz.businessId, people[1].id)).toBe(0);
    expect(await versionOf(biz.businessId, people[2].id)).toBe(versions[2] + 1);
  });

  it('writes nothing of any action when one fails; check-ins that waited together all answer "not written"', async () => {
    const biz = await newBusiness(t, { tierName: 'Agency' });
    const holder = await addCustomer(biz.client);
    await newProgram(biz.client, { type: 'rebate_code', config: {} });
    expect((await biz.client.post(`/api/customers/${holder.id}/visits`, { idempotencyKey: randomUUID() })).status).toBe(
      201,
    );
    const [taken] = await t.db.select().from(customerRewards).where(eq(customerRewards.customerId, holder.id));
    const people = [];
    for (let i = 0; i < MAX_IN_FLIGHT + 2; i++) people.push(await addCustomer(biz.client));
    const writes = await Promise.all(
      people.map(async (p) => visitOf(biz.businessId, p.id, await versionOf(biz.businessId, p.id))),
    );
    // The last action draws a reward code the business already gave out.
    const clash = writes[writes.length - 1];
    const rewardId = randomUUID();
    clash.rows.push({ actionId: clash.rows[0].actionId, programId: taken.programId, type: 'earn', rewardId });
    clash.rewards.push({ ...taken, id: rewardId, customerId: clash.customerId });

    await expect(writeEarnActions(t.db, writes)).rejects.toThrow();
    for (const p of people) expect(await ledgerOf(p.id)).toEqual([]);

    // Batched: the first writes take the free connections; the two that waited go as one statement, which fails.
    const answers = await Promise.all(writes.map((w) => writeEarnActionBatched(t.db, w)));
    expect(answers).toEqual([...people.slice(0, MAX_IN_FLIGHT).map(() => true), false, false]);
    expect(await ledgerOf(people[MAX_IN_FLIGHT].id)).toEqual([]);
    expect(await ledgerOf(people[0].id)).toEqual(['visit']);
    expect(await t.db.select().from(customerRewards).where(eq(customerRewards.id, rewardId))).toEqual([]);
  });
});

/** A visit of one customer (its head row only), at the loyalty version given. */
function visitOf(businessId: string, customerId: string, expectedVersion: number): TEarnWrite {
  const actionId = randomUUID();
  return {
    businessId,
    customerId,
    staffUserId: null,
    now: new Date(),
    rows: [{ id: actionId, actionId, type: 'visit', summary: ['Visit recorded'] }],
    progress: [],
    points: 0,
    rewards: [],
    expectedVersion,
  };
}

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
