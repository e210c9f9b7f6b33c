import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../src/db/schema/index.ts';
import { seedCustomer, seedLedger, seedUndo, setTimeZone } from './analytics-history.ts';
import { newBusiness, startTestApp, type TTestApp } from './harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();
const dayOf = (days: number) => ago(days).slice(0, 10);

/** A customer of the business with a visit (or a purchase) at each of `daysAgo`. */
async function regular(businessId: string, daysAgo: number[]) {
  const customerId = await seedCustomer(t, businessId, ago(400));
  await seedLedger(
    t,
    businessId,
    daysAgo.map((d, i) =>
      i % 2 ? { customerId, type: 'purchase', at: ago(d), amount: 4.5 } : { customerId, type: 'visit', at: ago(d) },
    ),
  );
  return customerId;
}

describe("GET /api/customers/:id/rhythm: each customer's own rhythm", () => {
  it('knows a weekly regular is due next week, and a late one as overdue by their own rhythm', async () => {
    const { client: c, businessId } = await newBusiness(t);
    await setTimeZone(t, businessId, 'UTC');
    const weekly = await regular(businessId, [2, 9, 16, 23, 30]);
    const res = await c.get(`/api/customers/${weekly}/rhythm`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      visitDays: 5,
      today: dayOf(0),
      rhythm: {
        usualGapDays: 7,
        spreadDays: 0,
        lastVisitOn: dayOf(2),
        dueOn: dayOf(-5),
        daysLate: -5,
        status: 'due',
      },
    });
    const lapsed = await regular(businessId, [20, 27, 34, 41]);
    expect((await c.get(`/api/customers/${lapsed}/rhythm`)).body.rhythm).toMatchObject({
      usualGapDays: 7,
      dueOn: dayOf(13),
      daysLate: 13,
      status: 'overdue',
    });
  });

  it('does not call a monthly customer overdue after three weeks', async () => {
    const { client: c, businessId } = await newBusiness(t);
    const monthly = await regular(businessId, [21, 51, 81, 111]);
    expect((await c.get(`/api/customers/${monthly}/rhythm`)).body.rhythm).toMatchObject({
      usualGapDays: 30,
      dueOn: dayOf(-9),
      status: 'due',
    });
  });

  it('tells no rhythm before visits on four different days: two on one day count once, an undone one not at all', async () => {
    const { client: c, businessId } = await newBusiness(t);
    const customerId = await regular(businessId, [8, 15]);
    const yesterday = ago(1);
    await seedLedger(t, businessId, [
      { customerId, type: 'visit', at: yesterday },
      { customerId, type: 'purchase', at: yesterday, amount: 3 },
    ]);
    const [undone] = await seedLedger(t, businessId, [{ customerId, type: 'visit', at: ago(22) }]);
    await seedUndo(t, businessId, [undone as string], customerId, ago(22));
    expect((await c.get(`/api/customers/${customerId}/rhythm`)).body).toEqual({
      visitDays: 3,
      today: dayOf(0),
      rhythm: null,
    });
  });

  it("reads the days in the business's time zone", async () => {
    const { client: c, businessId } = await newBusiness(t);
    await setTimeZone(t, businessId, 'Pacific/Kiritimati');
    const customerId = await regular(businessId, [3, 10, 17, 24]);
    const { body } = await c.get(`/api/customers/${customerId}/rhythm`);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Kiritimati' }).format(new Date());
    expect(body.today).toBe(today);
    expect(body.rhythm.usualGapDays).toBe(7);
  });

  it("answers 404 for another business's customer, a deleted one and a malformed id", async () => {
    const mine = await newBusiness(t);
    const theirs = await newBusiness(t);
    const theirCustomer = await regular(theirs.businessId, [2, 9, 16, 23]);
    const other = await mine.client.get(`/api/customers/${theirCustomer}/rhythm`);
    expect(other.status).toBe(404);
    expect(other.body.error.message).toBe('Customer not found');
    const gone = await regular(mine.businessId, [2, 9, 16, 23]);
    await t.db.update(customers).set({ deletedAt: new Date() }).where(eq(customers.id, gone));
    expect((await mine.client.get(`/api/customers/${gone}/rhythm`)).status).toBe(404);
    expect((await mine.client.get('/api/customers/not-an-id/rhythm')).status).toBe(404);
  });
});
