import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compactRollups } from '../src/analytics/compact-rollups.ts';
import { deleteCustomer } from '../src/customers/delete-customer.ts';
import { rawQuery } from '../src/db/raw-sql.ts';
import { expireDue } from '../src/loyalty/expire-due.ts';
import { recordEarnAction } from '../src/loyalty/record-earn-action.ts';
import { redeemPoints } from '../src/loyalty/redeem-points.ts';
import { undoAction } from '../src/loyalty/undo-action.ts';
import { seedCustomer, seedLedger, seedProgram, seedProgress, seedUndo } from './analytics-history.ts';
import { addCustomer } from './factories/customers.ts';
import { newProgram } from './factories/programs.ts';
import { newBusiness, startTestApp, type TTestApp } from './harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

type TRow = Record<string, string | number | null>;

const DAY = 86_400_000;
/** A fixed clock: each action says when it happens. */
const T0 = new Date('2031-03-01T09:00:00Z');
const at = (days: number, hours = 0) => new Date(T0.getTime() + days * DAY + hours * 3_600_000);

async function query(q: ReturnType<typeof sql>): Promise<TRow[]> {
  return rawQuery<TRow>(t.db, q);
}

/** Rows of every number in it as a number, zero rows dropped (a rollup row may stay behind at zero), in one order. */
function normalised(rows: TRow[]): TRow[] {
  return rows
    .map((r) =>
      Object.fromEntries(
        Object.entries(r).map(([k, v]) => [k, typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : v]),
      ),
    )
    .filter((r) => Object.values(r).some((v) => typeof v === 'number' && v !== 0))
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
}

/** What the rollups hold for the business. */
async function stored(businessId: string) {
  return {
    ledger: normalised(
      await query(sql`
        select day::text as day, program_id, kind, sum(rows) as rows, sum(with_amount) as with_amount,
          sum(amount) as amount, sum(points_up) as points_up, sum(points) as points,
          sum(rewards_earned) as rewards_earned, sum(raw_points) as raw_points
        from ledger_days where business_id = ${businessId} group by 1, 2, 3`),
    ),
    activity: normalised(
      await query(sql`
        select day::text as day, customer_id::text as customer_id, checkins, purchases_with_amount, spend,
          member_checkins, member_purchases_with_amount, member_spend, previous_day::text as previous_day,
          next_day::text as next_day
        from customer_activity_days where business_id = ${businessId}`),
    ),
    programs: normalised(
      await query(sql`
        select day::text as day, program_id, customer_id, rows from program_customer_days where business_id = ${businessId}`),
    ),
  };
}

/**
 * The same, counted straight from the ledger as the analytics queries used to: an undone row and its reversal count
 * for nothing (the reversal's points still moved), a visit is a member's from the customer's first membership on.
 */
async function recounted(businessId: string) {
  const rows = sql`
    select t.*, (t.created_at at time zone coalesce(b.time_zone, 'UTC'))::date::text as day,
      -- Amounts count in minor units of the business's currency only (issue 35).
      case when t.currency = b.currency then t.amount_minor end as amount,
      t.type <> 'reversal' and not exists (
        select 1 from transactions r where r.reverses_id = t.id and r.type = 'reversal') as live,
      coalesce(t.created_at >= (
        select min(p.created_at) from customer_program_progress p
        where p.business_id = t.business_id and p.customer_id = t.customer_id), false) as member
    from transactions t join businesses b on b.id = t.business_id
    where t.business_id = ${businessId}`;
  return {
    ledger: normalised(
      await query(sql`
        select day, program_id, type as kind, count(*) filter (where live) as rows,
          count(amount) filter (where live) as with_amount, coalesce(sum(amount) filter (where live), 0) as amount,
          coalesce(sum(points) filter (where live and points > 0), 0) as points_up,
          coalesce(sum(points) filter (where live), 0) as points,
          count(*) filter (where live and type = 'earn' and reward_id is not null) as rewards_earned,
          sum(points) as raw_points
        from (${rows}) l group by 1, 2, 3`),
    ),
    activity: normalised(
      await query(sql`
        select *, lag(day) over w as previous_day, lead(day) over w as next_day from (
          select day, customer_id::text as customer_id, count(*) as checkins,
            count(amount) filter (where type = 'purchase') as purchases_with_amount,
            coalesce(sum(amount) filter (where type = 'purchase'), 0) as spend,
            count(*) filter (where member) as member_checkins,
            count(amount) filter (where member and type = 'purchase') as member_purchases_with_amount,
            coalesce(sum(amount) filter (where member and type = 'purchase'), 0) as member_spend
          from (${rows}) l where live and type in ('visit', 'purchase') and customer_id is not null group by 1, 2) d
        window w as (partition by customer_id order by day)`),
    ),
    programs: normalised(
      await query(sql`
        select day, program_id, customer_id, count(*) as rows
        from (${rows}) l where live and type in ('earn', 'redeem') and program_id is not null group by 1, 2, 3`),
    ),
  };
}

async function expectRollupsMatchLedger(businessId: string) {
  const counted = await recounted(businessId);
  expect(await stored(businessId)).toEqual(counted);
  return counted;
}

async function shop() {
  const biz = await newBusiness(t, { tierName: 'Agency' });
  const program = await newProgram(biz.client, { type: 'points', config: { pointsExpireDays: 30 } });
  const customer = await addCustomer(biz.client);
  const earn = (kind: 'visit' | 'purchase', amount: number | null, now: Date, customerId = customer.id) =>
    recordEarnAction({
      db: t.db,
      queue: t.deps.queue,
      businessId: biz.businessId,
      customerId,
      staffUserId: null,
      input: { kind, amount, idempotencyKey: randomUUID() },
      now,
    });
  return { ...biz, program, customer, earn };
}

const visitsOn = (ledger: TRow[], day: string) =>
  ledger
    .filter((r) => r.day === day && (r.kind === 'visit' || r.kind === 'purchase'))
    .reduce((n, r) => n + Number(r.rows), 0);

describe('analytics rollups', () => {
  it('stay equal to a recount of the ledger through check-ins, an undo, expiry and a customer delete', async () => {
    const s = await shop();
    const other = await addCustomer(s.client);
    await s.earn('purchase', 120, at(0));
    await s.earn('visit', null, at(1));
    await s.earn('purchase', 15.5, at(1, 2), other.id);
    let counted = await expectRollupsMatchLedger(s.businessId);
    expect(visitsOn(counted.ledger, '2031-03-02')).toBe(2);
    expect(counted.activity.filter((r) => r.day === '2031-03-02')).toHaveLength(2);

    // An undo takes the action's rows out of every rollup.
    const undone = await s.earn('purchase', 40, at(1, 3));
    expect(visitsOn((await stored(s.businessId)).ledger, '2031-03-02')).toBe(3);
    await undoAction({
      db: t.db,
      businessId: s.businessId,
      actionId: undone.actionId,
      staffUserId: null,
      now: at(1, 3),
    });
    counted = await expectRollupsMatchLedger(s.businessId);
    expect(visitsOn(counted.ledger, '2031-03-02')).toBe(2);

    await redeemPoints({
      db: t.db,
      businessId: s.businessId,
      customerId: s.customer.id,
      staffUserId: null,
      input: { programId: s.program.id, rewardName: 'Reward at 100 points', idempotencyKey: randomUUID() },
      now: at(2),
    });
    counted = await expectRollupsMatchLedger(s.businessId);
    expect(counted.programs.some((r) => r.day === '2031-03-03' && r.customer_id === s.customer.id)).toBe(true);

    // The expiry job's rows land in the rollups too.
    expect((await expireDue({ db: t.db, now: at(40), businessId: s.businessId })).points).toBeGreaterThan(0);
    counted = await expectRollupsMatchLedger(s.businessId);
    expect(counted.ledger.some((r) => r.kind === 'expire' && Number(r.points) < 0)).toBe(true);

    // A deleted customer's ledger stays, and so do the rollups.
    const before = await stored(s.businessId);
    await deleteCustomer({ db: t.db, fingerprints: t.deps.fingerprints, businessId: s.businessId, id: other.id });
    expect(await stored(s.businessId)).toEqual(before);
    await expectRollupsMatchLedger(s.businessId);
  });

  it("file a visit as a member's from the first membership on, whichever was written first", async () => {
    const { businessId } = await newBusiness(t);
    const programId = await seedProgram(t, businessId, 'Card', 'stamp_card');
    const ada = await seedCustomer(t, businessId, '2031-01-01T10:00:00Z');
    const [early] = await seedLedger(t, businessId, [
      { customerId: ada, type: 'visit', at: '2031-01-05T10:00:00Z' },
      { customerId: ada, type: 'purchase', amount: 12, at: '2031-01-10T10:00:00Z' },
      { customerId: ada, type: 'visit', at: '2031-01-20T10:00:00Z' },
    ]);
    expect((await stored(businessId)).activity.every((r) => r.member_checkins === 0)).toBe(true);

    // Joining on the 8th (written after the visits) makes the later two a member's.
    await seedProgress(t, businessId, [{ customerId: ada, programId, at: '2031-01-08T00:00:00Z' }]);
    const counted = await expectRollupsMatchLedger(businessId);
    expect(counted.activity.map((r) => [r.day, r.member_checkins, r.previous_day, r.next_day])).toEqual([
      ['2031-01-05', 0, null, '2031-01-10'],
      ['2031-01-10', 1, '2031-01-05', '2031-01-20'],
      ['2031-01-20', 1, '2031-01-10', null],
    ]);

    // Undoing the first visit, and losing the membership (its program deleted), are counted too.
    if (!early) throw new Error('no ledger row');
    await seedUndo(t, businessId, [early], ada, '2031-01-05T10:01:00Z');
    await t.db.execute(sql`delete from customer_program_progress where business_id = ${businessId}`);
    const after = await expectRollupsMatchLedger(businessId);
    expect(after.activity.map((r) => [r.day, r.member_checkins, r.previous_day, r.next_day])).toEqual([
      ['2031-01-10', 0, null, '2031-01-20'],
      ['2031-01-20', 0, '2031-01-10', null],
    ]);
  });

  it('recount a business when its ledger rows are changed or deleted', async () => {
    const { businessId } = await newBusiness(t);
    const programId = await seedProgram(t, businessId, 'Points', 'points');
    const ada = await seedCustomer(t, businessId, '2031-01-01T10:00:00Z');
    const [earnRow, enrolRow] = await seedLedger(t, businessId, [
      { customerId: ada, type: 'earn', programId, points: 10, at: '2031-01-05T10:00:00Z' },
      { customerId: ada, type: 'enrol', programId, at: '2031-01-06T10:00:00Z' },
    ]);
    await t.db.execute(sql`update transactions set created_at = '2031-01-07T10:00:00Z' where id = ${earnRow}`);
    await t.db.execute(sql`delete from transactions where id = ${enrolRow}`);
    const counted = await expectRollupsMatchLedger(businessId);
    expect(counted.ledger.map((r) => [r.day, r.kind])).toEqual([['2031-01-07', 'earn']]);
  });

  it("keep each business's rollups to its own rows", async () => {
    const a = await shop();
    const b = await shop();
    await a.earn('purchase', 30, at(0));
    await b.earn('purchase', 50, at(0));
    const mine = await expectRollupsMatchLedger(a.businessId);
    await b.earn('visit', null, at(1));
    await expectRollupsMatchLedger(b.businessId);
    expect(await stored(a.businessId)).toEqual(mine);
    expect(mine.activity.map((r) => r.customer_id)).toEqual([a.customer.id]);
    // Cents: the rollups hold minor units of the business's currency (issue 35).
    expect(mine.ledger.find((r) => r.kind === 'purchase')).toMatchObject({ rows: 1, amount: 3000 });
    const foreign = await query(sql`
      select count(*)::int as n from customer_activity_days d join customers c on c.id = d.customer_id
      where d.business_id = ${a.businessId} and c.business_id <> ${a.businessId}`);
    expect(foreign).toEqual([{ n: 0 }]);
  });

  it("move every row to the business's new day when its time zone is saved", async () => {
    const s = await shop();
    await s.earn('purchase', 20, new Date('2031-03-03T23:30:00Z'));
    expect(visitsOn((await stored(s.businessId)).ledger, '2031-03-03')).toBe(1);
    const res = await s.client.put('/api/settings/sending', {
      postalAddress: '12 Harbour Street\nPortland, ME 04101',
      contactPhone: '(415) 555-0101',
      contactEmail: 'help@bluedoor.test',
      timeZone: 'Europe/Berlin',
      quietHoursStart: '21:00',
      quietHoursEnd: '08:00',
    });
    expect(res.status).toBe(200);
    const counted = await expectRollupsMatchLedger(s.businessId);
    expect(visitsOn(counted.ledger, '2031-03-03')).toBe(0);
    expect(visitsOn(counted.ledger, '2031-03-04')).toBe(1);
    expect(counted.activity.map((r) => r.day)).toEqual(['2031-03-04']);
  });

  it('lose and double nothing when check-ins of many customers run while the time zone is saved', async () => {
    const s = await shop();
    const customers = await Promise.all(Array.from({ length: 8 }, () => addCustomer(s.client)));
    const day = new Date('2031-03-05T12:00:00Z');
    await Promise.all(customers.map((c) => s.earn('visit', null, day, c.id)));
    // Eight customers' counters of one day sit on more than one row (slots), so their check-ins do not queue on one.
    const slots = await query(sql`
      select count(distinct slot) as n from ledger_days where business_id = ${s.businessId} and kind = 'visit'`);
    expect(Number(slots[0]?.n)).toBeGreaterThan(1);

    const checkIns = customers.map((c) => s.earn('purchase', 10, day, c.id));
    const save = s.client.put('/api/settings/sending', {
      postalAddress: '12 Harbour Street\nPortland, ME 04101',
      contactPhone: '(415) 555-0101',
      contactEmail: 'help@bluedoor.test',
      timeZone: 'America/New_York',
      quietHoursStart: '21:00',
      quietHoursEnd: '08:00',
    });
    await Promise.all(checkIns);
    expect((await save).status).toBe(200);
    const counted = await expectRollupsMatchLedger(s.businessId);
    expect(visitsOn(counted.ledger, '2031-03-05')).toBe(16);
  });

  it("fold the slots of days that have ended into one row each, every figure the same, today's left spread", async () => {
    const s = await shop();
    const customers = await Promise.all(Array.from({ length: 10 }, () => addCustomer(s.client)));
    // The fold runs at 03:25 UTC on 2031-03-10: the 7th has ended everywhere, the 9th and 10th may not have.
    const now = new Date('2031-03-10T03:25:00Z');
    for (const day of [new Date('2031-03-07T12:00:00Z'), new Date('2031-03-09T12:00:00Z')]) {
      await Promise.all(customers.map((c) => s.earn('purchase', 10, day, c.id)));
    }
    const spreadOn = async (day: string) =>
      Number(
        (
          await query(sql`
            select count(*) as n from ledger_days
            where business_id = ${s.businessId} and day = ${day}::date and slot <> 0`)
        )[0]?.n,
      );
    expect(await spreadOn('2031-03-07')).toBeGreaterThan(0);
    const before = await expectRollupsMatchLedger(s.businessId);

    expect(await compactRollups({ db: t.db, now, businessId: s.businessId })).toBeGreaterThan(0);
    expect(await spreadOn('2031-03-07')).toBe(0);
    expect(await spreadOn('2031-03-09')).toBeGreaterThan(0);
    const rowsOn7th = await query(sql`
      select kind, program_id, count(*) as n from ledger_days
      where business_id = ${s.businessId} and day = '2031-03-07' group by 1, 2`);
    expect(rowsOn7th.map((r) => Number(r.n))).toEqual(rowsOn7th.map(() => 1));
    expect(await expectRollupsMatchLedger(s.businessId)).toEqual(before);
    expect(visitsOn(before.ledger, '2031-03-07')).toBe(10);

    // Run again: nothing left to fold.
    expect(await compactRollups({ db: t.db, now, businessId: s.businessId })).toBe(0);
    await expectRollupsMatchLedger(s.businessId);
  });
});
