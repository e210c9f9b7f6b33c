import { randomUUID } from 'node:crypto';
import { MULTIPLIER_MESSAGES } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessAuditLog, businesses, earnMultipliers, transactions } from '../src/db/schema/index.ts';
import { checkLedger } from '../src/loyalty/check-ledger.ts';
import { setTimeZone } from './analytics-history.ts';
import { addCustomer } from './factories/customers.ts';
import { newLocation } from './factories/locations.ts';
import { newProgram } from './factories/programs.ts';
import { newBusiness, startTestApp, type TClient, type TTestApp } from './harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

const ALL_WEEK = [0, 1, 2, 3, 4, 5, 6];
const happyHour = (over: Record<string, unknown> = {}) => ({
  kind: 'happy_hour',
  name: 'Happy hour',
  factor: 2,
  days: ALL_WEEK,
  startTime: '00:00',
  endTime: '00:00',
  ...over,
});
const purchase = (c: TClient, customerId: string, amount: number, locationId?: string) =>
  c.post(`/api/customers/${customerId}/purchases`, { idempotencyKey: randomUUID(), amount, locationId });

/** The business's local weekday and date, as its counter would read them now. */
function localNow(timeZone: string, plusDays = 0) {
  const at = new Date(Date.now() + plusDays * 86_400_000);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.weekday ?? '');
  return { weekday, date: `${parts.year}-${parts.month}-${parts.day}` };
}

/** A business on the Agency plan (multipliers, locations) with a points program at 1 point a dollar and a customer. */
async function shop(extra: Record<string, unknown> = {}) {
  const biz = await newBusiness(t, { tierName: 'Agency' });
  await newProgram(biz.client, { type: 'points', config: { pointsPerDollar: 1, welcomeBonus: 0 } });
  const customer = await addCustomer(biz.client, extra);
  return { ...biz, c: biz.client, customer };
}

const countRules = async (businessId: string) =>
  (await t.db.select().from(earnMultipliers).where(eq(earnMultipliers.businessId, businessId))).length;

describe('/api/multipliers: what the owner sets', () => {
  it('refuses a plan without multipliers, and bad input with a message in plain words, saving nothing', async () => {
    const free = await newBusiness(t);
    expect((await free.client.get('/api/multipliers')).body).toMatchObject({ included: false, rules: [] });
    const refused = await free.client.post('/api/multipliers', happyHour());
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(MULTIPLIER_MESSAGES.notIncluded);
    expect(await countRules(free.businessId)).toBe(0);

    const { c, businessId } = await shop();
    const cases: [Record<string, unknown>, string][] = [
      [happyHour({ factor: 0 }), MULTIPLIER_MESSAGES.factorRange],
      [happyHour({ factor: 1000 }), MULTIPLIER_MESSAGES.factorRange],
      [happyHour({ factor: 1 }), MULTIPLIER_MESSAGES.factorRange],
      [happyHour({ factor: 1.25 }), MULTIPLIER_MESSAGES.factorDecimals],
      [happyHour({ days: [] }), MULTIPLIER_MESSAGES.daysRequired],
      [happyHour({ startTime: '18:00', endTime: '16:00' }), MULTIPLIER_MESSAGES.endBeforeStart],
      [happyHour({ startTime: '25:00' }), MULTIPLIER_MESSAGES.timeInvalid],
      [happyHour({ name: ' ' }), MULTIPLIER_MESSAGES.nameRequired],
      [happyHour({ locationIds: [] }), MULTIPLIER_MESSAGES.locationsRequired],
      [
        { kind: 'double_days', name: 'Double', factor: 2, startsOn: '2026-12-05', endsOn: '2026-12-01' },
        MULTIPLIER_MESSAGES.lastBeforeFirst,
      ],
      [
        { kind: 'double_days', name: 'Double', factor: 2, startsOn: '2026-02-30', endsOn: '2026-03-01' },
        MULTIPLIER_MESSAGES.dateInvalid,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await c.post('/api/multipliers', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body.error.details)).toContain(message);
    }
    const elsewhere = await newBusiness(t, { tierName: 'Agency' });
    const theirs = await newLocation(elsewhere.client, { name: 'Their shop' });
    const foreign = await c.post('/api/multipliers', happyHour({ locationIds: [theirs.id] }));
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.message).toBe(MULTIPLIER_MESSAGES.locationNotFound);
    expect(await countRules(businessId)).toBe(0);
  });

  it('refuses a window that overlaps another of its kind at the same place, and keeps other businesses apart', async () => {
    const { c, businessId } = await shop();
    const station = await newLocation(c, { name: 'Station' });
    const market = await newLocation(c, { name: 'Market' });
    const first = await c.post(
      '/api/multipliers',
      happyHour({ name: 'Afternoon', days: [1, 2], startTime: '16:00', endTime: '18:00', locationIds: [station.id] }),
    );
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ days: [1, 2], startTime: '16:00', endTime: '18:00', locationIds: [station.id] });
    const clash = await c.post('/api/multipliers', happyHour({ days: [2], startTime: '17:00', endTime: '19:00' }));
    expect(clash.status).toBe(409);
    expect(clash.body.error.message).toBe(MULTIPLIER_MESSAGES.overlaps('happy_hour', 'Afternoon'));
    // Back to back, or at another location, is fine.
    expect(
      (await c.post('/api/multipliers', happyHour({ days: [2], startTime: '18:00', endTime: '19:00' }))).status,
    ).toBe(201);
    expect(
      (
        await c.post(
          '/api/multipliers',
          happyHour({ days: [2], startTime: '16:00', endTime: '18:00', locationIds: [market.id] }),
        )
      ).status,
    ).toBe(201);
    const days = { kind: 'double_days', name: 'Winter', factor: 3, startsOn: '2026-12-01', endsOn: '2026-12-03' };
    expect((await c.post('/api/multipliers', days)).status).toBe(201);
    const dayClash = await c.post('/api/multipliers', {
      ...days,
      name: 'Later',
      startsOn: '2026-12-03',
      endsOn: '2026-12-09',
    });
    expect(dayClash.status).toBe(409);
    expect(dayClash.body.error.message).toBe(MULTIPLIER_MESSAGES.overlaps('double_days', 'Winter'));
    expect((await c.post('/api/multipliers', { kind: 'birthday_week', name: 'Birthday', factor: 1.5 })).status).toBe(
      201,
    );
    expect((await c.post('/api/multipliers', { kind: 'birthday_week', name: 'Again', factor: 2 })).status).toBe(409);
    expect(await countRules(businessId)).toBe(5);

    // Editing a rule into another's window is refused too; editing it in place is not.
    const edited = await c.put(
      `/api/multipliers/${first.body.id}`,
      happyHour({
        name: 'Afternoon',
        factor: 3,
        days: [1],
        startTime: '16:00',
        endTime: '18:00',
        locationIds: [station.id],
      }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.factor).toBe(3);

    // Another business sees none of it, and cannot edit or delete it.
    const other = await newBusiness(t, { tierName: 'Agency' });
    expect((await other.client.get('/api/multipliers')).body.rules).toEqual([]);
    expect((await other.client.put(`/api/multipliers/${first.body.id}`, happyHour())).status).toBe(404);
    expect((await other.client.delete(`/api/multipliers/${first.body.id}`)).status).toBe(404);
    expect(
      (await c.get('/api/multipliers')).body.rules.find((r: { id: string }) => r.id === first.body.id),
    ).toMatchObject({
      factor: 3,
      days: [1],
    });
    expect((await c.delete(`/api/multipliers/${first.body.id}`)).status).toBe(204);
    expect((await c.delete('/api/multipliers/not-a-uuid')).status).toBe(404);
    expect(await countRules(businessId)).toBe(4);
    const audit = await t.db.select().from(businessAuditLog).where(eq(businessAuditLog.businessId, businessId));
    expect(
      audit
        .map((a) => a.action)
        .filter((a) => a.startsWith('earn_multiplier'))
        .sort(),
    ).toEqual([...Array(5).fill('earn_multiplier.create'), 'earn_multiplier.delete', 'earn_multiplier.update']);
  });

  it('keeps how multipliers combine, refusing a ceiling out of range', async () => {
    const { c, businessId } = await shop();
    const bad = await c.put('/api/multipliers/combine', { combine: 'multiply', ceiling: 0 });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body.error.details)).toContain(MULTIPLIER_MESSAGES.ceilingRange);
    expect((await c.put('/api/multipliers/combine', { combine: 'multiply', ceiling: 4.5 })).status).toBe(200);
    expect((await c.get('/api/multipliers')).body).toMatchObject({ combine: 'multiply', ceiling: 4.5, included: true });
    const [row] = await t.db.select().from(businesses).where(eq(businesses.id, businessId));
    expect(row).toMatchObject({ multiplierCombine: 'multiply', multiplierCeiling: 4.5 });
  });
});

describe('multipliers at the counter', () => {
  it("apply by the business's time zone and location, shown before the purchase and kept in the ledger", async () => {
    // At any moment one of these two zones is on another weekday than UTC: reading the clock in UTC would fail one.
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      const { c, businessId, customer } = await shop();
      await setTimeZone(t, businessId, zone);
      const station = await newLocation(c, { name: 'Station' });
      const market = await newLocation(c, { name: 'Market' });
      const today = localNow(zone);
      const tomorrow = localNow(zone, 1);
      expect(
        (await c.post('/api/multipliers', happyHour({ days: [today.weekday], locationIds: [station.id] }))).status,
      ).toBe(201);
      const days = {
        kind: 'double_days',
        name: 'Double points',
        factor: 3,
        startsOn: tomorrow.date,
        endsOn: tomorrow.date,
      };
      expect((await c.post('/api/multipliers', days)).status).toBe(201);

      const before = await c.get(`/api/customers/${customer.id}/standing?locationId=${station.id}`);
      expect(before.body.multipliers).toEqual({ factor: 2, applied: [{ name: 'Happy hour', factor: 2 }] });
      expect(
        (await c.get(`/api/customers/${customer.id}/standing?locationId=${market.id}`)).body.multipliers,
      ).toBeNull();

      const there = await purchase(c, customer.id, 10, station.id);
      expect(there.status).toBe(201);
      expect(there.body.changes).toEqual(['+20 points (×2 Happy hour)']);
      expect(there.body.standing.multipliers).toEqual(before.body.multipliers);
      const elsewhere = await purchase(c, customer.id, 10, market.id);
      expect(elsewhere.body.changes).toEqual(['+10 points']);

      const earns = await t.db
        .select()
        .from(transactions)
        .where(and(eq(transactions.businessId, businessId), eq(transactions.type, 'earn')));
      expect(earns.map((r) => [r.points, r.earnBasis]).sort()).toEqual([
        [10, null],
        [20, { basePoints: 10, factor: 2, multipliers: [{ name: 'Happy hour', factor: 2 }], note: '×2 Happy hour' }],
      ]);
      expect(elsewhere.body.standing.customer.totalPoints).toBe(30);
      // The customer's ledger says why the points were more.
      const ledger = (await c.get(`/api/customers/${customer.id}/ledger`)).body.entries;
      expect(
        ledger
          .filter((e: { kind: string }) => e.kind === 'earn')
          .map((e: { points: number; multipliers: string | null }) => [e.points, e.multipliers]),
      ).toEqual([
        [10, null],
        [20, '×2 Happy hour'],
      ]);
      expect(await checkLedger({ db: t.db, businessId })).toEqual([]);
    }
  });

  it('combine by the rule, take the birthday week from the customer, and undo exactly what was credited', async () => {
    const zone = 'Europe/London';
    const today = localNow(zone);
    const { c, businessId, customer } = await shop({ birthday: `1990-${today.date.slice(5)}` });
    const other = await addCustomer(c);
    await setTimeZone(t, businessId, zone);
    await c.post('/api/multipliers', happyHour());
    await c.post('/api/multipliers', {
      kind: 'double_days',
      name: 'Double points',
      factor: 3,
      startsOn: today.date,
      endsOn: today.date,
    });
    await c.post('/api/multipliers', { kind: 'birthday_week', name: 'Birthday week', factor: 1.5 });

    expect((await purchase(c, customer.id, 10)).body.changes).toEqual([
      '+30 points (×3 in all: ×2 Happy hour, ×3 Double points, ×1.5 Birthday week)',
    ]);
    expect((await purchase(c, other.id, 10)).body.changes).toEqual([
      '+30 points (×3 in all: ×2 Happy hour, ×3 Double points)',
    ]);
    await c.put('/api/multipliers/combine', { combine: 'multiply', ceiling: 5 });
    const multiplied = await purchase(c, customer.id, 10);
    expect(multiplied.body.changes).toEqual([
      '+50 points (×5 in all: ×2 Happy hour, ×3 Double points, ×1.5 Birthday week)',
    ]);
    expect(multiplied.body.standing.customer.totalPoints).toBe(80);

    const undo = await c.post(`/api/loyalty/actions/${multiplied.body.actionId}/undo`, {});
    expect(undo.status).toBe(200);
    expect(undo.body.standing.customer).toMatchObject({ totalPoints: 30, lifetimePointsEarned: 30 });
    expect(undo.body.standing.multipliers.factor).toBe(5);
    expect(await checkLedger({ db: t.db, businessId })).toEqual([]);
  });

  it('give a category bonus to a purchase the cashier ticks it for, offered only where it applies', async () => {
    const { c, businessId, customer } = await shop();
    const station = await newLocation(c, { name: 'Station' });
    const market = await newLocation(c, { name: 'Market' });
    const missing = await c.post('/api/multipliers', { kind: 'category', name: 'Lattes', factor: 2 });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body.error.details)).toContain(MULTIPLIER_MESSAGES.categoryRequired);
    const rule = { kind: 'category', name: 'Lattes', factor: 2, category: 'Lattes', locationIds: [station.id] };
    expect((await c.post('/api/multipliers', rule)).status).toBe(201);
    const again = await c.post('/api/multipliers', { ...rule, name: 'More lattes', category: ' LATTES ' });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(MULTIPLIER_MESSAGES.overlaps('category', 'Lattes'));

    const standing = await c.get(`/api/customers/${customer.id}/standing?locationId=${station.id}`);
    expect(standing.body).toMatchObject({
      multipliers: null,
      categoryBonuses: [{ category: 'Lattes', name: 'Lattes', factor: 2 }],
    });
    expect(
      (await c.get(`/api/customers/${customer.id}/standing?locationId=${market.id}`)).body.categoryBonuses,
    ).toEqual([]);

    const ticked = await c.post(`/api/customers/${customer.id}/purchases`, {
      idempotencyKey: randomUUID(),
      amount: 4.5,
      locationId: station.id,
      categories: ['lattes'],
    });
    expect(ticked.body.changes).toEqual(['+9 points (×2 Lattes)']);
    // Not ticked, or ticked where the bonus does not run: the usual points.
    expect((await purchase(c, customer.id, 4.5, station.id)).body.changes).toEqual(['+4 points']);
    const elsewhere = await c.post(`/api/customers/${customer.id}/purchases`, {
      idempotencyKey: randomUUID(),
      amount: 4.5,
      locationId: market.id,
      categories: ['Lattes'],
    });
    expect(elsewhere.body.changes).toEqual(['+4 points']);
    const tooMany = await c.post(`/api/customers/${customer.id}/purchases`, {
      idempotencyKey: randomUUID(),
      amount: 4.5,
      categories: Array.from({ length: 11 }, (_, i) => `Category ${i}`),
    });
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(tooMany.body.error.details)).toContain(MULTIPLIER_MESSAGES.tooManyCategories);
    expect(elsewhere.body.standing.customer.totalPoints).toBe(17);
    expect(await checkLedger({ db: t.db, businessId })).toEqual([]);
  });

  it('stop applying when the plan lapses, while the rules stay', async () => {
    const { c, businessId, customer } = await shop();
    await c.post('/api/multipliers', happyHour());
    expect((await purchase(c, customer.id, 10)).body.changes).toEqual(['+20 points (×2 Happy hour)']);
    await t.db.update(businesses).set({ subscriptionStatus: 'canceled' }).where(eq(businesses.id, businessId));
    const lapsed = await purchase(c, customer.id, 10);
    expect(lapsed.body.changes).toEqual(['+10 points']);
    expect(lapsed.body.standing.multipliers).toBeNull();
    expect(await countRules(businessId)).toBe(1);
  });
});
