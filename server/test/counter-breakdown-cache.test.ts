import { randomUUID } from 'node:crypto';
import { COUNTER_BREAKDOWN_LABELS, NO_COUNTER_FIGURES, type TCounterBreakdownRow } from '@regulars/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawQuery } from '../src/db/raw-sql.ts';
import { counterDays, counterFilledDays, transactions } from '../src/db/schema/index.ts';
import { reverseLedgerRows } from '../src/loyalty/reverse-ledger-rows.ts';
import { addCustomer } from './factories/customers.ts';
import { newLocation } from './factories/locations.ts';
import { newProgram } from './factories/programs.ts';
import { newBusiness, startTestApp, type TClient, type TTestApp } from './harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

const BREAKDOWN = '/api/analytics/counter-breakdown?period=30d';
const zero = NO_COUNTER_FIGURES;

/** A shop with two locations and a points program, and a way to record an action and move it into the past. */
async function shop() {
  const biz = await newBusiness(t, { tierName: 'Pro' });
  const main = await newLocation(biz.client, { name: 'Main Street' });
  const kiosk = await newLocation(biz.client, { name: 'Station Kiosk' });
  await newProgram(biz.client, { name: 'Points', type: 'points', config: { pointsPerDollar: 1 } });
  const customer = await addCustomer(biz.client);
  const act = async (action: 'visits' | 'purchases', body: object) => {
    const res = await biz.client.post(`/api/customers/${customer.id}/${action}`, {
      idempotencyKey: randomUUID(),
      ...body,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return (res.body as { actionId: string }).actionId;
  };
  /** The action's rows, `days` days earlier: a sale the offline counter sends late reads the same. */
  const moveBack = (actionId: string, days: number) =>
    t.db
      .update(transactions)
      .set({ createdAt: sql`${transactions.createdAt} - make_interval(days => ${days})` })
      .where(and(eq(transactions.businessId, biz.businessId), eq(transactions.actionId, actionId)));
  return { ...biz, main, kiosk, customer, act, moveBack };
}

async function breakdown(c: TClient) {
  const res = await c.get(BREAKDOWN);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { byLocation: TCounterBreakdownRow[]; byStaff: TCounterBreakdownRow[] };
}

const current = (rows: TCounterBreakdownRow[], name: string) => rows.find((r) => r.name === name)?.current;

async function filledDays(businessId: string) {
  return (await t.db.select().from(counterFilledDays).where(eq(counterFilledDays.businessId, businessId))).length;
}

describe('the counter breakdown’s ended days are summed once (issue 49)', () => {
  it('reads them from the cache, and sums a day again once one of its rows changes', async () => {
    const s = await shop();
    const other = await shop();
    await other.moveBack(await other.act('visits', { locationId: other.main.id }), 10);
    await breakdown(other.client);
    const othersDays = await filledDays(other.businessId);

    await s.moveBack(await s.act('purchases', { amount: 10, locationId: s.main.id }), 10);
    const kioskVisit = await s.act('visits', { locationId: s.kiosk.id });
    await s.moveBack(kioskVisit, 10);
    await s.act('visits', { locationId: s.main.id });

    const first = await breakdown(s.client);
    expect(current(first.byLocation, 'Main Street')).toEqual({
      ...zero,
      visits: 2,
      purchases: 1,
      spend: 10,
      pointsIssued: 10,
      actions: 2,
      undoRate: 0,
    });
    expect(current(first.byLocation, 'Station Kiosk')).toEqual({ ...zero, visits: 1, actions: 1, undoRate: 0 });
    // Every ended day of both periods (60 days, less today and yesterday) is summed now.
    expect(await filledDays(s.businessId)).toBe(58);
    expect(await breakdown(s.client)).toEqual(first);

    // The ended days come from the cache: a count changed there by hand shows.
    await t.db
      .update(counterDays)
      .set({ visits: sql`${counterDays.visits} + 100` })
      .where(and(eq(counterDays.businessId, s.businessId), eq(counterDays.locationId, s.kiosk.id)));
    expect(current((await breakdown(s.client)).byLocation, 'Station Kiosk')?.visits).toBe(101);

    // A visit that arrives for that day (moved there) forgets it: summed again from the ledger, with the new visit.
    await s.moveBack(await s.act('visits', { locationId: s.kiosk.id }), 10);
    expect(await filledDays(s.businessId)).toBeLessThan(58);
    expect(current((await breakdown(s.client)).byLocation, 'Station Kiosk')).toEqual({
      ...zero,
      visits: 2,
      actions: 2,
      undoRate: 0,
    });
    expect(await filledDays(s.businessId)).toBe(58);

    // An old action taken back now (a referral's reward taken back reads the same) counts for nothing on its day, and
    // its undo counts today.
    const rows = await t.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.businessId, s.businessId), eq(transactions.actionId, kioskVisit)));
    const head = rows.find((row) => row.id === kioskVisit);
    if (!head) throw new Error('no head row');
    await t.db.transaction((tx) =>
      reverseLedgerRows({
        tx,
        businessId: s.businessId,
        rows,
        reversalId: randomUUID(),
        head: { id: head.id, summary: [], idempotencyKey: null },
        staffUserId: null,
        counterStaffId: null,
        now: new Date(),
      }),
    );
    expect(current((await breakdown(s.client)).byLocation, 'Station Kiosk')).toEqual({
      ...zero,
      visits: 1,
      actions: 2,
      undos: 1,
      undoRate: 50,
    });

    // Nothing of this touched the other business's days.
    expect(await filledDays(other.businessId)).toBe(othersDays);
    expect(current((await breakdown(other.client)).byLocation, 'Main Street')?.visits).toBe(1);
  });

  it('forgets every day when the time zone changes, and reads a deleted location’s days as no location', async () => {
    const s = await shop();
    // A moment near the period's start that UTC and New York put in different periods (which one is in the period
    // depends on the hour the test runs: New York's today is UTC's yesterday until 05:00 UTC).
    const [moment] = await rawQuery<{ at: string; inUtcPeriod: boolean }>(
      t.db,
      sql`
        with today as (select (now() at time zone 'UTC')::date as utc, (now() at time zone 'America/New_York')::date as ny)
        select m.at::text as at, (m.at at time zone 'UTC')::date >= today.utc - 29 as "inUtcPeriod"
        from today, lateral (values
          (((today.utc - 29) + time '00:30') at time zone 'UTC'),
          (((today.utc - 30) + time '12:00') at time zone 'UTC')) m(at)
        where ((m.at at time zone 'UTC')::date >= today.utc - 29)
          <> ((m.at at time zone 'America/New_York')::date >= today.ny - 29)
        limit 1`,
    );
    if (!moment) throw new Error('no moment the two zones disagree on');
    const sale = await s.act('purchases', { amount: 8, locationId: s.kiosk.id });
    await t.db
      .update(transactions)
      .set({ createdAt: sql`${moment.at}::timestamptz` })
      .where(and(eq(transactions.businessId, s.businessId), eq(transactions.actionId, sale)));
    const inPeriod = (inCurrent: boolean) => ({ current: inCurrent ? 1 : 0, previous: inCurrent ? 0 : 1 });
    const purchasesAt = (rows: TCounterBreakdownRow[]) => {
      const kiosk = rows.find((r) => r.name === 'Station Kiosk');
      return { current: kiosk?.current.purchases, previous: kiosk?.previous.purchases };
    };

    expect(purchasesAt((await breakdown(s.client)).byLocation)).toEqual(inPeriod(moment.inUtcPeriod));
    expect(await filledDays(s.businessId)).toBe(58);

    const zone = { timeZone: 'America/New_York', quietHoursStart: '21:00', quietHoursEnd: '08:00' };
    const saved = await s.client.put('/api/settings/sending', zone);
    expect(saved.status).toBe(200);
    expect(await filledDays(s.businessId)).toBe(0);
    expect(purchasesAt((await breakdown(s.client)).byLocation)).toEqual(inPeriod(!moment.inUtcPeriod));

    // The location goes; what it recorded stays in the figures, under no location, cached days and ledger alike.
    await s.moveBack(await s.act('visits', { locationId: s.main.id }), 5);
    await s.act('visits', { locationId: s.main.id });
    expect((await s.client.delete(`/api/locations/${s.main.id}`)).status).toBe(204);
    const after = await breakdown(s.client);
    expect(after.byLocation.map((r) => r.name)).not.toContain('Main Street');
    expect(after.byLocation.find((r) => r.id === null)).toMatchObject({
      name: COUNTER_BREAKDOWN_LABELS.noLocation,
      current: { visits: 2, actions: 2 },
    });
  });
});
