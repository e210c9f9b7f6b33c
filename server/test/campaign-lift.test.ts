import { randomUUID } from 'node:crypto';
import { CAMPAIGN_MESSAGES, LIFT_MESSAGES } from '@regulars/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { effectiveTier } from '../src/billing/plan-limits.ts';
import { usageMonth } from '../src/billing/send-charge.ts';
import { inControlGroup } from '../src/campaigns/control-group.ts';
import {
  businesses,
  campaignRecipients,
  campaigns,
  communicationLogs,
  creditLedger,
  customers,
  outboxMessages,
  transactions,
} from '../src/db/schema/index.ts';
import { newcombeDifference, recipientsToSettle, sampleOf, welchDifference } from '../src/experiments/lift-stats.ts';
import { awayFromQuietHours, seedCustomers, setPostalAddress } from './campaign-seed.ts';
import { eventually, newBusiness, startTestApp, type TClient, type TTestApp } from './harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

async function draft(c: TClient, type: 'email' | 'sms', content: Record<string, unknown>) {
  const created = await c.post('/api/campaigns', { name: 'Come back', type });
  expect(created.status).toBe(201);
  const saved = await c.put(`/api/campaigns/${created.body.id}`, { name: 'Come back', ...content });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return saved.body as { id: string; controlShare: number; outcomeWindowDays: number };
}

async function sendAndWait(c: TClient, id: string) {
  const started = await c.post(`/api/campaigns/${id}/send`, {});
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  return eventually(async () => {
    const res = await c.get(`/api/campaigns/${id}`);
    return res.body.status === 'sent' || res.body.status === 'failed' ? res.body : null;
  }, 30_000);
}

/** The customers the hash puts in the campaign's control group, read straight from the draw. */
async function drawn(businessId: string, campaignId: string, share: number): Promise<string[]> {
  const rows = await t.db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.businessId, businessId), inControlGroup({ businessId, campaignId, share })));
  return rows.map((r) => r.id).sort();
}

async function groupsOf(businessId: string, campaignId: string) {
  const rows = await t.db
    .select({ customerId: campaignRecipients.customerId, group: campaignRecipients.group })
    .from(campaignRecipients)
    .where(and(eq(campaignRecipients.businessId, businessId), eq(campaignRecipients.campaignId, campaignId)));
  return {
    message: rows
      .filter((r) => r.group === 'message')
      .map((r) => r.customerId)
      .sort(),
    control: rows
      .filter((r) => r.group === 'control')
      .map((r) => r.customerId)
      .sort(),
  };
}

describe('the control group', () => {
  it('is drawn by a hash: the same customers every time, within 1.5 points of the share on 10,000', async () => {
    const { client: c, businessId } = await newBusiness(t);
    const tag = randomUUID().slice(0, 8);
    await t.db.execute(sql`
      insert into customers (business_id, unique_customer_id, first_name, email)
      select ${businessId}, 'CUS-' || ${tag} || '-' || g, 'Guest' || g, 'g' || g || '-' || ${tag} || '@example.test'
      from generate_series(1, 10000) as g`);
    const { id } = await draft(c, 'email', { subject: 'Hi', body: 'Come back', controlShare: 20 });

    const count = async () => {
      const res = await c.post('/api/campaigns/audience-count', { type: 'email', campaignId: id, controlShare: 20 });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body as { count: number; control: number; total: number };
    };
    const first = await count();
    expect(first.count).toBe(10_000);
    expect(Math.abs(first.control / 10_000 - 0.2)).toBeLessThanOrEqual(0.015);
    expect(await count()).toEqual(first);

    const once = await drawn(businessId, id, 20);
    expect(once).toHaveLength(first.control);
    expect(await drawn(businessId, id, 20)).toEqual(once);
    // Another campaign draws other customers (the campaign is in the hash), at the same share.
    const other = await drawn(businessId, randomUUID(), 20);
    expect(Math.abs(other.length / 10_000 - 0.2)).toBeLessThanOrEqual(0.015);
    expect(other.filter((x) => once.includes(x)).length).toBeLessThan(once.length * 0.3);
    // A bigger share keeps everyone a smaller one kept (the buckets are fixed): raising it only adds.
    const more = await drawn(businessId, id, 30);
    expect(once.every((x) => more.includes(x))).toBe(true);
  });

  it('gets no message and costs nothing: no outbox row, no log, no credit; listed as Control', async () => {
    const { client: c, businessId } = await newBusiness(t);
    await awayFromQuietHours(t, businessId);
    const seeded = await seedCustomers(
      t,
      businessId,
      Array.from({ length: 40 }, () => ({})),
    );
    const { id } = await draft(c, 'sms', { body: 'Double points this week', controlShare: 50 });
    const kept = await drawn(businessId, id, 50);
    expect(kept.length).toBeGreaterThan(0);
    const messaged = seeded.length - kept.length;
    // The allowance used up and credits for exactly the messaged ones: a charge for the control group could not pass.
    const tier = await effectiveTier({ db: t.db, businessId });
    const credits = messaged * tier.creditCostSms;
    await t.db
      .update(businesses)
      .set({ usageSmsMonthly: tier.maxSmsMonthly, usageSmsMonth: usageMonth(), creditsRemaining: credits })
      .where(eq(businesses.id, businessId));

    const sent = await sendAndWait(c, id);
    expect(sent).toMatchObject({ status: 'sent', recipientCount: messaged, controlShare: 50 });
    expect(sent.stats).toMatchObject({ queued: messaged, sent: messaged, control: kept.length });

    const groups = await groupsOf(businessId, id);
    expect(groups.control).toEqual(kept);
    expect(groups.message).toHaveLength(messaged);
    const keptPhones = seeded.filter((s) => kept.includes(s.id)).map((s) => s.phone as string);
    const outbox = await t.db.select().from(outboxMessages).where(eq(outboxMessages.businessId, businessId));
    expect(outbox).toHaveLength(messaged);
    expect(outbox.filter((m) => keptPhones.includes(m.to))).toEqual([]);
    const logs = await t.db
      .select()
      .from(communicationLogs)
      .where(and(eq(communicationLogs.businessId, businessId), inArray(communicationLogs.customerId, kept)));
    expect(logs).toEqual([]);
    const spent = await t.db.select().from(creditLedger).where(eq(creditLedger.businessId, businessId));
    expect(spent.filter((r) => r.kind === 'sms_spend').reduce((sum, r) => sum + r.delta, 0)).toBe(-credits);
    const [after] = await t.db.select().from(businesses).where(eq(businesses.id, businessId));
    expect(after?.creditsRemaining).toBe(0);

    const control = await c.get(`/api/campaigns/${id}/recipients?status=control`);
    expect(control.status).toBe(200);
    expect(control.body.total).toBe(kept.length);
    expect(control.body.recipients.map((r: { customerId: string }) => r.customerId).sort()).toEqual(kept);
    expect(control.body.recipients[0]).toMatchObject({ status: 'control', group: 'control', to: null });
    const all = await c.get(`/api/campaigns/${id}/recipients`);
    expect(all.body.total).toBe(40);
    expect(all.body.recipients.slice(messaged).every((r: { status: string }) => r.status === 'control')).toBe(true);
    expect(all.body.recipients.slice(0, messaged).every((r: { group: string }) => r.group === 'message')).toBe(true);
  });
});

describe('the lift', () => {
  it("equals Newcombe's interval for who came back and Welch's for spend, from the visits seeded", async () => {
    const { client: c, businessId } = await newBusiness(t);
    await setPostalAddress(t, businessId);
    const seeded = await seedCustomers(
      t,
      businessId,
      Array.from({ length: 61 }, () => ({})),
    );
    const { id } = await draft(c, 'email', { subject: 'Hi', body: 'Come back', controlShare: 50 });
    const none = await c.get(`/api/campaigns/${id}/lift`);
    expect(none.body).toEqual({ lift: null, variants: null, abVerdict: null });
    await sendAndWait(c, id);
    const { message, control } = await groupsOf(businessId, id);
    expect(message.length).toBeGreaterThan(20);
    expect(control.length).toBeGreaterThan(10);
    const outsider = seeded.find((s) => !message.includes(s.id) && !control.includes(s.id));

    const now = Date.now();
    const at = (days: number) => new Date(now + days * 86_400_000);
    const row = (customerId: string, type: string, extra: Partial<typeof transactions.$inferInsert> = {}) => ({
      businessId,
      customerId,
      type,
      createdAt: at(0),
      ...extra,
    });
    const cameM = message.slice(0, 18);
    const cameC = control.slice(0, 4);
    const spendM = [25, 40.5, 12, 60, 8.25];
    const spendC = [10, 22];
    await t.db.insert(transactions).values([
      ...cameM.map((id) => row(id, 'visit')),
      // A second visit is still one customer who came back.
      row(cameM[0] as string, 'visit'),
      ...cameC.map((id) => row(id, 'visit')),
      ...spendM.map((amount, i) =>
        row(message[i] as string, 'purchase', { amountMinor: Math.round(amount * 100), currency: 'USD' }),
      ),
      ...spendC.map((amount, i) =>
        row(control[i] as string, 'purchase', { amountMinor: Math.round(amount * 100), currency: 'USD' }),
      ),
      // After the window (day 20 of 14) and before the campaign: neither counts.
      row(message.at(-1) as string, 'visit', { createdAt: at(20) }),
      row(control.at(-1) as string, 'visit', { createdAt: at(-3) }),
      // Points redeemed: 100 by a messaged customer, 40 by a control one.
      row(message[1] as string, 'redeem', { points: -100 }),
      row(control[1] as string, 'redeem', { points: -40 }),
      ...(outsider ? [row(outsider.id, 'visit')] : []),
    ]);
    // An undone redeem gives its points back.
    const [undone] = await t.db
      .insert(transactions)
      .values(row(message[2] as string, 'redeem', { points: -30 }))
      .returning({ id: transactions.id });
    await t.db
      .insert(transactions)
      .values(row(message[2] as string, 'reversal', { points: 30, reversesId: undone?.id }));

    const res = await c.get(`/api/campaigns/${id}/lift`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const lift = res.body.lift;
    const expected = newcombeDifference(cameM.length, message.length, cameC.length, control.length);
    expect(lift.message).toMatchObject({ customers: message.length, cameBack: cameM.length });
    expect(lift.control).toMatchObject({ customers: control.length, cameBack: cameC.length });
    expect(lift.cameBack.difference).toBeCloseTo(expected.difference, 12);
    expect(lift.cameBack.low).toBeCloseTo(expected.low, 12);
    expect(lift.cameBack.high).toBeCloseTo(expected.high, 12);
    const conclusive = expected.low > 0 || expected.high < 0;
    expect(lift.cameBack.conclusive).toBe(conclusive);
    expect(lift.cameBack.moreRecipients).toBe(
      conclusive
        ? 0
        : recipientsToSettle({ x1: cameM.length, n1: message.length, x2: cameC.length, n2: control.length }),
    );

    const each = (n: number, spend: number[]) => [...spend, ...Array(n - spend.length).fill(0)] as number[];
    const sample = (values: number[]) =>
      sampleOf({
        n: values.length,
        sum: values.reduce((a, b) => a + b, 0),
        sumOfSquares: values.reduce((a, b) => a + b * b, 0),
      });
    const welch = welchDifference(sample(each(message.length, spendM)), sample(each(control.length, spendC)));
    expect(lift.spend.difference).toBeCloseTo(welch?.difference ?? Number.NaN, 9);
    expect(lift.spend.low).toBeCloseTo(welch?.low ?? Number.NaN, 9);
    expect(lift.spend.high).toBeCloseTo(welch?.high ?? Number.NaN, 9);
    expect(lift.message.spendPerCustomer).toBeCloseTo(145.75 / message.length, 9);
    expect(lift.message.pointsRedeemedPerCustomer).toBeCloseTo(100 / message.length, 9);
    expect(lift.control.pointsRedeemedPerCustomer).toBeCloseTo(40 / control.length, 9);

    const today = new Date(now).toISOString().slice(0, 10);
    const last = new Date(now + 13 * 86_400_000).toISOString().slice(0, 10);
    expect(lift).toMatchObject({ windowDays: 14, windowStartsOn: today, windowEndsOn: last, windowOver: false });
  });
});

describe('refusals', () => {
  it("answers 404 for another business's campaign, and nothing for its draw", async () => {
    const { client: owner } = await newBusiness(t);
    const { client: other } = await newBusiness(t);
    const { id } = await draft(owner, 'sms', { body: 'Hi', controlShare: 10 });
    for (const res of [
      await other.get(`/api/campaigns/${id}/lift`),
      await other.post('/api/campaigns/audience-count', { type: 'sms', campaignId: id, controlShare: 10 }),
      await other.put(`/api/campaigns/${id}`, { name: 'Mine', controlShare: 50 }),
      await other.get(`/api/campaigns/${id}/recipients?status=control`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe(CAMPAIGN_MESSAGES.notFound);
    }
    expect((await owner.get(`/api/campaigns/${id}`)).body).toMatchObject({ name: 'Come back', controlShare: 10 });
  });

  it('refuses a share outside 0–50% or a window outside 1–90 days in plain words, changing nothing', async () => {
    const { client: c, businessId } = await newBusiness(t);
    const { id } = await draft(c, 'email', { subject: 'Hi', body: 'Hello', controlShare: 15, outcomeWindowDays: 21 });
    for (const controlShare of [70, -1, 12.5, 'ten', null]) {
      const res = await c.put(`/api/campaigns/${id}`, { name: 'Changed', controlShare });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(LIFT_MESSAGES.controlShare);
    }
    for (const outcomeWindowDays of [0, 91, 'soon']) {
      const res = await c.put(`/api/campaigns/${id}`, { name: 'Changed', outcomeWindowDays });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(LIFT_MESSAGES.outcomeWindow);
    }
    const badCount = await c.post('/api/campaigns/audience-count', { type: 'email', campaignId: id, controlShare: 80 });
    expect(badCount.status).toBe(400);
    expect(badCount.body.error.message).toBe(LIFT_MESSAGES.controlShare);
    const [row] = await t.db.select().from(campaigns).where(eq(campaigns.id, id));
    expect(row).toMatchObject({ businessId, name: 'Come back', controlShare: 15, outcomeWindowDays: 21 });
  });
});
