import { randomUUID } from 'node:crypto';
import { STATUS_MESSAGES } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  businessAuditLog,
  customerRewards,
  customerStatuses,
  outboxMessages,
  statusTiers,
} from '../src/db/schema/index.ts';
import { checkLedger } from '../src/loyalty/check-ledger.ts';
import { refreshBusinessStatuses } from '../src/status-tiers/index.ts';
import { addCustomer } from './factories/customers.ts';
import { randomPhone } from './factories/enrolment.ts';
import { newProgram } from './factories/programs.ts';
import { client, eventually, newBusiness, queueDrained, startTestApp, type TClient, type TTestApp } from './harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

const DAY = 86_400_000;
const TABLE = {
  basis: 'points',
  window: 'rolling',
  windowMonths: 12,
  graceDays: 30,
  tiers: [
    { name: 'Bronze', threshold: 50, factor: 1 },
    { name: 'Silver', threshold: 100, factor: 1.5 },
    { name: 'Gold', threshold: 200, factor: 2 },
  ],
};
const purchase = (c: TClient, customerId: string, amount: number) =>
  c.post(`/api/customers/${customerId}/purchases`, { idempotencyKey: randomUUID(), amount });

/** A business on the Agency plan (tiers included) with a points program at 1 point a dollar and a customer. */
async function shop(table: Record<string, unknown> | null = TABLE) {
  const biz = await newBusiness(t, { tierName: 'Agency' });
  await newProgram(biz.client, { type: 'points', config: { pointsPerDollar: 1, welcomeBonus: 0 } });
  const customer = await addCustomer(biz.client);
  const saved = table ? await biz.client.put('/api/status-tiers', table) : null;
  if (saved && saved.status !== 200) throw new Error(`saving tiers failed: ${JSON.stringify(saved.body)}`);
  // The save queues a refresh at the real clock; let it run first, or it races a test's refresh at a later clock.
  if (saved) await queueDrained(t, { businessId: biz.businessId });
  const tierId = (name: string) => saved?.body.tiers.find((x: { name: string }) => x.name === name)?.id as string;
  return { ...biz, c: biz.client, customer, tierId };
}

const statusOf = async (businessId: string, customerId: string) =>
  (
    await t.db
      .select()
      .from(customerStatuses)
      .where(and(eq(customerStatuses.businessId, businessId), eq(customerStatuses.customerId, customerId)))
  )[0] ?? null;

describe('/api/status-tiers: what the owner sets', () => {
  it('refuses a plan without tiers, and a table that is wrong with a message in plain words, saving nothing', async () => {
    const free = await newBusiness(t);
    expect((await free.client.get('/api/status-tiers')).body).toMatchObject({
      included: false,
      tiers: [],
      basis: 'points',
      window: 'rolling',
      windowMonths: 12,
      graceDays: 30,
    });
    const refused = await free.client.put('/api/status-tiers', TABLE);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(STATUS_MESSAGES.notIncluded);

    const { c, businessId } = await shop(null);
    const tier = (i: number, over: Record<string, unknown>) => ({
      ...TABLE,
      tiers: TABLE.tiers.map((x, j) => (j === i ? { ...x, ...over } : x)),
    });
    const cases: [Record<string, unknown>, string][] = [
      [tier(1, { threshold: 50 }), STATUS_MESSAGES.thresholdsRise],
      [tier(2, { threshold: 80 }), STATUS_MESSAGES.thresholdsRise],
      [tier(0, { threshold: 0 }), STATUS_MESSAGES.thresholdRange],
      [tier(0, { factor: 0 }), STATUS_MESSAGES.factorRange],
      [tier(2, { factor: 1000 }), STATUS_MESSAGES.factorRange],
      [tier(1, { factor: 1.25 }), STATUS_MESSAGES.factorDecimals],
      [tier(2, { factor: 1.2 }), STATUS_MESSAGES.factorFalls],
      [tier(1, { name: ' ' }), STATUS_MESSAGES.nameRequired],
      [tier(2, { name: 'bronze' }), STATUS_MESSAGES.nameTaken],
      [{ ...TABLE, windowMonths: 0 }, STATUS_MESSAGES.windowRange],
      [{ ...TABLE, graceDays: -1 }, STATUS_MESSAGES.graceRange],
      [
        { ...TABLE, tiers: [1, 2, 3, 4, 5, 6].map((n) => ({ name: `T${n}`, threshold: n * 10, factor: 1 })) },
        STATUS_MESSAGES.tooMany,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await c.put('/api/status-tiers', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body.error.details)).toContain(message);
    }
    // All that is wrong at once: the form shows each under its field.
    const both = await c.put('/api/status-tiers', { ...tier(1, { threshold: 20, factor: 0.5 }), graceDays: 999 });
    expect(JSON.stringify(both.body.error.details)).toContain(STATUS_MESSAGES.thresholdsRise);
    expect(JSON.stringify(both.body.error.details)).toContain(STATUS_MESSAGES.factorRange);
    expect(JSON.stringify(both.body.error.details)).toContain(STATUS_MESSAGES.graceRange);
    expect((await t.db.select().from(statusTiers).where(eq(statusTiers.businessId, businessId))).length).toBe(0);
  });

  it('saves the table whole, keeps tiers by id, refuses another business’s tier, and keeps businesses apart', async () => {
    const { c, businessId, tierId } = await shop();
    const other = await shop();
    const listed = await c.get('/api/status-tiers');
    expect(listed.body).toMatchObject({ included: true, basis: 'points', windowMonths: 12, graceDays: 30 });
    expect(listed.body.tiers.map((x: { name: string; customers: number }) => [x.name, x.customers])).toEqual([
      ['Bronze', 0],
      ['Silver', 0],
      ['Gold', 0],
    ]);
    const foreign = await c.put('/api/status-tiers', {
      ...TABLE,
      tiers: [{ id: other.tierId('Gold'), name: 'Gold', threshold: 10, factor: 1 }],
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toBe(STATUS_MESSAGES.tierNotFound);
    expect((await other.c.get('/api/status-tiers')).body.tiers.map((x: { threshold: number }) => x.threshold)).toEqual([
      50, 100, 200,
    ]);

    // Silver renamed in place, Gold deleted, Platinum added: by visits in a calendar year.
    const renamed = await c.put('/api/status-tiers', {
      basis: 'visits',
      window: 'calendar_year',
      windowMonths: 12,
      graceDays: 0,
      tiers: [
        { id: tierId('Bronze'), name: 'Bronze', threshold: 5, factor: 1 },
        { id: tierId('Silver'), name: 'Regular', threshold: 10, factor: 1.5 },
        { name: 'Platinum', threshold: 40, factor: 3 },
      ],
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ basis: 'visits', window: 'calendar_year', graceDays: 0 });
    expect(renamed.body.tiers.map((x: { id: string; name: string }) => x.name)).toEqual([
      'Bronze',
      'Regular',
      'Platinum',
    ]);
    expect(renamed.body.tiers[1].id).toBe(tierId('Silver'));
    const [audit] = await t.db
      .select()
      .from(businessAuditLog)
      .where(and(eq(businessAuditLog.businessId, businessId), eq(businessAuditLog.action, 'status_tiers.save')))
      .orderBy(businessAuditLog.createdAt);
    expect(audit?.details).toMatchObject({
      basis: 'points',
      tiers: [{ name: 'Bronze' }, { name: 'Silver' }, { name: 'Gold' }],
    });
    // Turning tiers off: an empty table.
    expect((await c.put('/api/status-tiers', { ...TABLE, tiers: [] })).body.tiers).toEqual([]);
  });
});

describe('status tiers in the engine', () => {
  it('move up in the earn that crosses the line, multiply the next purchase, and undo puts the tier back', async () => {
    const { c, businessId, customer, tierId } = await shop();
    const first = await purchase(c, customer.id, 60);
    expect(first.status).toBe(201);
    expect(first.body.changes).toEqual(['+60 points', 'Moved up to Bronze']);
    expect(first.body.standing.status).toMatchObject({
      tier: { name: 'Bronze', factor: 1 },
      measure: 60,
      next: { name: 'Silver', threshold: 100, remaining: 40 },
      keepsUntil: null,
      windowText: 'in the last 12 months',
    });
    expect(first.body.standing.multipliers).toBeNull();
    expect((await statusOf(businessId, customer.id))?.tierId).toBe(tierId('Bronze'));

    const crossing = await purchase(c, customer.id, 50);
    expect(crossing.body.changes).toEqual(['+50 points', 'Moved up to Silver']);
    expect(crossing.body.standing.status.tier.name).toBe('Silver');
    expect(crossing.body.standing.multipliers).toEqual({ factor: 1.5, applied: [{ name: 'Silver', factor: 1.5 }] });

    // Undo the crossing purchase: back to Bronze, recomputed from what is left (60 points).
    const undone = await c.post(`/api/loyalty/actions/${crossing.body.actionId}/undo`, {});
    expect(undone.status).toBe(200);
    expect(undone.body.standing.status).toMatchObject({ tier: { name: 'Bronze' }, measure: 60 });
    expect(await statusOf(businessId, customer.id)).toMatchObject({
      tierId: tierId('Bronze'),
      previousTierId: null,
      reachedByActionId: null,
    });

    // Silver again, then a purchase at ×1.5; undoing that one leaves the tier alone.
    await purchase(c, customer.id, 50);
    const boosted = await purchase(c, customer.id, 10);
    expect(boosted.body.changes).toEqual(['+15 points (×1.5 Silver)']);
    const undoBoosted = await c.post(`/api/loyalty/actions/${boosted.body.actionId}/undo`, {});
    expect(undoBoosted.body.standing.status.tier.name).toBe('Silver');
    expect(undoBoosted.body.standing.customer.totalPoints).toBe(110);
    expect(await checkLedger({ db: t.db, businessId })).toEqual([]);

    // The counter reads the same status.
    const standing = await c.get(`/api/customers/${customer.id}/standing`);
    expect(standing.body.status).toMatchObject({ tier: { name: 'Silver' }, measure: 110, next: { remaining: 90 } });
  });

  it('gives a tier’s reward once on reaching or passing it; an undo voids it and the next crossing gives it again', async () => {
    const table = {
      ...TABLE,
      tiers: [
        { name: 'Bronze', threshold: 50, factor: 1 },
        { name: 'Silver', threshold: 100, factor: 1, reward: { name: 'Free dessert', validDays: 30 } },
        { name: 'Gold', threshold: 200, factor: 1, reward: { name: 'Chef’s table', validDays: 60 } },
      ],
    };
    const { c, businessId, customer, tierId } = await shop(table);
    const read = (await c.get('/api/status-tiers')).body.tiers;
    expect(read.map((tier: { reward: unknown }) => tier.reward)).toEqual([
      null,
      { name: 'Free dessert', validDays: 30 },
      { name: 'Chef’s table', validDays: 60 },
    ]);
    const made = await c.post('/api/sms-templates', {
      name: 'Moved up',
      triggerType: 'status_up',
      messageTemplate: 'Welcome to {tier}! {reward} is yours.',
    });
    expect(made.status).toBe(201);

    const rewardsOf = async () =>
      (
        await t.db
          .select({
            name: customerRewards.rewardName,
            status: customerRewards.status,
            tier: customerRewards.statusTierId,
          })
          .from(customerRewards)
          .where(and(eq(customerRewards.businessId, businessId), eq(customerRewards.customerId, customer.id)))
      ).sort((a, b) => `${a.name}${a.status}`.localeCompare(`${b.name}${b.status}`));

    // Straight past Bronze to Silver: Silver's reward, valid 30 days, in the answer and on the counter.
    const crossing = await purchase(c, customer.id, 120);
    expect(crossing.body.changes).toEqual(['+120 points', 'Moved up to Silver', 'Silver reward: Free dessert']);
    const dessert = crossing.body.standing.rewards.find((r: { name: string }) => r.name === 'Free dessert');
    expect(new Date(dessert.expiresAt).getTime() - Date.now()).toBeGreaterThan(29 * DAY);
    expect(await rewardsOf()).toEqual([{ name: 'Free dessert', status: 'earned', tier: tierId('Silver') }]);

    // Undone: the reward is void; crossing again gives a new one.
    expect((await c.post(`/api/loyalty/actions/${crossing.body.actionId}/undo`, {})).status).toBe(200);
    expect(await rewardsOf()).toEqual([{ name: 'Free dessert', status: 'void', tier: tierId('Silver') }]);
    const again = await purchase(c, customer.id, 120);
    expect(again.body.changes).toEqual(['+120 points', 'Moved up to Silver', 'Silver reward: Free dessert']);

    // Gold: its own reward; Silver's is not given twice.
    const gold = await purchase(c, customer.id, 100);
    expect(gold.body.changes).toEqual(['+100 points', 'Moved up to Gold', 'Gold reward: Chef’s table']);
    expect((await rewardsOf()).map((r) => [r.name, r.status])).toEqual([
      ['Chef’s table', 'earned'],
      ['Free dessert', 'earned'],
      ['Free dessert', 'void'],
    ]);

    // Dropped by the nightly look after the window and grace, then back up: nothing given again.
    const later = Date.now() + 430 * DAY;
    await refreshBusinessStatuses({ db: t.db, businessId, now: new Date(later - 31 * DAY) });
    await refreshBusinessStatuses({ db: t.db, businessId, now: new Date(later) });
    expect((await statusOf(businessId, customer.id))?.tierId).toBeNull();
    expect(await rewardsOf()).toHaveLength(3);
    expect(await checkLedger({ db: t.db, businessId })).toEqual([]);

    // Each move up's message names what it unlocked.
    await queueDrained(t, { businessId });
    const texts = await t.db
      .select({ text: outboxMessages.text })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.businessId, businessId), eq(outboxMessages.channel, 'sms')));
    expect(texts.map((m) => m.text.split('\n')[0]).sort()).toEqual(
      ['Welcome to Gold! Chef’s table is yours.', 'Welcome to Silver! Free dessert is yours.'].sort(),
    );

    // A customer who passes Silver on the way to Gold gets both tiers' rewards.
    const leaper = await addCustomer(c);
    const leap = await purchase(c, leaper.id, 250);
    expect(leap.body.changes).toEqual([
      '+250 points',
      'Moved up to Gold',
      'Silver reward: Free dessert',
      'Gold reward: Chef’s table',
    ]);
    expect(leap.body.standing.rewards.map((r: { name: string }) => r.name).sort()).toEqual(
      ['Chef’s table', 'Free dessert'].sort(),
    );
  });

  it('moves up once when two tills ring up the crossing purchases at the same moment', async () => {
    const { c, businessId, customer, tierId } = await shop();
    await purchase(c, customer.id, 90);
    const [a, b] = await Promise.all([purchase(c, customer.id, 20), purchase(c, customer.id, 20)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    const moves = [...a.body.changes, ...b.body.changes].filter((line: string) => line.startsWith('Moved up'));
    expect(moves).toEqual(['Moved up to Silver']);
    expect((await statusOf(businessId, customer.id))?.tierId).toBe(tierId('Silver'));
    expect(await checkLedger({ db: t.db, businessId })).toEqual([]);
  });

  it('rolls down by the nightly look only after the grace period, and places customers after the table changes', async () => {
    const { c, businessId, customer, tierId } = await shop();
    await purchase(c, customer.id, 250);
    expect((await statusOf(businessId, customer.id))?.tierId).toBe(tierId('Gold'));
    const now = Date.now();

    // Tonight: still qualifies, nothing changes.
    expect(await refreshBusinessStatuses({ db: t.db, businessId, now: new Date(now + DAY) })).toBe(0);
    // Thirteen months on the points have left the window: the grace starts, the tier holds.
    const lapsed = new Date(now + 395 * DAY);
    expect(await refreshBusinessStatuses({ db: t.db, businessId, now: lapsed })).toBe(1);
    const held = await statusOf(businessId, customer.id);
    expect(held?.tierId).toBe(tierId('Gold'));
    expect(held?.keepsUntil?.getTime()).toBe(lapsed.getTime() + 30 * DAY);
    expect(await refreshBusinessStatuses({ db: t.db, businessId, now: new Date(lapsed.getTime() + 29 * DAY) })).toBe(0);
    // The grace over: down to what they qualify for, here none.
    await refreshBusinessStatuses({ db: t.db, businessId, now: new Date(lapsed.getTime() + 31 * DAY) });
    expect(await statusOf(businessId, customer.id)).toMatchObject({ tierId: null, keepsUntil: null });

    // A customer with points before the table existed is placed by the refresh the save queues.
    const early = await shop(null);
    const regular = await addCustomer(early.c);
    await purchase(early.c, regular.id, 150);
    const saved = await early.c.put('/api/status-tiers', TABLE);
    const silver = saved.body.tiers.find((x: { name: string }) => x.name === 'Silver').id;
    await queueDrained(t, { businessId: early.businessId });
    const placed = await eventually(async () => (await statusOf(early.businessId, regular.id))?.tierId);
    expect(placed).toBe(silver);
    expect((await early.c.get('/api/status-tiers')).body.tiers[1]).toMatchObject({ name: 'Silver', customers: 1 });
    expect(await refreshBusinessStatuses({ db: t.db, businessId: early.businessId })).toBe(0);
  });

  it('shows the customer their own tier and progress in the portal, and nothing while the business has no tiers', async () => {
    const { c, customer } = await shop();
    const phone = randomPhone();
    const regular = await addCustomer(c, { phone: phone.typed });
    await purchase(c, regular.id, 120);
    await purchase(c, customer.id, 300);
    expect((await c.put(`/api/customers/${regular.id}/pin`, { pin: '2468' })).status).toBe(204);
    const portal = client(t.app);
    expect((await portal.post('/api/portal/login', { phone: phone.typed, pin: '2468' })).status).toBe(200);
    const dashboard = await portal.get('/api/portal/dashboard');
    expect(dashboard.body.status).toMatchObject({
      tier: { name: 'Silver', factor: 1.5 },
      measure: 120,
      next: { name: 'Gold', remaining: 80 },
    });

    const none = await shop(null);
    const quiet = randomPhone();
    const plain = await addCustomer(none.c, { phone: quiet.typed });
    await none.c.put(`/api/customers/${plain.id}/pin`, { pin: '1357' });
    const other = client(t.app);
    await other.post('/api/portal/login', { phone: quiet.typed, pin: '1357' });
    expect((await other.get('/api/portal/dashboard')).body.status).toBeNull();
  });

  it('counts visits in a calendar year, and holds last year’s tier through this one', async () => {
    const { c, businessId, customer } = await shop({
      ...TABLE,
      basis: 'visits',
      window: 'calendar_year',
      tiers: [
        { name: 'Regular', threshold: 2, factor: 1 },
        { name: 'Local', threshold: 3, factor: 2 },
      ],
    });
    await c.post(`/api/customers/${customer.id}/visits`, { idempotencyKey: randomUUID() });
    const second = await c.post(`/api/customers/${customer.id}/visits`, { idempotencyKey: randomUUID() });
    expect(second.body.changes).toContain('Moved up to Regular');
    expect(second.body.standing.status).toMatchObject({
      basis: 'visits',
      measure: 2,
      next: { name: 'Local', remaining: 1 },
      windowText: 'this year',
    });
    // Next year the visits are last year's: the tier holds (and the refresh changes nothing).
    const nextYear = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 5, 1));
    expect(await refreshBusinessStatuses({ db: t.db, businessId, now: nextYear })).toBe(0);
    // The year after, it no longer qualifies: the grace starts.
    const later = new Date(Date.UTC(new Date().getUTCFullYear() + 2, 5, 1));
    expect(await refreshBusinessStatuses({ db: t.db, businessId, now: later })).toBe(1);
    expect((await statusOf(businessId, customer.id))?.keepsUntil).not.toBeNull();
  });
});
