import { randomUUID } from 'node:crypto';
import { IMPORT_MESSAGES, stampsBalanceMessage } from '@regulars/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepOpeningBalances, writeOpeningBalances } from '../src/customers/index.ts';
import { customerProgramProgress, customers, importOpeningBalances, transactions } from '../src/db/schema/index.ts';
import { expireDue } from '../src/loyalty/index.ts';
import { newProgram } from './factories/programs.ts';
import {
  newBusiness,
  openingBalancesWritten,
  startTestApp,
  type TClient,
  type TTestApp,
  waitingOpeningBalances,
} from './harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

const DAY = 86_400_000;

type TBalanceRow = {
  first_name: string;
  email: string;
  balances?: Record<string, string>;
  lifetime_points?: string;
  visits?: string;
  member_since?: string;
};
const body = (rows: TBalanceRow[]) => ({
  rows: rows.map((r, i) => ({ rowNumber: i + 2, last_name: '', phone: '', birthday: '', ...r })),
  final: true,
});

async function customerByEmail(businessId: string, email: string) {
  const [row] = await t.db
    .select({ id: customers.id, totalPoints: customers.totalPoints })
    .from(customers)
    .where(and(eq(customers.businessId, businessId), eq(customers.email, email)));
  return row;
}

async function standing(c: TClient, customerId: string) {
  const res = await c.get(`/api/customers/${customerId}/standing`);
  expect(res.status).toBe(200);
  return res.body.programs as { id: string; pointsBalance: number; stampsCurrent: number }[];
}

describe('importing balances (issue 33)', () => {
  it('brings points and stamps in as opening balances: in balances and liability, not in points issued', async () => {
    const { client: c, businessId } = await newBusiness(t, { tierName: 'Pro' });
    const points = await newProgram(c, {
      name: 'Coffee Points',
      type: 'points',
      config: {
        pointsPerDollar: 1,
        minimumRedemption: 100,
        pointsExpireDays: 365,
        rewards: [{ name: 'Mug', points: 100 }],
      },
    });
    const card = await newProgram(c, { name: 'Coffee Card', type: 'stamp_card', config: { stampsRequired: 10 } });
    const before = Date.now();
    const res = await c.post(
      '/api/customers/import',
      body([
        { first_name: 'Ann', email: 'ann@example.com', balances: { [points.id]: '1,250', [card.id]: '3' } },
        { first_name: 'Bob', email: 'bob@example.com', balances: { [points.id]: '0' } },
        { first_name: 'Cara', email: 'cara@example.com', balances: { [points.id]: 'lots' } },
        { first_name: 'Dan', email: 'dan@example.com', balances: { [card.id]: '10' } },
        { first_name: 'Eve', email: 'eve@example.com', balances: { [randomUUID()]: '5' } },
        { first_name: 'Finn', email: 'finn@example.com', balances: { [points.id]: '1000001' } },
      ]),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.imported).toBe(2);
    expect(res.body.results).toEqual([
      { rowNumber: 2, status: 'imported' },
      { rowNumber: 3, status: 'imported' },
      { rowNumber: 4, status: 'failed', error: IMPORT_MESSAGES.pointsBalance },
      { rowNumber: 5, status: 'failed', error: stampsBalanceMessage(10) },
      { rowNumber: 6, status: 'failed', error: IMPORT_MESSAGES.programGone },
      { rowNumber: 7, status: 'failed', error: 'A points balance must be a whole number from 0 to 1,000,000' },
    ]);
    expect(await customerByEmail(businessId, 'cara@example.com')).toBeUndefined();

    // The points total comes with the customer; memberships and ledger rows follow by a job, seconds later.
    expect((await customerByEmail(businessId, 'ann@example.com'))?.totalPoints).toBe(1250);
    await openingBalancesWritten(t, businessId, res.body.importId);
    const ann = await customerByEmail(businessId, 'ann@example.com');
    expect(ann?.totalPoints).toBe(1250);
    const annPrograms = await standing(c, ann?.id ?? '');
    expect(annPrograms.find((p) => p.id === points.id)?.pointsBalance).toBe(1250);
    expect(annPrograms.find((p) => p.id === card.id)?.stampsCurrent).toBe(3);
    const rows = await t.db
      .select({
        type: transactions.type,
        points: transactions.points,
        stamps: transactions.stamps,
        expires: transactions.pointsExpireAt,
      })
      .from(transactions)
      .where(and(eq(transactions.businessId, businessId), eq(transactions.customerId, ann?.id ?? '')))
      .orderBy(transactions.points);
    expect(rows.map(({ type, points, stamps }) => ({ type, points, stamps }))).toEqual([
      { type: 'opening_balance', points: 0, stamps: 3 },
      { type: 'opening_balance', points: 1250, stamps: 0 },
    ]);
    // The program's 365 days count from the import.
    const expires = rows[1]?.expires?.getTime() ?? 0;
    expect(expires).toBeGreaterThanOrEqual(before + 365 * DAY - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 365 * DAY + 1000);
    expect(rows[0]?.expires).toBeNull();

    // A zero brings nothing: Bob joins at his first visit like anyone new.
    const bob = await customerByEmail(businessId, 'bob@example.com');
    const bobProgress = await t.db
      .select()
      .from(customerProgramProgress)
      .where(
        and(eq(customerProgramProgress.businessId, businessId), eq(customerProgramProgress.customerId, bob?.id ?? '')),
      );
    expect(bobProgress).toEqual([]);

    // Analytics: owed, but neither issued in the period nor a visit.
    const analytics = await c.get('/api/analytics?period=30d');
    expect(analytics.status).toBe(200);
    expect(analytics.body.points).toMatchObject({ issued: { current: 0 }, outstanding: { current: 1250 } });
    expect(analytics.body.engagement.visits.current).toBe(0);

    // Imported points lapse with the program's expiry, first in, first out.
    await t.db
      .update(transactions)
      .set({ pointsExpireAt: sql`now() - interval '1 day'` })
      .where(and(eq(transactions.businessId, businessId), eq(transactions.type, 'opening_balance')));
    await expireDue({ db: t.db, businessId });
    const afterExpiry = await standing(c, ann?.id ?? '');
    expect(afterExpiry.find((p) => p.id === points.id)?.pointsBalance).toBe(0);
    expect(afterExpiry.find((p) => p.id === card.id)?.stampsCurrent).toBe(3);
    expect((await customerByEmail(businessId, 'ann@example.com'))?.totalPoints).toBe(0);
  });

  it('brings lifetime points and visits from the old program onto new customers, checked like balances', async () => {
    const { client: c, businessId } = await newBusiness(t, { tierName: 'Pro' });
    const points = await newProgram(c, { name: 'Coffee Points', type: 'points' });
    const res = await c.post(
      '/api/customers/import',
      body([
        {
          first_name: 'Ivy',
          email: 'ivy@example.com',
          lifetime_points: '4,800',
          visits: '37',
          balances: { [points.id]: '120' },
        },
        { first_name: 'Jay', email: 'jay@example.com', balances: { [points.id]: '90' } },
        { first_name: 'Kim', email: 'kim@example.com', lifetime_points: '-3' },
        { first_name: 'Lou', email: 'lou@example.com', visits: '100001' },
      ]),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await openingBalancesWritten(t, businessId, res.body.importId);
    expect(res.body.results).toEqual([
      { rowNumber: 2, status: 'imported' },
      { rowNumber: 3, status: 'imported' },
      { rowNumber: 4, status: 'failed', error: 'Lifetime points must be a whole number from 0 to 100,000,000' },
      { rowNumber: 5, status: 'failed', error: IMPORT_MESSAGES.visits },
    ]);
    const detail = async (email: string) => {
      const id = (await customerByEmail(businessId, email))?.id;
      const got = await c.get(`/api/customers/${id}`);
      expect(got.status).toBe(200);
      return got.body.customer as { lifetimePointsEarned: number; totalVisits: number; totalPoints: number };
    };
    expect(await detail('ivy@example.com')).toMatchObject({
      lifetimePointsEarned: 4800,
      totalVisits: 37,
      totalPoints: 120,
    });
    // Without the column, earned over time is what they hold.
    expect(await detail('jay@example.com')).toMatchObject({
      lifetimePointsEarned: 90,
      totalVisits: 0,
      totalPoints: 90,
    });
    // History is not activity here: no visits in Analytics.
    const analytics = await c.get('/api/analytics?period=30d');
    expect(analytics.body.engagement.visits.current).toBe(0);
  });

  it('brings the day they became members, read as the business writes dates; the undo still finds them', async () => {
    const { client: c, businessId } = await newBusiness(t, { tierName: 'Pro' });
    const res = await c.post(
      '/api/customers/import',
      body([
        { first_name: 'Mia', email: 'mia@example.com', member_since: '04/05/2023' },
        { first_name: 'Ned', email: 'ned@example.com', member_since: '2021-09-30T15:04:00Z' },
        { first_name: 'Ola', email: 'ola@example.com' },
        { first_name: 'Pia', email: 'pia@example.com', member_since: '2099-01-01' },
        { first_name: 'Quin', email: 'quin@example.com', member_since: 'ages ago' },
      ]),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.results.map((r: { status: string; error?: string }) => r.error ?? r.status)).toEqual([
      'imported',
      'imported',
      'imported',
      IMPORT_MESSAGES.memberSince,
      'Member since must be a date in the past, like 2023-04-05',
    ]);
    const listed = (await c.get('/api/customers?search=example.com')).body.customers as {
      firstName: string;
      memberSince: string | null;
      createdAt: string;
    }[];
    // A US business writes the month first.
    expect(Object.fromEntries(listed.map((x) => [x.firstName, x.memberSince]))).toEqual({
      Mia: '2023-04-05',
      Ned: '2021-09-30',
      Ola: null,
    });
    const mia = await customerByEmail(businessId, 'mia@example.com');
    expect((await c.get(`/api/customers/${mia?.id}`)).body.customer).toMatchObject({ memberSince: '2023-04-05' });

    // The day they came into Regulars is still the import's: the undo removes all three.
    await openingBalancesWritten(t, businessId, res.body.importId);
    const undone = await c.post(`/api/customers/imports/${res.body.importId}/undo`, {});
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(await customerByEmail(businessId, 'mia@example.com')).toBeUndefined();
  });

  it("refuses another business's program and writes nothing for the row", async () => {
    const mine = await newBusiness(t, { tierName: 'Pro' });
    const other = await newBusiness(t, { tierName: 'Pro' });
    const theirs = await newProgram(other.client, { name: 'Their Points', type: 'points' });
    const res = await mine.client.post(
      '/api/customers/import',
      body([{ first_name: 'Gus', email: 'gus@example.com', balances: { [theirs.id]: '50' } }]),
    );
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([{ rowNumber: 2, status: 'failed', error: IMPORT_MESSAGES.programGone }]);
    expect(await customerByEmail(mine.businessId, 'gus@example.com')).toBeUndefined();
    const written = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(transactions)
      .where(and(eq(transactions.programId, theirs.id), eq(transactions.type, 'opening_balance')));
    expect(written[0]?.n).toBe(0);
    const bad = await mine.client.post(
      '/api/customers/import',
      body([{ first_name: 'Hal', email: 'hal@example.com', balances: { 'not-a-program': '5' } }]),
    );
    expect(bad.status).toBe(400);
  });
});

describe('the job that writes opening balances (issue 33)', () => {
  /** An import of customers without balances, then balances waiting for it as a batch leaves them. */
  async function importWaiting(c: TClient, businessId: string, names: string[]) {
    const res = await c.post(
      '/api/customers/import',
      body(names.map((n) => ({ first_name: n, email: `${n}@x.test` }))),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const ids = await Promise.all(names.map(async (n) => (await customerByEmail(businessId, `${n}@x.test`))?.id ?? ''));
    return { importId: res.body.importId as string, ids };
  }
  /** Balances waiting for the job as a request leaves them: under each customer's number, ready unless told. */
  const wait = async (
    businessId: string,
    importId: string,
    balances: { customerId: string; points: number }[],
    program: string,
    ready = true,
  ) => {
    const numbered = await t.db
      .select({ id: customers.id, u: customers.uniqueCustomerId })
      .from(customers)
      .where(eq(customers.businessId, businessId));
    const numberOf = new Map(numbered.map((c) => [c.id, c.u]));
    await t.db.insert(importOpeningBalances).values({
      businessId,
      batchId: importId,
      ready,
      balances: JSON.stringify(
        balances.map((b) => ({
          u: numberOf.get(b.customerId),
          balances: [{ programId: program, points: b.points, stamps: 0, expiresAt: null }],
        })),
      ),
    });
  };
  const waiting = (businessId: string, importId: string) => waitingOpeningBalances(t, businessId, importId);

  it('adds to a membership made meanwhile and leaves other businesses alone', async () => {
    const { client: c, businessId } = await newBusiness(t, { tierName: 'Pro' });
    const points = await newProgram(c, { name: 'Coffee Points', type: 'points' });
    const { importId, ids } = await importWaiting(c, businessId, ['ann', 'bob']);
    const [annId = '', bobId = ''] = ids;
    // Ann visits in the seconds before the job: she joins the program (a membership of her own).
    const visit = await c.post(`/api/customers/${annId}/visits`, { idempotencyKey: randomUUID() });
    expect(visit.status, JSON.stringify(visit.body)).toBe(201);
    const membership = () =>
      t.db
        .select({ points: customerProgramProgress.pointsBalance })
        .from(customerProgramProgress)
        .where(and(eq(customerProgramProgress.businessId, businessId), eq(customerProgramProgress.customerId, annId)));
    const [joinedRow] = await membership();
    expect(joinedRow).toBeDefined();
    const joined = joinedRow?.points ?? 0;
    await wait(
      businessId,
      importId,
      [
        { customerId: annId, points: 200 },
        { customerId: bobId, points: 80 },
      ],
      points.id,
    );

    // Another business's run of the job (its own import id) touches none of them.
    const other = await newBusiness(t, { tierName: 'Pro' });
    expect(await writeOpeningBalances({ db: t.db, businessId: other.businessId, importId })).toBe(0);
    expect(await waiting(businessId, importId)).toBe(1);

    await writeOpeningBalances({ db: t.db, businessId, importId });
    expect(await waiting(businessId, importId)).toBe(0);
    expect(await membership()).toEqual([{ points: joined + 200 }]);
    expect((await standing(c, annId)).find((p) => p.id === points.id)?.pointsBalance).toBe(joined + 200);
    expect((await standing(c, bobId)).find((p) => p.id === points.id)?.pointsBalance).toBe(80);
    const ledger = await t.db
      .select({ type: transactions.type, points: transactions.points })
      .from(transactions)
      .where(and(eq(transactions.businessId, businessId), eq(transactions.customerId, bobId)));
    expect(ledger).toEqual([{ type: 'opening_balance', points: 80 }]);
    // A second run finds nothing left to write.
    expect(await writeOpeningBalances({ db: t.db, businessId, importId })).toBe(0);
  });

  it('an undo before the job removes the balances still waiting with the customers', async () => {
    const { client: c, businessId } = await newBusiness(t, { tierName: 'Pro' });
    const points = await newProgram(c, { name: 'Coffee Points', type: 'points' });
    const { importId, ids } = await importWaiting(c, businessId, ['cara']);
    await wait(businessId, importId, [{ customerId: ids[0] ?? '', points: 300 }], points.id);
    const undo = await c.post(`/api/customers/imports/${importId}/undo`, {});
    expect(undo.status, JSON.stringify(undo.body)).toBe(200);
    expect(undo.body).toEqual({ removed: 1, restored: 0 });
    expect(await waiting(businessId, importId)).toBe(0);
    expect(await writeOpeningBalances({ db: t.db, businessId, importId })).toBe(0);
    const ledger = await t.db
      .select({ id: transactions.id })
      .from(transactions)
      .where(and(eq(transactions.businessId, businessId), eq(transactions.programId, points.id)));
    expect(ledger).toEqual([]);
  });

  it('leaves balances whose batches may still be running, until an hour shows their request stopped', async () => {
    const { client: c, businessId } = await newBusiness(t, { tierName: 'Pro' });
    const points = await newProgram(c, { name: 'Coffee Points', type: 'points' });
    const { importId, ids } = await importWaiting(c, businessId, ['eva']);
    await wait(businessId, importId, [{ customerId: ids[0] ?? '', points: 70 }], points.id, false);
    expect(await writeOpeningBalances({ db: t.db, businessId, importId })).toBe(0);
    expect(await waiting(businessId, importId)).toBe(1);
    await t.db
      .update(importOpeningBalances)
      .set({ createdAt: new Date(Date.now() - 2 * 3_600_000) })
      .where(and(eq(importOpeningBalances.businessId, businessId), eq(importOpeningBalances.batchId, importId)));
    await sweepOpeningBalances({ db: t.db });
    expect(await waiting(businessId, importId)).toBe(0);
    expect((await standing(c, ids[0] ?? '')).find((p) => p.id === points.id)?.pointsBalance).toBe(70);
  });

  it('the sweep writes balances a request left waiting without queueing their job', async () => {
    const { client: c, businessId } = await newBusiness(t, { tierName: 'Pro' });
    const points = await newProgram(c, { name: 'Coffee Points', type: 'points' });
    const { importId, ids } = await importWaiting(c, businessId, ['dev']);
    await wait(businessId, importId, [{ customerId: ids[0] ?? '', points: 45 }], points.id);
    await sweepOpeningBalances({ db: t.db });
    expect(await waiting(businessId, importId)).toBe(0);
    expect((await standing(c, ids[0] ?? '')).find((p) => p.id === points.id)?.pointsBalance).toBe(45);
  });
});
