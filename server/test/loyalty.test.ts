import { randomUUID } from 'node:crypto';
import { LOYALTY_MESSAGES } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerProgramProgress, customerRewards, customers, transactions } from '../src/db/schema/index.ts';
import { actionGains } from '../src/loyalty/action-gains.ts';
import { checkLedger } from '../src/loyalty/check-ledger.ts';
import { addCustomer } from './factories/customers.ts';
import { newProgram } from './factories/programs.ts';
import { client, newBusiness, startTestApp, type TClient, type TTestApp } from './harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

const key = () => randomUUID();
const visit = (c: TClient, customerId: string, idempotencyKey = key()) =>
  c.post(`/api/customers/${customerId}/visits`, { idempotencyKey });
const purchase = (c: TClient, customerId: string, amount: number, idempotencyKey = key()) =>
  c.post(`/api/customers/${customerId}/purchases`, { idempotencyKey, amount });

/** A business on the Agency plan (no program limit) with one customer. */
async function shop() {
  const biz = await newBusiness(t, { tierName: 'Agency' });
  const customer = await addCustomer(biz.client);
  return { ...biz, c: biz.client, customer };
}

async function ledgerRows(customerId: string) {
  return t.db.select().from(transactions).where(eq(transactions.customerId, customerId));
}

describe('points', () => {
  it('earns floor(amount × points per dollar) per purchase, in the ledger, progress and totals at once', async () => {
    const { c, customer, businessId } = await shop();
    const program = await newProgram(c, { type: 'points', config: { pointsPerDollar: 1.5, welcomeBonus: 20 } });

    const res = await purchase(c, customer.id, 12.99);
    expect(res.status).toBe(201);
    // The customer existed before the program: they join it (and get its welcome bonus) on their first activity.
    expect(res.body.changes).toEqual(['+20 welcome points', '+19 points']);
    const standing = res.body.standing;
    expect(standing.programs).toHaveLength(1);
    expect(standing.programs[0]).toMatchObject({ id: program.id, pointsBalance: 39, totalEarned: 39 });
    expect(standing.customer).toMatchObject({ totalPoints: 39, lifetimePointsEarned: 39, totalVisits: 1 });
    expect(standing.lastAction).toMatchObject({ id: res.body.actionId, kind: 'purchase', changes: res.body.changes });

    const rows = await ledgerRows(customer.id);
    expect(rows.map((r) => r.type).sort()).toEqual(['earn', 'enrol', 'purchase', 'welcome_bonus']);
    const earn = rows.find((r) => r.type === 'earn');
    expect(earn).toMatchObject({ points: 19, programId: program.id, actionId: res.body.actionId });
    expect(earn?.staffUserId).toBeTruthy();
    // Points expire 365 days after they were earned (the program's default).
    const days = ((earn?.pointsExpireAt?.getTime() ?? 0) - (earn?.createdAt.getTime() ?? 0)) / 86_400_000;
    expect(days).toBeCloseTo(365, 5);
    expect(rows.find((r) => r.type === 'purchase')).toMatchObject({ amountMinor: 1299, currency: 'USD' });
    expect(await checkLedger({ db: t.db, businessId })).toEqual([]);
  });

  it('counts a retried request once and answers it with the first result', async () => {
    const { c, customer } = await shop();
    await newProgram(c, { type: 'points' });
    const idempotencyKey = key();
    const first = await purchase(c, customer.id, 10, idempotencyKey);
    const again = await purchase(c, customer.id, 10, idempotencyKey);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ actionId: first.body.actionId, changes: first.body.changes, replayed: true });
    expect(again.body.standing.customer.totalPoints).toBe(10);
    expect((await ledgerRows(customer.id)).filter((r) => r.type === 'purchase')).toHaveLength(1);

    // The same key for another kind of action is a client bug: refused, nothing written.
    const reused = await visit(c, customer.id, idempotencyKey);
    expect(reused.status).toBe(409);
    expect(reused.body.error.message).toBe(LOYALTY_MESSAGES.keyReused);
    expect((await ledgerRows(customer.id)).filter((r) => r.type === 'visit')).toHaveLength(0);
  });

  it('redeems catalogue rewards with points, never below zero', async () => {
    const { c, customer, businessId } = await shop();
    const program = await newProgram(c, {
      type: 'points',
      config: {
        minimumRedemption: 50,
        rewards: [
          { name: 'Lunch', points: 120 },
          { name: 'Coffee', points: 50 },
        ],
      },
    });
    await purchase(c, customer.id, 100);
    const standing = (await c.get(`/api/customers/${customer.id}/standing`)).body;
    expect(standing.programs[0].catalogue).toEqual([
      { name: 'Coffee', points: 50, affordable: true },
      { name: 'Lunch', points: 120, affordable: false },
    ]);

    const tooMuch = await c.post(`/api/customers/${customer.id}/redeem-points`, {
      idempotencyKey: key(),
      programId: program.id,
      rewardName: 'Lunch',
    });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.error.message).toBe('Not enough points: this reward needs 120 and the balance is 100');

    const coffee = await c.post(`/api/customers/${customer.id}/redeem-points`, {
      idempotencyKey: key(),
      programId: program.id,
      rewardName: 'coffee',
    });
    expect(coffee.status).toBe(201);
    expect(coffee.body.changes).toEqual(['-50 points', 'Redeemed: Coffee']);
    expect(coffee.body.standing.programs[0]).toMatchObject({ pointsBalance: 50, totalEarned: 100 });
    expect(coffee.body.standing.customer).toMatchObject({ totalPoints: 50, lifetimePointsEarned: 100 });
    const [reward] = await t.db.select().from(customerRewards).where(eq(customerRewards.customerId, customer.id));
    expect(reward).toMatchObject({ rewardName: 'Coffee', status: 'redeemed', rewardType: 'points' });
    expect(reward.redemptionCode).toMatch(/^RW-[2-9A-Z]{6}$/);

    const unknown = await c.post(`/api/customers/${customer.id}/redeem-points`, {
      idempotencyKey: key(),
      programId: program.id,
      rewardName: 'Yacht',
    });
    expect(unknown.status).toBe(409);
    expect(unknown.body.error.message).toBe(LOYALTY_MESSAGES.catalogueChanged);

    // The database itself refuses a negative balance.
    await expect(
      t.db
        .update(customerProgramProgress)
        .set({ pointsBalance: -1 })
        .where(eq(customerProgramProgress.customerId, customer.id)),
    ).rejects.toThrow();
    expect(await checkLedger({ db: t.db, businessId })).toEqual([]);
  });

  it('caps the points one customer earns in 24 hours', async () => {
    const { c, customer } = await shop();
    await newProgram(c, { type: 'points', config: { dailyPointsCap: 100 } });
    expect((await purchase(c, customer.id, 80)).body.changes).toEqual(['+80 points']);
    const capped = await purchase(c, customer.id, 50);
    expect(capped.body.changes).toEqual(['+20 points', 'Points capped: the daily limit of 100 points is reached']);
    expect(capped.body.standing.customer.totalPoints).toBe(100);
  });
});

describe('stamp cards', () => {
  it('gives a stamp per visit or purchase and a reward at the last stamp, then starts over', async () => {
    const { c, customer, businessId } = await shop();
    await newProgram(c, {
      name: 'Coffee card',
      type: 'stamp_card',
      config: { stampsRequired: 3, rewardDescription: 'Free coffee', cooldownMinutes: 0 },
    });
    expect((await visit(c, customer.id)).body.changes).toEqual(['Stamp 1 of 3']);
    expect((await purchase(c, customer.id, 4.5)).body.changes).toEqual(['Stamp 2 of 3']);
    const third = await visit(c, customer.id);
    expect(third.body.changes).toEqual(['Stamp 3 of 3', 'Reward earned: Free coffee']);
    expect(third.body.standing.programs[0]).toMatchObject({ stampsCurrent: 0, stampsRequired: 3 });
    expect(third.body.standing.rewards).toHaveLength(1);
    expect(third.body.standing.rewards[0]).toMatchObject({
      name: 'Free coffee',
      status: 'earned',
      programName: 'Coffee card',
    });
    expect((await visit(c, customer.id)).body.changes).toEqual(['Stamp 1 of 3']);

    const rewardId = third.body.standing.rewards[0].id;
    const redeemed = await c.post(`/api/customers/${customer.id}/rewards/redeem`, { idempotencyKey: key(), rewardId });
    expect(redeemed.status).toBe(201);
    expect(redeemed.body.changes).toEqual(['Redeemed: Free coffee']);
    expect(redeemed.body.standing.rewards).toEqual([]);
    const twice = await c.post(`/api/customers/${customer.id}/rewards/redeem`, { idempotencyKey: key(), rewardId });
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe(LOYALTY_MESSAGES.rewardRedeemed);
    const [row] = await t.db.select().from(customerRewards).where(eq(customerRewards.id, rewardId));
    expect(row.redeemedByUserId).toBeTruthy();
    expect(await checkLedger({ db: t.db, businessId })).toEqual([]);
  });

  it('stops at a full card until its reward is redeemed when multiple cards are off', async () => {
    const { c, customer } = await shop();
    await newProgram(c, {
      name: 'Card',
      type: 'stamp_card',
      config: { stampsRequired: 2, rewardDescription: 'Muffin', allowMultipleCards: false, cooldownMinutes: 0 },
    });
    await visit(c, customer.id);
    await visit(c, customer.id);
    const held = await visit(c, customer.id);
    expect(held.body.changes).toEqual(['No stamp: redeem the reward to start a new card']);
    expect(held.body.standing.programs[0].stampsCurrent).toBe(0);
  });

  it('holds a second stamp inside the cooldown and past the daily limit', async () => {
    const { c, customer } = await shop();
    await newProgram(c, { name: 'Card', type: 'stamp_card', config: { cooldownMinutes: 10 } });
    expect((await visit(c, customer.id)).body.changes).toEqual(['Stamp 1 of 10']);
    const soon = await visit(c, customer.id);
    expect(soon.body.changes).toEqual(['No stamp: the next one can be given in 10 minutes']);
    expect(soon.body.standing.programs[0].stampsCurrent).toBe(1);
    expect(Date.parse(soon.body.standing.programs[0].nextEarnAt)).toBeGreaterThan(Date.now());
    // The visit itself still counts.
    expect(soon.body.standing.customer.totalVisits).toBe(2);

    const other = await shop();
    await newProgram(other.c, { name: 'Card', type: 'stamp_card', config: { cooldownMinutes: 0, dailyLimit: 2 } });
    await visit(other.c, other.customer.id);
    await visit(other.c, other.customer.id);
    expect((await visit(other.c, other.customer.id)).body.changes).toEqual([
      'No stamp: the daily limit of 2 stamps is reached',
    ]);
  });
});

describe('rebate codes, free items and discounts', () => {
  it('issues a code per visit that the counter redeems once', async () => {
    const { c, customer } = await shop();
    await newProgram(c, {
      type: 'rebate_code',
      config: { codePrefix: 'cafe', discountType: 'fixed', discountValue: 5, validDays: 14, cooldownMinutes: 0 },
    });
    const res = await visit(c, customer.id);
    const [line] = res.body.changes;
    expect(line).toMatch(/^Code issued: CAFE-[2-9A-Z]{6} \(\$5 off\)$/);
    const code = line.slice('Code issued: '.length, line.indexOf(' ('));
    const reward = res.body.standing.rewards[0];
    expect(reward).toMatchObject({ code, name: '$5 off', type: 'rebate_code' });
    expect((Date.parse(reward.expiresAt) - Date.parse(reward.earnedAt)) / 86_400_000).toBeCloseTo(14, 5);

    // Another business cannot redeem it.
    const stranger = await newBusiness(t);
    const foreign = await stranger.client.post('/api/rewards/redeem-code', { idempotencyKey: key(), code });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toBe(LOYALTY_MESSAGES.codeNotFound);

    const used = await c.post('/api/rewards/redeem-code', { idempotencyKey: key(), code: code.toLowerCase() });
    expect(used.status).toBe(201);
    expect(used.body.changes).toEqual(['Redeemed: $5 off']);
    const again = await c.post('/api/rewards/redeem-code', { idempotencyKey: key(), code });
    expect(again.body.error.message).toBe(LOYALTY_MESSAGES.rewardRedeemed);
  });

  it('refuses an expired code', async () => {
    const { c, customer } = await shop();
    await newProgram(c, { type: 'rebate_code', config: { cooldownMinutes: 0 } });
    const code = (await visit(c, customer.id)).body.standing.rewards[0].code;
    await t.db
      .update(customerRewards)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(customerRewards.redemptionCode, code));
    const res = await c.post('/api/rewards/redeem-code', { idempotencyKey: key(), code });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(LOYALTY_MESSAGES.rewardExpired);
  });

  it('gives a free item every N purchases, and only once when not recurring', async () => {
    const { c, customer } = await shop();
    await newProgram(c, {
      type: 'free_item',
      config: { itemName: 'Muffin', requiredPurchases: 2, recurring: false, cooldownMinutes: 0 },
    });
    expect((await visit(c, customer.id)).body.changes).toEqual(['Visit recorded']);
    expect((await purchase(c, customer.id, 3)).body.changes).toEqual(['Purchase 1 of 2 toward Muffin']);
    const second = await purchase(c, customer.id, 3);
    expect(second.body.changes).toEqual(['Purchase 2 of 2 toward Muffin', 'Reward earned: Muffin']);
    expect(second.body.standing.rewards[0].expiresAt).toBeTruthy();
    expect((await purchase(c, customer.id, 3)).body.changes).toEqual(['Purchase recorded']);
  });

  it('shows the discount tier reached by visits and the visits to the next', async () => {
    const { c, customer } = await shop();
    await newProgram(c, {
      type: 'discount',
      config: {
        tiers: [
          { visits: 2, discount: 5 },
          { visits: 4, discount: 10 },
        ],
      },
    });
    expect((await visit(c, customer.id)).body.standing.programs[0].discount).toEqual({
      visits: 1,
      percent: null,
      nextPercent: 5,
      visitsToNext: 1,
    });
    const second = await visit(c, customer.id);
    expect(second.body.changes).toEqual(['Discount tier reached: 5% off']);
    expect(second.body.standing.programs[0].discount).toMatchObject({ percent: 5, nextPercent: 10, visitsToNext: 2 });
    expect((await visit(c, customer.id)).body.changes).toEqual(['5% discount applies']);
  });

  it('earns nothing in a paused program, and keeps its rewards redeemable', async () => {
    const { c, customer } = await shop();
    const program = await newProgram(c, {
      type: 'stamp_card',
      config: { stampsRequired: 2, rewardDescription: 'Tea', cooldownMinutes: 0 },
    });
    await visit(c, customer.id);
    const full = await visit(c, customer.id);
    const rewardId = full.body.standing.rewards[0].id;
    await c.patch(`/api/programs/${program.id}/status`, { status: 'paused' });
    const res = await visit(c, customer.id);
    expect(res.body.changes).toEqual(['Visit recorded']);
    expect(res.body.standing.programs).toEqual([]);
    const redeemed = await c.post(`/api/customers/${customer.id}/rewards/redeem`, { idempotencyKey: key(), rewardId });
    expect(redeemed.status).toBe(201);
  });
});

describe('the answer to an action', () => {
  it('is the standing a fresh read gives, in every program type at once', async () => {
    const { c, customer } = await shop();
    await newProgram(c, { type: 'points', config: { welcomeBonus: 5 } });
    await newProgram(c, {
      type: 'stamp_card',
      config: { stampsRequired: 2, rewardDescription: 'Tea', cooldownMinutes: 0 },
    });
    await newProgram(c, { type: 'rebate_code', config: { cooldownMinutes: 0 } });
    await newProgram(c, { type: 'discount' });
    await newProgram(c, {
      type: 'free_item',
      config: { requiredPurchases: 2, itemName: 'Muffin', cooldownMinutes: 0 },
    });

    // The answer is composed from what the action read and wrote; it must equal what the database now says.
    const actions = [
      () => purchase(c, customer.id, 20),
      () => visit(c, customer.id),
      () => purchase(c, customer.id, 3),
    ];
    for (const act of actions) {
      const res = await act();
      expect(res.status).toBe(201);
      const read = await c.get(`/api/customers/${customer.id}/standing`);
      expect(res.body.standing).toEqual(read.body);
    }
    const last = (await c.get(`/api/customers/${customer.id}/standing`)).body;
    expect(last.rewards.map((r: { name: string }) => r.name).sort()).toEqual(expect.arrayContaining(['Muffin', 'Tea']));
    expect(last.customer).toMatchObject({ totalVisits: 3, totalPoints: 28 });
  });
});

describe('undo', () => {
  it("takes back the last action with reversal rows, restoring progress, totals and the reward's state", async () => {
    const { c, customer, businessId } = await shop();
    await newProgram(c, { type: 'points' });
    await newProgram(c, {
      name: 'Card',
      type: 'stamp_card',
      config: { stampsRequired: 2, rewardDescription: 'Tea', cooldownMinutes: 0 },
    });
    await purchase(c, customer.id, 10);
    const second = await purchase(c, customer.id, 15);
    expect(second.body.changes).toEqual(['+15 points', 'Stamp 2 of 2', 'Reward earned: Tea']);

    const undo = await c.post(`/api/loyalty/actions/${second.body.actionId}/undo`, {});
    expect(undo.status).toBe(200);
    expect(undo.body.changes).toEqual(['Undone: +15 points, Stamp 2 of 2, Reward earned: Tea']);
    const standing = undo.body.standing;
    expect(standing.customer).toMatchObject({ totalPoints: 10, lifetimePointsEarned: 10, totalVisits: 1 });
    expect(standing.programs.find((p: { type: string }) => p.type === 'stamp_card').stampsCurrent).toBe(1);
    expect(standing.rewards).toEqual([]);
    // The previous action is now the last one, and can be undone in turn.
    expect(standing.lastAction.kind).toBe('purchase');
    const rows = await ledgerRows(customer.id);
    expect(rows.filter((r) => r.type === 'reversal')).toHaveLength(3);
    expect(rows.filter((r) => r.type === 'earn')).toHaveLength(4);
    expect(await checkLedger({ db: t.db, businessId })).toEqual([]);

    const twice = await c.post(`/api/loyalty/actions/${second.body.actionId}/undo`, {});
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe(LOYALTY_MESSAGES.undoAlreadyDone);
  });

  it('gives a redeemed reward back, and refuses an action older than 5 minutes or not the last', async () => {
    const { c, customer } = await shop();
    await newProgram(c, {
      type: 'stamp_card',
      config: { stampsRequired: 2, rewardDescription: 'Tea', cooldownMinutes: 0 },
    });
    await visit(c, customer.id);
    const full = await visit(c, customer.id);
    const rewardId = full.body.standing.rewards[0].id;
    const redeemed = await c.post(`/api/customers/${customer.id}/rewards/redeem`, { idempotencyKey: key(), rewardId });
    // The visit that issued the reward is no longer the last action.
    const notLast = await c.post(`/api/loyalty/actions/${full.body.actionId}/undo`, {});
    expect(notLast.status).toBe(409);
    expect(notLast.body.error.message).toBe(LOYALTY_MESSAGES.undoTooLate);

    const undo = await c.post(`/api/loyalty/actions/${redeemed.body.actionId}/undo`, {});
    expect(undo.status).toBe(200);
    expect(undo.body.standing.rewards.map((r: { id: string }) => r.id)).toEqual([rewardId]);

    const late = await visit(c, customer.id);
    await t.db
      .update(transactions)
      .set({ createdAt: new Date(Date.now() - 6 * 60_000) })
      .where(eq(transactions.id, late.body.actionId));
    const tooLate = await c.post(`/api/loyalty/actions/${late.body.actionId}/undo`, {});
    expect(tooLate.status).toBe(409);
    expect(tooLate.body.error.message).toBe(LOYALTY_MESSAGES.undoTooLate);
  });
});

describe('concurrency', () => {
  it('serialises simultaneous actions on one customer: none lost, progress equals the ledger', async () => {
    const { c, customer, businessId } = await shop();
    const program = await newProgram(c, { type: 'points', config: { dailyPointsCap: 0, minimumRedemption: 10 } });
    await purchase(c, customer.id, 100);
    const results = await Promise.all([
      ...Array.from({ length: 12 }, () => purchase(c, customer.id, 10)),
      ...Array.from({ length: 12 }, () =>
        c.post(`/api/customers/${customer.id}/redeem-points`, {
          idempotencyKey: key(),
          programId: program.id,
          rewardName: 'Reward at 10 points',
        }),
      ),
    ]);
    expect(results.every((r) => r.status === 201 || r.status === 409)).toBe(true);
    const redeemed = results.slice(12).filter((r) => r.status === 201).length;
    const [row] = await t.db
      .select()
      .from(customers)
      .where(and(eq(customers.id, customer.id), eq(customers.businessId, businessId)));
    expect(row.totalPoints).toBe(100 + 12 * 10 - redeemed * 10);
    expect(row.totalVisits).toBe(13);
    expect(await checkLedger({ db: t.db, businessId })).toEqual([]);
  });

  it('writes simultaneous check-ins of many customers, each counted once, with their replays', async () => {
    const { c, businessId } = await shop();
    await newProgram(c, { type: 'points', config: { dailyPointsCap: 0 } });
    await newProgram(c, { type: 'stamp_card', config: { stampsRequired: 3, cooldownMinutes: 0 } });
    const people = [];
    for (let i = 0; i < 12; i++) people.push(await addCustomer(c));
    // Each customer's first visit joins the programs; the check-ins after it are the usual ones.
    for (const person of people) expect((await visit(c, person.id)).status).toBe(201);
    const keys = people.map(() => key());
    const results = await Promise.all(
      people.flatMap((person, i) => [
        purchase(c, person.id, 10 + i, keys[i]),
        purchase(c, person.id, 10 + i, keys[i]),
        visit(c, person.id),
      ]),
    );
    expect(results.map((r) => r.status)).toEqual(results.map(() => 201));
    for (const [i, person] of people.entries()) {
      const [row] = await t.db
        .select()
        .from(customers)
        .where(and(eq(customers.id, person.id), eq(customers.businessId, businessId)));
      // The first visit, the keyed purchase once (its retry replays it) and the visit.
      expect(row.totalVisits, person.id).toBe(3);
      expect(row.totalPoints, person.id).toBe(10 + i);
      const [first, retry] = [results[i * 3].body, results[i * 3 + 1].body];
      expect(retry.actionId).toBe(first.actionId);
      expect([first.replayed, retry.replayed].sort()).toEqual([false, true]);
      // Three stamps complete the card: one reward each.
      const rewards = await t.db.select().from(customerRewards).where(eq(customerRewards.customerId, person.id));
      expect(
        rewards.map((r) => r.rewardType),
        person.id,
      ).toEqual(['stamp_card']);
    }
    expect(await checkLedger({ db: t.db, businessId })).toEqual([]);
  });
});

describe('several stamps in one action', () => {
  it('gives a card the stamps of several items, fills it once and starts the next, within the daily limit', async () => {
    const { c, customer, businessId } = await shop();
    await newProgram(c, {
      name: 'Coffee card',
      type: 'stamp_card',
      config: { stampsRequired: 4, rewardDescription: 'Free coffee', cooldownMinutes: 0, dailyLimit: 6 },
    });
    const three = await c.post(`/api/customers/${customer.id}/visits`, { idempotencyKey: key(), stamps: 3 });
    expect(three.status).toBe(201);
    expect(three.body.changes).toEqual(['+3 stamps: 3 of 4']);

    const two = await c.post(`/api/customers/${customer.id}/purchases`, {
      idempotencyKey: key(),
      amount: 9,
      stamps: 2,
    });
    expect(two.body.changes).toEqual(['+2 stamps: 4 of 4', 'Reward earned: Free coffee', '1 stamp on the next card']);
    expect(two.body.standing.programs[0]).toMatchObject({ stampsCurrent: 1, stampsRequired: 4 });
    expect(two.body.standing.rewards.map((r: { name: string }) => r.name)).toEqual(['Free coffee']);

    // Five given today of a limit of six: one of the three asked.
    const capped = await c.post(`/api/customers/${customer.id}/visits`, { idempotencyKey: key(), stamps: 3 });
    expect(capped.body.changes).toEqual(['+1 stamp: 2 of 4', 'Stamps capped: the daily limit of 6 stamps is reached']);
    expect(capped.body.warnings).toEqual(['Stamps capped: the daily limit of 6 stamps is reached']);
    const held = await c.post(`/api/customers/${customer.id}/visits`, { idempotencyKey: key(), stamps: 2 });
    expect(held.body.changes).toEqual(['No stamp: the daily limit of 6 stamps is reached']);

    // What each action gave, as the portal's history says it: the stamps of the action that filled the card too.
    const gains = await actionGains({
      db: t.db,
      businessId,
      customerId: customer.id,
      actionIds: [three.body.actionId, two.body.actionId, capped.body.actionId],
    });
    expect([...gains.values()].map((g) => g.stamps)).toEqual([3, 2, 1]);
    expect(gains.get(two.body.actionId)?.rewardsEarned).toEqual(['Free coffee']);

    const undone = await c.post(`/api/loyalty/actions/${held.body.actionId}/undo`, {});
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect((await c.post(`/api/loyalty/actions/${capped.body.actionId}/undo`, {})).status).toBe(200);
    expect((await c.get(`/api/customers/${customer.id}/standing`)).body.programs[0].stampsCurrent).toBe(1);
    expect(await checkLedger({ db: t.db, businessId })).toEqual([]);
  });

  it('refuses a number of stamps that is not a whole number from 1 to 20, writing nothing', async () => {
    const { c, customer } = await shop();
    await newProgram(c, { type: 'stamp_card' });
    for (const stamps of [0, 21, 1.5, '2', -1]) {
      const res = await c.post(`/api/customers/${customer.id}/visits`, { idempotencyKey: key(), stamps });
      expect(res.status, String(stamps)).toBe(400);
      expect(res.body.error.message).toBe(LOYALTY_MESSAGES.stampsRange);
      expect(res.body.error.message).toBe('Stamps must be a whole number from 1 to 20');
    }
    expect(await ledgerRows(customer.id)).toEqual([]);
  });
});

describe('bad input and other businesses', () => {
  it('refuses zero, negative and absurd amounts with a clear message and writes nothing', async () => {
    const { c, customer } = await shop();
    await newProgram(c, { type: 'points' });
    for (const [amount, message] of [
      [0, LOYALTY_MESSAGES.amountPositive],
      [-5, LOYALTY_MESSAGES.amountPositive],
      [1_000_001, LOYALTY_MESSAGES.amountTooLarge],
      [1.234, LOYALTY_MESSAGES.amountCents],
      ['12', LOYALTY_MESSAGES.amountRequired],
    ] as const) {
      const res = await c.post(`/api/customers/${customer.id}/purchases`, { idempotencyKey: key(), amount });
      expect(res.status, String(amount)).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    const noKey = await c.post(`/api/customers/${customer.id}/visits`, {});
    expect(noKey.status).toBe(400);
    expect(await ledgerRows(customer.id)).toEqual([]);
  });

  it("answers 404 for another business's customers, rewards and actions, and 401 without a session", async () => {
    const a = await shop();
    await newProgram(a.c, { type: 'stamp_card', config: { stampsRequired: 2, cooldownMinutes: 0 } });
    await visit(a.c, a.customer.id);
    const full = await visit(a.c, a.customer.id);
    const rewardId = full.body.standing.rewards[0].id;
    const b = await shop();
    const program = await newProgram(b.c, { type: 'points' });
    const paths: [string, unknown][] = [
      [`/api/customers/${a.customer.id}/visits`, { idempotencyKey: key() }],
      [`/api/customers/${a.customer.id}/purchases`, { idempotencyKey: key(), amount: 5 }],
      [
        `/api/customers/${a.customer.id}/redeem-points`,
        { idempotencyKey: key(), programId: program.id, rewardName: 'Reward' },
      ],
      [`/api/customers/${a.customer.id}/rewards/redeem`, { idempotencyKey: key(), rewardId }],
      [`/api/customers/${b.customer.id}/rewards/redeem`, { idempotencyKey: key(), rewardId }],
      [`/api/loyalty/actions/${full.body.actionId}/undo`, {}],
    ];
    for (const [path, body] of paths) {
      const res = await b.c.post(path, body);
      expect(res.status, path).toBe(404);
      expect((await client(t.app).post(path, body)).status, path).toBe(401);
    }
    for (const path of [`/api/customers/${a.customer.id}/standing`, `/api/customers/${a.customer.id}/ledger`]) {
      expect((await b.c.get(path)).status, path).toBe(404);
      expect((await client(t.app).get(path)).status, path).toBe(401);
    }
    // Nothing changed for A's customer.
    const standing = (await a.c.get(`/api/customers/${a.customer.id}/standing`)).body;
    expect(standing.rewards.map((r: { id: string }) => r.id)).toEqual([rewardId]);
    expect(standing.customer.totalVisits).toBe(2);
    const [progress] = await t.db
      .select()
      .from(customerProgramProgress)
      .where(eq(customerProgramProgress.customerId, b.customer.id));
    expect(progress).toBeUndefined();
  });
});

describe('ledger history', () => {
  it('pages the full ledger newest first, with who did each action', async () => {
    const { c, customer, me } = await shop();
    await newProgram(c, { type: 'points' });
    for (let i = 0; i < 14; i++) await purchase(c, customer.id, 1);
    const first = (await c.get(`/api/customers/${customer.id}/ledger`)).body;
    // enrol + 14 × (purchase + earn)
    expect(first.total).toBe(29);
    expect(first.entries).toHaveLength(25);
    expect(first.entries[0].staffName).toBe(me.user.name);
    const second = (await c.get(`/api/customers/${customer.id}/ledger?page=2`)).body;
    expect(second.entries).toHaveLength(4);
    // Newest first; the first purchase joined the program (its enrol row is the oldest).
    expect(second.entries.map((e: { kind: string }) => e.kind)).toEqual(['purchase', 'earn', 'purchase', 'enrol']);
  });
});
