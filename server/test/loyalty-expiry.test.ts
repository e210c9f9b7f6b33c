import { randomUUID } from 'node:crypto';
import { LOYALTY_MESSAGES } from '@regulars/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerRewards, loyaltyPrograms, transactions } from '../src/db/schema/index.ts';
import { checkLedger } from '../src/loyalty/check-ledger.ts';
import { expireDue } from '../src/loyalty/expire-due.ts';
import { getStanding } from '../src/loyalty/get-standing.ts';
import { recordEarnAction } from '../src/loyalty/record-earn-action.ts';
import { redeemPoints } from '../src/loyalty/redeem-points.ts';
import { redeemReward } from '../src/loyalty/redeem-reward.ts';
import { addCustomer } from './factories/customers.ts';
import { newProgram } from './factories/programs.ts';
import { newBusiness, startTestApp, type TTestApp } from './harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

const DAY = 86_400_000;
/** A fixed clock: every action and every expiry run says when it happens. */
const T0 = new Date('2031-03-01T09:00:00Z');
const at = (days: number) => new Date(T0.getTime() + days * DAY);

async function shop() {
  const biz = await newBusiness(t, { tierName: 'Agency' });
  const customer = await addCustomer(biz.client);
  const earn = (kind: 'visit' | 'purchase', amount: number | null, now: Date) =>
    recordEarnAction({
      db: t.db,
      queue: t.deps.queue,
      businessId: biz.businessId,
      customerId: customer.id,
      staffUserId: null,
      input: { kind, amount, idempotencyKey: randomUUID() },
      now,
    });
  const expire = (now: Date) => expireDue({ db: t.db, now, businessId: biz.businessId });
  const standing = (now: Date) => getStanding({ db: t.db, businessId: biz.businessId, customerId: customer.id, now });
  return { ...biz, customer, earn, expire, standing };
}

describe('daily expiry', () => {
  it('is a pg-boss job on a daily schedule', async () => {
    const result = await t.db.execute(sql`select cron from pgboss.schedule where name = 'loyalty.expire-due'`);
    const rows = (Array.isArray(result) ? result : (result as { rows: { cron: string }[] }).rows) as { cron: string }[];
    expect(rows.map((r) => r.cron)).toEqual(['15 3 * * *']);
  });

  it('lets points lapse oldest first, counting what was spent against the oldest, once', async () => {
    const s = await shop();
    const program = await newProgram(s.client, {
      type: 'points',
      config: { pointsExpireDays: 30, minimumRedemption: 50 },
    });
    await s.earn('purchase', 100, at(0));
    await redeemPoints({
      db: t.db,
      businessId: s.businessId,
      customerId: s.customer.id,
      staffUserId: null,
      input: { programId: program.id, rewardName: 'Reward at 50 points', idempotencyKey: randomUUID() },
      now: at(1),
    });
    await s.earn('purchase', 40, at(20));

    // Day 29: nothing is due yet.
    expect(await s.expire(at(29))).toEqual({ rewards: 0, cards: 0, points: 0 });
    // Day 31: the first 100 lapse, but 50 of them were spent: 50 go, the 40 earned on day 20 stay.
    expect(await s.expire(at(31))).toEqual({ rewards: 0, cards: 0, points: 50 });
    expect((await s.standing(at(31))).programs[0]).toMatchObject({ pointsBalance: 40, totalEarned: 140 });
    // Run twice, expire once.
    expect(await s.expire(at(31))).toEqual({ rewards: 0, cards: 0, points: 0 });
    expect(await s.expire(at(51))).toEqual({ rewards: 0, cards: 0, points: 40 });
    const standing = await s.standing(at(51));
    expect(standing.customer).toMatchObject({ totalPoints: 0, lifetimePointsEarned: 140 });
    const expiries = (await t.db.select().from(transactions).where(eq(transactions.customerId, s.customer.id))).filter(
      (r) => r.type === 'expire',
    );
    expect(expiries.map((r) => r.points).sort()).toEqual([-40, -50]);
    expect(await checkLedger({ db: t.db, businessId: s.businessId })).toEqual([]);
  });

  it('applies a shorter expiry only to points earned after the change', async () => {
    const s = await shop();
    const program = await newProgram(s.client, { type: 'points', config: { pointsExpireDays: 30 } });
    await s.earn('purchase', 100, at(0));
    await t.db
      .update(loyaltyPrograms)
      .set({ config: { ...program.config, pointsExpireDays: 10 } })
      .where(eq(loyaltyPrograms.id, program.id));
    await s.earn('purchase', 60, at(1));
    // Day 12: the 60 earned under the 10-day rule lapse; the 100 earned under the 30-day rule stay.
    expect((await s.expire(at(12))).points).toBe(60);
    expect((await s.standing(at(12))).programs[0].pointsBalance).toBe(100);
    expect((await s.expire(at(31))).points).toBe(100);
  });

  it('starts a stamp card over after its expiry, and expires unused rewards', async () => {
    const s = await shop();
    await newProgram(s.client, {
      type: 'stamp_card',
      config: { stampsRequired: 5, cardExpireDays: 5, cooldownMinutes: 0 },
    });
    await newProgram(s.client, {
      type: 'free_item',
      config: { itemName: 'Muffin', requiredPurchases: 1, validDays: 10, cooldownMinutes: 0 },
    });
    await s.earn('purchase', 3, at(0));
    await s.earn('visit', null, at(1));
    const before = await s.standing(at(1));
    expect(before.programs.find((p) => p.type === 'stamp_card')?.stampsCurrent).toBe(2);
    expect(before.rewards).toHaveLength(1);

    expect(await s.expire(at(6))).toEqual({ rewards: 0, cards: 1, points: 0 });
    expect((await s.standing(at(6))).programs.find((p) => p.type === 'stamp_card')?.stampsCurrent).toBe(0);
    expect(await s.expire(at(11))).toEqual({ rewards: 1, cards: 0, points: 0 });
    const [reward] = await t.db.select().from(customerRewards).where(eq(customerRewards.customerId, s.customer.id));
    expect(reward.status).toBe('expired');
    await expect(
      redeemReward({
        db: t.db,
        businessId: s.businessId,
        staffUserId: null,
        reward: { rewardId: reward.id, customerId: s.customer.id },
        idempotencyKey: randomUUID(),
        now: at(11),
      }),
    ).rejects.toThrow(LOYALTY_MESSAGES.rewardExpired);
    expect(await s.expire(at(12))).toEqual({ rewards: 0, cards: 0, points: 0 });
    expect(await checkLedger({ db: t.db, businessId: s.businessId })).toEqual([]);
  });
});
