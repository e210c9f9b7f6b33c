import { ANALYTICS_MESSAGES } from '@regulars/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, smsOptOuts } from '../src/db/schema/index.ts';
import {
  seedConsent,
  seedCustomer,
  seedLedger,
  seedMessages,
  seedProgram,
  seedProgress,
  seedQrCode,
  seedReward,
  seedUndo,
  setTimeZone,
} from './analytics-history.ts';
import { client, newBusiness, startTestApp, type TTestApp } from './harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

/**
 * A known history around the week 4–10 March 2026 (the period) and 25 Feb–3 Mar (the one before it), in UTC.
 * Returns the ids the assertions name.
 */
async function seedHistory(businessId: string) {
  await seedCustomer(t, businessId, '2025-12-01T12:00:00Z');
  const c1 = await seedCustomer(t, businessId, '2026-01-10T12:00:00Z');
  const c2 = await seedCustomer(t, businessId, '2026-02-26T12:00:00Z');
  const c3 = await seedCustomer(t, businessId, '2026-03-05T12:00:00Z');
  const c4 = await seedCustomer(t, businessId, '2026-03-09T12:00:00Z');
  await seedCustomer(t, businessId, '2026-03-06T12:00:00Z', { deletedAt: '2026-03-07T12:00:00Z' });
  await seedCustomer(t, businessId, '2026-03-11T12:00:00Z');
  // Who left: one email unsubscribe in each period, one number that texted STOP in this one.
  await t.db
    .update(customers)
    .set({ emailUnsubscribedAt: new Date('2026-02-27T10:00:00Z') })
    .where(eq(customers.id, c1));
  await t.db
    .update(customers)
    .set({ emailUnsubscribedAt: new Date('2026-03-06T10:00:00Z') })
    .where(eq(customers.id, c2));
  await t.db.insert(smsOptOuts).values({
    businessId,
    phone: '+16465550188',
    source: 'keyword',
    message: 'STOP',
    createdAt: new Date('2026-03-08T10:00:00Z'),
  });
  // Put on the list by the team, not texted: counted apart.
  await t.db.insert(smsOptOuts).values({
    businessId,
    phone: '+16465550189',
    source: 'manual',
    message: null,
    createdAt: new Date('2026-03-09T10:00:00Z'),
  });
  const programA = await seedProgram(t, businessId, 'Coffee points', 'points');
  const programB = await seedProgram(t, businessId, 'Stamp card', 'stamp_card');
  await seedProgress(t, businessId, [
    { customerId: c1, programId: programA, at: '2026-01-10T12:00:00Z', pointsBalance: 16 },
    { customerId: c2, programId: programA, at: '2026-03-05T09:00:00Z' },
    { customerId: c3, programId: programA, at: '2026-03-05T12:00:00Z', pointsBalance: 5 },
    { customerId: c3, programId: programB, at: '2026-03-05T12:00:00Z' },
  ]);
  const r1 = await seedReward(t, businessId, {
    customerId: c3,
    programId: programB,
    earnedAt: '2026-03-10T12:00:00Z',
    status: 'earned',
  });
  const r2 = await seedReward(t, businessId, {
    customerId: c1,
    programId: programA,
    earnedAt: '2026-03-07T12:00:00Z',
    status: 'redeemed',
  });
  await seedReward(t, businessId, { customerId: c2, earnedAt: '2026-02-28T12:00:00Z', status: 'redeemed' });
  await seedReward(t, businessId, { customerId: c4, earnedAt: '2026-03-09T12:00:00Z', status: 'void' });
  await seedLedger(t, businessId, [
    // The period before.
    { customerId: c1, type: 'visit', at: '2026-02-26T10:00:00Z' },
    { customerId: c1, type: 'earn', programId: programA, points: 10, at: '2026-02-26T10:00:00Z' },
    { customerId: c2, type: 'purchase', amount: 20, at: '2026-02-27T10:00:00Z' },
    // The period.
    { customerId: c1, type: 'visit', at: '2026-03-04T09:00:00Z' },
    { customerId: c1, type: 'earn', programId: programA, points: 20, at: '2026-03-04T09:00:00Z' },
    { customerId: c2, type: 'purchase', amount: 10, at: '2026-03-04T12:00:00Z' },
    { customerId: c2, type: 'enrol', programId: programA, at: '2026-03-05T09:00:00Z' },
    { customerId: c3, type: 'enrol', programId: programA, at: '2026-03-05T12:00:00Z' },
    { customerId: c3, type: 'enrol', programId: programB, at: '2026-03-05T12:00:00Z' },
    { customerId: c3, type: 'welcome_bonus', programId: programA, points: 5, at: '2026-03-05T12:00:00Z' },
    { customerId: c1, type: 'purchase', amount: 30, at: '2026-03-06T09:00:00Z' },
    { customerId: c2, type: 'visit', at: '2026-03-06T10:00:00Z' },
    { customerId: c1, type: 'redeem', programId: programA, points: -15, rewardId: r2, at: '2026-03-07T09:00:00Z' },
    { customerId: c1, type: 'purchase', at: '2026-03-08T09:00:00Z' },
    { customerId: c1, type: 'expire', programId: programA, points: -3, at: '2026-03-08T00:00:00Z' },
    { customerId: c3, type: 'visit', at: '2026-03-10T20:00:00Z' },
    { customerId: c3, type: 'earn', programId: programB, stamps: 1, rewardId: r1, at: '2026-03-10T20:00:00Z' },
    // After the period.
    { customerId: c1, type: 'earn', programId: programA, points: 4, at: '2026-03-12T09:00:00Z' },
  ]);
  // A visit that was undone counts for nothing.
  const undone = await seedLedger(t, businessId, [
    { customerId: c4, type: 'visit', at: '2026-03-09T15:00:00Z' },
    { customerId: c4, type: 'earn', programId: programA, points: 7, at: '2026-03-09T15:00:00Z' },
  ]);
  await seedUndo(t, businessId, undone, c4, '2026-03-09T15:01:00Z');
  await seedMessages(t, businessId, [
    { type: 'email', status: 'sent', at: '2026-02-28T10:00:00Z', opened: true },
    { type: 'sms', status: 'failed', at: '2026-02-28T10:00:00Z' },
    { type: 'email', status: 'sent', at: '2026-03-04T10:00:00Z', opened: true },
    { type: 'sms', status: 'sent', at: '2026-03-05T10:00:00Z' },
    { type: 'email', status: 'sent', at: '2026-03-06T10:00:00Z' },
    { type: 'email', status: 'failed', at: '2026-03-06T10:00:00Z' },
    { type: 'email', status: 'sent', at: '2026-03-08T10:00:00Z' },
    { type: 'sms', status: 'sent', at: '2026-03-10T10:00:00Z' },
    { type: 'sms', status: 'pending', at: '2026-03-10T11:00:00Z' },
    // Kept by the outbox: sent, but received by nobody, so not in the delivery rate.
    { type: 'sms', status: 'sent', at: '2026-03-10T12:00:00Z', provider: 'outbox' },
  ]);
  const qr1 = await seedQrCode(t, businessId, {
    location: 'Front desk',
    signups: 7,
    scans: 20,
    createdAt: '2025-06-01T00:00:00Z',
  });
  const qr2 = await seedQrCode(t, businessId, {
    location: '',
    signups: 0,
    scans: 0,
    createdAt: '2025-07-01T00:00:00Z',
  });
  await seedConsent(t, businessId, { customerId: c3, qrCodeId: qr1, channel: 'sms', at: '2026-03-05T12:00:00Z' });
  await seedConsent(t, businessId, { customerId: c3, qrCodeId: qr1, channel: 'email', at: '2026-03-05T12:00:00Z' });
  await seedConsent(t, businessId, { customerId: c2, qrCodeId: qr1, channel: 'sms', at: '2026-02-26T12:00:00Z' });
  return { programA, programB, qr1, qr2, c1 };
}

const WEEK = '/api/analytics?period=7d&to=2026-03-10';

describe('analytics figures', () => {
  it('computes every card for the period and the week before it, exactly', async () => {
    const { client: c, businessId } = await newBusiness(t);
    await seedHistory(businessId);
    // Another business's history in the same days must not show.
    const other = await newBusiness(t);
    await seedHistory(other.businessId);
    await seedLedger(t, other.businessId, [
      {
        customerId: await seedCustomer(t, other.businessId, '2026-03-05T00:00:00Z'),
        type: 'visit',
        at: '2026-03-05T10:00:00Z',
      },
    ]);

    const res = await c.get(WEEK);
    expect(res.status).toBe(200);
    const a = res.body;
    expect(a.range).toEqual({
      period: '7d',
      from: '2026-03-04',
      to: '2026-03-10',
      previousFrom: '2026-02-25',
      previousTo: '2026-03-03',
      days: 7,
      bucket: 'day',
      timeZone: 'UTC',
      currency: 'USD',
      locale: 'en-US',
      location: null,
    });
    expect(a.customers).toEqual({
      total: { current: 5, previous: 3 },
      newCustomers: { current: 2, previous: 1 },
      growthRate: { current: 66.7, previous: 50 },
    });
    expect(a.engagement).toEqual({
      activeCustomers: { current: 3, previous: 2 },
      engagementRate: { current: 60, previous: 66.7 },
      repeatVisitRate: { current: 66.7, previous: 0 },
      visits: { current: 6, previous: 2 },
      purchases: { current: 3, previous: 1 },
      avgVisitsPerActiveCustomer: { current: 2, previous: 1 },
      avgSpendPerVisit: { current: 20, previous: 20 },
      purchasesWithAmount: { current: 2, previous: 1 },
    });
    expect(a.rewards).toEqual({
      earned: { current: 2, previous: 1 },
      redeemed: { current: 1, previous: 0 },
      redemptionRate: { current: 50, previous: 100 },
    });
    expect(a.points).toEqual({
      issued: { current: 25, previous: 10 },
      redeemed: { current: 15, previous: 0 },
      expired: { current: 3, previous: 0 },
      outstanding: { current: 17, previous: 10 },
    });
    expect(a.messages).toEqual({
      smsSent: { current: 3, previous: 0 },
      emailSent: { current: 3, previous: 1 },
      failed: { current: 1, previous: 1 },
      deliveryRate: { current: 83.3, previous: 50 },
      emailsOpened: { current: 1, previous: 1 },
      emailOpenRate: { current: 33, previous: 100 },
      emailsClicked: { current: 0, previous: 0 },
      emailClickRate: { current: 0, previous: 0 },
      emailUnsubscribes: { current: 1, previous: 1 },
      smsOptOuts: { current: 1, previous: 0 },
      smsOptOutsByTeam: { current: 1, previous: 0 },
    });
    const day = (date: string, o: Record<string, number> = {}) => ({
      date,
      newCustomers: 0,
      visits: 0,
      purchases: 0,
      rewardsEarned: 0,
      rewardsRedeemed: 0,
      smsSent: 0,
      emailSent: 0,
      ...o,
    });
    expect(a.series).toEqual([
      day('2026-03-04', { visits: 2, purchases: 1, emailSent: 1 }),
      day('2026-03-05', { newCustomers: 1, smsSent: 1 }),
      day('2026-03-06', { visits: 2, purchases: 1, emailSent: 1 }),
      day('2026-03-07', { rewardsEarned: 1, rewardsRedeemed: 1 }),
      day('2026-03-08', { visits: 1, purchases: 1, emailSent: 1 }),
      day('2026-03-09', { newCustomers: 1 }),
      day('2026-03-10', { visits: 1, rewardsEarned: 1, smsSent: 2 }),
    ]);
    expect(a.programs).toEqual([
      {
        id: expect.any(String),
        name: 'Coffee points',
        type: 'points',
        status: 'active',
        members: 3,
        joined: 2,
        activeCustomers: 1,
        pointsIssued: 25,
        rewardsEarned: 0,
      },
      {
        id: expect.any(String),
        name: 'Stamp card',
        type: 'stamp_card',
        status: 'active',
        members: 1,
        joined: 1,
        activeCustomers: 1,
        pointsIssued: 0,
        rewardsEarned: 1,
      },
    ]);
    expect(a.qrCodes).toEqual([
      { id: expect.any(String), location: 'Front desk', signups: 1, allTimeSignups: 7, scans: 20 },
      { id: expect.any(String), location: 'Unnamed QR code', signups: 0, allTimeSignups: 0, scans: 0 },
    ]);
    expect(a.campaigns).toEqual({ total: 0, rows: [] });
    expect(a.membership).toEqual({
      members: { customers: 3, visits: 5, visitsPerCustomer: 1.67, avgSpend: 30, purchasesWithAmount: 1 },
      beforeJoining: { customers: 1, visits: 1, visitsPerCustomer: 1, avgSpend: 10, purchasesWithAmount: 1 },
    });
  });

  it("counts days in the business's time zone: 23:30 UTC is the next day in Berlin", async () => {
    const utc = await newBusiness(t);
    const berlin = await newBusiness(t);
    await setTimeZone(t, berlin.businessId, 'Europe/Berlin');
    for (const b of [utc, berlin]) {
      const early = await seedCustomer(t, b.businessId, '2026-03-03T23:30:00Z');
      const late = await seedCustomer(t, b.businessId, '2026-01-01T08:00:00Z');
      await seedLedger(t, b.businessId, [
        { customerId: early, type: 'visit', at: '2026-03-03T23:30:00Z' },
        { customerId: late, type: 'visit', at: '2026-03-10T23:30:00Z' },
      ]);
    }
    const u = (await utc.client.get(WEEK)).body;
    const b = (await berlin.client.get(WEEK)).body;
    expect(b.range.timeZone).toBe('Europe/Berlin');
    // UTC: the 3 March visit and customer are the week before; the 10 March visit is in the period's last day.
    expect(u.customers.newCustomers).toEqual({ current: 0, previous: 1 });
    expect(u.engagement.visits).toEqual({ current: 1, previous: 1 });
    expect(u.series.find((d: { date: string }) => d.date === '2026-03-10').visits).toBe(1);
    // Berlin: 00:30 on 4 March opens the period; 00:30 on 11 March is after it.
    expect(b.customers.newCustomers).toEqual({ current: 1, previous: 0 });
    expect(b.engagement.visits).toEqual({ current: 1, previous: 0 });
    expect(b.series[0]).toMatchObject({ date: '2026-03-04', newCustomers: 1, visits: 1 });
    expect(b.series.find((d: { date: string }) => d.date === '2026-03-10').visits).toBe(0);
  });

  it('resolves each period and its bucket, and the previous period of the same length', async () => {
    const { client: c } = await newBusiness(t);
    const range = async (q: string) => (await c.get(`/api/analytics?${q}`)).body.range;
    expect(await range('period=30d&to=2026-03-10')).toMatchObject({
      from: '2026-02-09',
      previousFrom: '2026-01-10',
      previousTo: '2026-02-08',
      days: 30,
      bucket: 'day',
    });
    expect(await range('period=90d&to=2026-03-10')).toMatchObject({ from: '2025-12-11', days: 90, bucket: 'week' });
    expect(await range('period=12m&to=2026-03-10')).toMatchObject({
      from: '2025-04-01',
      previousTo: '2025-03-31',
      days: 344,
      bucket: 'month',
    });
    expect(await range('period=custom&from=2026-01-01&to=2026-01-31')).toMatchObject({
      previousFrom: '2025-12-01',
      previousTo: '2025-12-31',
      days: 31,
      bucket: 'day',
    });
    const months = (await c.get('/api/analytics?period=12m&to=2026-03-10')).body.series;
    expect(months.map((m: { date: string }) => m.date)).toEqual([
      '2025-04-01',
      '2025-05-01',
      '2025-06-01',
      '2025-07-01',
      '2025-08-01',
      '2025-09-01',
      '2025-10-01',
      '2025-11-01',
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
    ]);
    // No figures at all: rates have nothing to divide by.
    const empty = (await c.get('/api/analytics')).body;
    expect(empty.range.period).toBe('30d');
    expect(empty.series).toHaveLength(30);
    expect(empty.engagement.engagementRate).toEqual({ current: null, previous: null });
    expect(empty.messages.emailOpenRate).toEqual({ current: null, previous: null });
    expect(empty.messages.emailClickRate).toEqual({ current: null, previous: null });
  });

  it('agrees with the dashboard on customers and email figures', async () => {
    const { client: c, businessId } = await newBusiness(t);
    const now = new Date();
    const iso = (msAgo: number) => new Date(now.getTime() - msAgo).toISOString();
    await seedCustomer(t, businessId, iso(60_000));
    await seedCustomer(t, businessId, iso(120_000));
    await seedCustomer(t, businessId, iso(180_000), { deletedAt: iso(60_000) });
    await seedMessages(t, businessId, [
      { type: 'email', status: 'sent', at: iso(60_000), opened: true },
      { type: 'email', status: 'sent', at: iso(60_000), opened: true },
      { type: 'email', status: 'sent', at: iso(60_000) },
      { type: 'email', status: 'failed', at: iso(60_000) },
    ]);
    const dashboard = (await c.get('/api/dashboard/stats')).body;
    const analytics = (await c.get('/api/analytics')).body;
    expect(dashboard).toMatchObject({ totalCustomers: 2, emailsSent: 3, emailOpenRate: 67 });
    expect(analytics.customers.total.current).toBe(dashboard.totalCustomers);
    expect(analytics.messages.emailSent.current).toBe(dashboard.emailsSent);
    expect(analytics.messages.emailOpenRate.current).toBe(dashboard.emailOpenRate);
  });
});

describe('analytics access and input', () => {
  it('needs a signed-in business', async () => {
    expect((await client(t.app).get('/api/analytics')).status).toBe(401);
  });

  it('refuses a bad period with a message that says what to send', async () => {
    const { client: c } = await newBusiness(t);
    const bad = async (q: string) => {
      const res = await c.get(`/api/analytics?${q}`);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION');
      return res.body.error.message;
    };
    expect(await bad('period=week')).toBe(ANALYTICS_MESSAGES.period);
    expect(await bad('period=custom&to=2026-03-10')).toBe(ANALYTICS_MESSAGES.customNeedsDates);
    expect(await bad('period=custom&from=2026-03-10&to=2026-03-01')).toBe(ANALYTICS_MESSAGES.fromAfterTo);
    expect(await bad('period=custom&from=2020-01-01&to=2026-03-01')).toBe(ANALYTICS_MESSAGES.tooLong);
    expect(await bad('period=7d&to=2026-02-30')).toBe(ANALYTICS_MESSAGES.date);
    expect(await bad('period=7d&to=tomorrow')).toBe(ANALYTICS_MESSAGES.date);
    expect(await bad('period=30d&from=2026-01-01')).toBe(ANALYTICS_MESSAGES.fromWithoutCustom);
  });
});
