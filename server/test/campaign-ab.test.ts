import { randomUUID } from 'node:crypto';
import { CAMPAIGN_MESSAGES, LIFT_MESSAGES } from '@regulars/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsSegmentsOf } from '../src/billing/index.ts';
import { effectiveTier } from '../src/billing/plan-limits.ts';
import { usageMonth } from '../src/billing/send-charge.ts';
import { inControlGroup, inVariantB } from '../src/campaigns/control-group.ts';
import {
  businesses,
  campaignRecipients,
  campaigns,
  creditLedger,
  customers,
  outboxMessages,
  transactions,
} from '../src/db/schema/index.ts';
import { compareGroups } from '../src/experiments/index.ts';
import { awayFromQuietHours, seedCustomers, setPostalAddress } from './campaign-seed.ts';
import { randomPhone } from './factories/enrolment.ts';
import { eventually, newBusiness, startTestApp, type TClient, type TTestApp } from './harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

async function draft(c: TClient, type: 'email' | 'sms', content: Record<string, unknown>) {
  const created = await c.post('/api/campaigns', { name: 'Two ways', type });
  expect(created.status).toBe(201);
  const saved = await c.put(`/api/campaigns/${created.body.id}`, { name: 'Two ways', ...content });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return saved.body as { id: string; variantB: unknown };
}

async function sendAndWait(c: TClient, id: string) {
  const started = await c.post(`/api/campaigns/${id}/send`, {});
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  return eventually(async () => {
    const res = await c.get(`/api/campaigns/${id}`);
    return res.body.status === 'sent' || res.body.status === 'failed' ? res.body : null;
  }, 30_000);
}

/** Each recipient's group as the send recorded it. */
async function groupsOf(businessId: string, campaignId: string) {
  const rows = await t.db
    .select({ customerId: campaignRecipients.customerId, group: campaignRecipients.group })
    .from(campaignRecipients)
    .where(and(eq(campaignRecipients.businessId, businessId), eq(campaignRecipients.campaignId, campaignId)));
  const of = (group: string) =>
    rows
      .filter((r) => r.group === group)
      .map((r) => r.customerId)
      .sort();
  return { a: of('message'), b: of('variant_b'), control: of('control') };
}

describe('the split between versions A and B', () => {
  // 2.5 points is over 4.5 standard deviations of a fair draw here: a skewed hash fails, chance alone does not.
  it('draws version B among those messaged by a second hash, within 2.5 points of the share on 10,000', async () => {
    const { client: c, businessId } = await newBusiness(t);
    const tag = randomUUID().slice(0, 8);
    await t.db.execute(sql`
      insert into customers (business_id, unique_customer_id, first_name, email)
      select ${businessId}, 'CUS-' || ${tag} || '-' || g, 'Guest' || g, 'g' || g || '-' || ${tag} || '@example.test'
      from generate_series(1, 10000) as g`);
    const { id } = await draft(c, 'email', {
      subject: 'Hi',
      body: 'Come back',
      controlShare: 20,
      variantB: { share: 30, subject: 'Hello', body: 'We miss you' },
    });
    const count = async () => {
      const res = await c.post('/api/campaigns/audience-count', {
        type: 'email',
        campaignId: id,
        controlShare: 20,
        variantBShare: 30,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body as { count: number; control: number; variantB: number; total: number };
    };
    const first = await count();
    expect(first.count).toBe(10_000);
    const messaged = first.count - first.control;
    expect(Math.abs(first.control / 10_000 - 0.2)).toBeLessThanOrEqual(0.025);
    expect(Math.abs(first.variantB / messaged - 0.3)).toBeLessThanOrEqual(0.025);
    expect(await count()).toEqual(first);

    // The draw itself: stable, independent of the control group's (about 30% of the kept back would be B too).
    const draw = async (campaignId: string, share: number) => {
      const rows = await t.db
        .select({
          id: customers.id,
          control: inControlGroup({ businessId, campaignId, share: 20 }),
          b: inVariantB({ businessId, campaignId, share }),
        })
        .from(customers)
        .where(eq(customers.businessId, businessId));
      return rows;
    };
    const once = await draw(id, 30);
    expect(once.filter((r) => !r.control && r.b)).toHaveLength(first.variantB);
    const kept = once.filter((r) => r.control);
    expect(Math.abs(kept.filter((r) => r.b).length / kept.length - 0.3)).toBeLessThanOrEqual(0.05);
    expect(await draw(id, 30)).toEqual(once);
    // Half and half by default, as chosen.
    const half = await draw(id, 50);
    const halfMessaged = half.filter((r) => !r.control);
    expect(Math.abs(halfMessaged.filter((r) => r.b).length / halfMessaged.length - 0.5)).toBeLessThanOrEqual(0.025);
  });
});

describe('sending an A/B test', () => {
  it("sends B's words and tracked links to B's recipients, A's to A's, nothing to the control group, and charges only the messaged", async () => {
    const { client: c, businessId } = await newBusiness(t);
    await awayFromQuietHours(t, businessId);
    const seeded = await seedCustomers(
      t,
      businessId,
      Array.from({ length: 60 }, () => ({})),
    );
    const { id } = await draft(c, 'sms', {
      body: 'Version A: double points https://shop.example/a',
      controlShare: 20,
      variantB: { share: 50, body: 'Version B: a free cookie https://cookies.example/b and https://shop.example/more' },
    });
    const counted = await c.post('/api/campaigns/audience-count', {
      type: 'sms',
      campaignId: id,
      controlShare: 20,
      variantBShare: 50,
    });
    const messaged = counted.body.count - counted.body.control;
    expect(counted.body.variantB).toBeGreaterThan(0);
    expect(counted.body.variantB).toBeLessThan(messaged);
    // The allowance used up: every segment is paid in credits, so the ledger shows what was charged for.
    const tier = await effectiveTier({ db: t.db, businessId });
    await t.db
      .update(businesses)
      .set({ usageSmsMonthly: tier.maxSmsMonthly, usageSmsMonth: usageMonth(), creditsRemaining: 10_000 })
      .where(eq(businesses.id, businessId));

    const sent = await sendAndWait(c, id);
    expect(sent).toMatchObject({ status: 'sent', recipientCount: messaged, variantB: { share: 50 } });
    expect(sent.stats).toMatchObject({ queued: messaged, sent: messaged, control: counted.body.control });

    const groups = await groupsOf(businessId, id);
    expect(groups.b).toHaveLength(counted.body.variantB);
    expect(groups.a).toHaveLength(messaged - counted.body.variantB);
    expect(groups.control).toHaveLength(counted.body.control);
    const phoneOf = new Map(seeded.map((s) => [s.phone as string, s.id]));
    const outbox = await t.db.select().from(outboxMessages).where(eq(outboxMessages.businessId, businessId));
    expect(outbox).toHaveLength(messaged);
    for (const m of outbox) {
      const customer = phoneOf.get(m.to) as string;
      expect(groups.control).not.toContain(customer);
      expect(m.text.startsWith(groups.b.includes(customer) ? 'Version B: a free cookie' : 'Version A: double'), m.text);
    }
    // Charged for the messages sent, each by its own text's segments, and for nobody of the control group.
    const segments = outbox.reduce((sum, m) => sum + smsSegmentsOf(m.text), 0);
    const spent = await t.db.select().from(creditLedger).where(eq(creditLedger.businessId, businessId));
    expect(spent.filter((r) => r.kind === 'sms_spend').reduce((sum, r) => sum + r.delta, 0)).toBe(
      -segments * tier.creditCostSms,
    );

    // Each message's link goes to its own version's link: B's second link is index 1 of B's, not of A's.
    const linkIn = (text: string, host: string) =>
      text.match(new RegExp(`http://localhost:3000(/r/${host.replace('.', '\\.')}/[\\w-]+\\.[\\w-]+)`))?.[1];
    const messageB = outbox.find((m) => groups.b.includes(phoneOf.get(m.to) as string));
    const messageA = outbox.find((m) => groups.a.includes(phoneOf.get(m.to) as string));
    const clickB = await t.app.request(linkIn(messageB?.text ?? '', 'shop.example') as string);
    expect(clickB.status).toBe(302);
    expect(clickB.headers.get('location')).toBe('https://shop.example/more');
    const cookie = await t.app.request(linkIn(messageB?.text ?? '', 'cookies.example') as string);
    expect(cookie.headers.get('location')).toBe('https://cookies.example/b');
    const clickA = await t.app.request(linkIn(messageA?.text ?? '', 'shop.example') as string);
    expect(clickA.headers.get('location')).toBe('https://shop.example/a');

    // The list says which version each got; the figures count each version's messages and clicks.
    const all = await c.get(`/api/campaigns/${id}/recipients`);
    expect(all.body.total).toBe(60);
    const listed = all.body.recipients as { customerId: string; group: string }[];
    for (const r of listed.filter((x) => x.group !== 'control')) {
      expect(r.group).toBe(groups.b.includes(r.customerId) ? 'variant_b' : 'message');
    }
    const lift = await c.get(`/api/campaigns/${id}/lift`);
    expect(lift.body.variants).toEqual({
      a: { messaged: groups.a.length, sent: groups.a.length, opened: 0, clicked: 1 },
      b: { messaged: groups.b.length, sent: groups.b.length, opened: 0, clicked: 1 },
    });
  });

  it("compares version B with the control group as experiments' compareGroups does, from the visits seeded", async () => {
    const { client: c, businessId } = await newBusiness(t);
    await setPostalAddress(t, businessId);
    await seedCustomers(
      t,
      businessId,
      Array.from({ length: 90 }, () => ({})),
    );
    const { id } = await draft(c, 'email', {
      subject: 'A treat',
      body: 'Come back',
      controlShare: 30,
      variantB: { share: 50, subject: 'B treat', body: 'Come back for a cookie' },
    });
    await sendAndWait(c, id);
    const { a, b, control } = await groupsOf(businessId, id);
    expect(a.length).toBeGreaterThan(10);
    expect(b.length).toBeGreaterThan(10);
    expect(control.length).toBeGreaterThan(10);

    const at = new Date();
    const visit = (customerId: string, extra: Partial<typeof transactions.$inferInsert> = {}) => ({
      businessId,
      customerId,
      type: 'visit',
      createdAt: at,
      ...extra,
    });
    await t.db
      .insert(transactions)
      .values([
        ...a.slice(0, 6).map((x) => visit(x)),
        ...b.slice(0, 12).map((x) => visit(x)),
        ...control.slice(0, 2).map((x) => visit(x)),
        visit(b[0] as string, { type: 'purchase', amountMinor: 3000, currency: 'USD' }),
        visit(b[1] as string, { type: 'purchase', amountMinor: 1250, currency: 'USD' }),
        visit(a[0] as string, { type: 'purchase', amountMinor: 900, currency: 'USD' }),
        visit(control[0] as string, { type: 'purchase', amountMinor: 400, currency: 'USD' }),
        visit(b[2] as string, { type: 'redeem', points: -50 }),
      ]);
    const res = await c.get(`/api/campaigns/${id}/lift`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const outcome = (ids: string[], back: number, spend: number[], points = 0) => ({
      n: ids.length,
      back,
      spend: spend.reduce((s, x) => s + x, 0),
      spendSq: spend.reduce((s, x) => s + x * x, 0),
      points,
    });
    const controlOutcome = outcome(control, 2, [4]);
    const expectedB = compareGroups(outcome(b, 12, [30, 12.5], 50), controlOutcome);
    const expectedA = compareGroups(outcome(a, 6, [9]), controlOutcome);
    const { lift } = res.body;
    expect(lift.message).toEqual(expectedA?.message);
    expect(lift.cameBack.difference).toBeCloseTo(expectedA?.cameBack.difference ?? Number.NaN, 12);
    expect(lift.variantB.message).toEqual(expectedB?.message);
    expect(lift.variantB.control).toEqual(expectedB?.control);
    for (const key of ['difference', 'low', 'high'] as const) {
      expect(lift.variantB.cameBack[key]).toBeCloseTo(expectedB?.cameBack[key] ?? Number.NaN, 12);
      expect(lift.variantB.spend[key]).toBeCloseTo(expectedB?.spend?.[key] ?? Number.NaN, 9);
    }
    expect(lift.variantB.cameBack.conclusive).toBe(expectedB?.cameBack.conclusive);
    expect(lift.variantB.cameBack.moreRecipients).toBe(expectedB?.cameBack.moreRecipients);
    // The verdict between the versions: B's recipients against A's, with the same interval.
    const bAgainstA = compareGroups(outcome(b, 12, [30, 12.5], 50), outcome(a, 6, [9]));
    expect(lift.bAgainstA.message).toEqual(bAgainstA?.message);
    expect(lift.bAgainstA.control).toEqual(bAgainstA?.control);
    for (const key of ['difference', 'low', 'high'] as const) {
      expect(lift.bAgainstA.cameBack[key]).toBeCloseTo(bAgainstA?.cameBack[key] ?? Number.NaN, 12);
    }
    expect(lift.bAgainstA.cameBack.conclusive).toBe(bAgainstA?.cameBack.conclusive);
  });

  it('without a control group, compares version B with version A alone (the verdict, no lift)', async () => {
    const { client: c, businessId } = await newBusiness(t);
    await setPostalAddress(t, businessId);
    await seedCustomers(
      t,
      businessId,
      Array.from({ length: 60 }, () => ({})),
    );
    const { id } = await draft(c, 'email', {
      subject: 'A treat',
      body: 'Come back',
      variantB: { share: 50, subject: 'B treat', body: 'Come back for a cookie' },
    });
    const before = await c.get(`/api/campaigns/${id}/lift`);
    expect(before.body).toEqual({ lift: null, variants: null, abVerdict: null });
    await sendAndWait(c, id);
    const { a, b, control } = await groupsOf(businessId, id);
    expect(control).toHaveLength(0);
    expect(a.length).toBeGreaterThan(10);
    expect(b.length).toBeGreaterThan(10);
    const at = new Date();
    await t.db
      .insert(transactions)
      .values([
        ...a.slice(0, 2).map((customerId) => ({ businessId, customerId, type: 'visit', createdAt: at })),
        ...b.slice(0, 9).map((customerId) => ({ businessId, customerId, type: 'visit', createdAt: at })),
      ]);
    const res = await c.get(`/api/campaigns/${id}/lift`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.lift).toBeNull();
    const outcome = (ids: string[], back: number) => ({ n: ids.length, back, spend: 0, spendSq: 0, points: 0 });
    const expected = compareGroups(outcome(b, 9), outcome(a, 2));
    const { abVerdict } = res.body;
    expect(abVerdict.message).toEqual(expected?.message);
    expect(abVerdict.control).toEqual(expected?.control);
    for (const key of ['difference', 'low', 'high'] as const) {
      expect(abVerdict.cameBack[key]).toBeCloseTo(expected?.cameBack[key] ?? Number.NaN, 12);
    }
    expect(abVerdict.cameBack.conclusive).toBe(expected?.cameBack.conclusive);
    expect(abVerdict).toMatchObject({ windowDays: 14, windowOver: false, variantB: null, bAgainstA: null });
    expect(res.body.variants.a.messaged).toBe(a.length);
  });

  it('sends a test of version B when asked, and says there is none to a campaign without one', async () => {
    const { client: c, businessId } = await newBusiness(t, { companyName: 'Bean There' });
    const { id } = await draft(c, 'sms', { body: 'Plain A', variantB: { share: 40, body: 'Bold B for {firstName}' } });
    const phone = randomPhone();
    const requested = await c.post('/api/campaign-test-recipients', { channel: 'sms', address: phone.typed });
    const outboxTo = () =>
      t.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.to, phone.e164))
        .orderBy(desc(outboxMessages.createdAt));
    const code = await eventually(async () => /test code: (\d{6})/.exec((await outboxTo())[0]?.text ?? '')?.[1]);
    const confirmed = await c.post(`/api/campaign-test-recipients/${requested.body.recipient.id}/verify`, { code });
    expect(confirmed.status).toBe(200);

    const test = await c.post(`/api/campaigns/${id}/test`, { to: phone.typed, variant: 'b' });
    expect(test.status, JSON.stringify(test.body)).toBe(202);
    expect(test.body.message).toBe(`${CAMPAIGN_MESSAGES.testSent} (version B) to ${phone.e164}`);
    const got = await eventually(async () => {
      const [latest] = await outboxTo();
      return latest?.text.startsWith('Bold B') ? latest : null;
    });
    expect(got.businessId).toBe(businessId);

    const plain = await draft(c, 'sms', { body: 'Only one version' });
    const refused = await c.post(`/api/campaigns/${plain.id}/test`, { to: phone.typed, variant: 'b' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(LIFT_MESSAGES.noVariantB);
  });
});

describe('saving version B', () => {
  it('keeps version B with the draft, and drops it when the test is turned off', async () => {
    const { client: c, businessId } = await newBusiness(t);
    const { id } = await draft(c, 'email', {
      subject: 'A',
      body: 'Hello',
      variantB: { share: 25, subject: ' B subject ', body: '<p>Hi <script>x()</script>there</p>' },
    });
    const kept = (await c.get(`/api/campaigns/${id}`)).body;
    expect(kept.variantB).toEqual({ share: 25, subject: 'B subject', body: '<p>Hi there</p>', design: null });
    // A save without variantB leaves it as it was.
    expect((await c.put(`/api/campaigns/${id}`, { name: 'Renamed' })).body.variantB).toMatchObject({ share: 25 });
    const off = await c.put(`/api/campaigns/${id}`, { name: 'Renamed', variantB: null });
    expect(off.body.variantB).toBeNull();
    const [row] = await t.db
      .select()
      .from(campaigns)
      .where(and(eq(campaigns.businessId, businessId), eq(campaigns.id, id)));
    expect(row).toMatchObject({ variantB: null, variantBShare: 0 });
  });

  it('refuses version B empty, without a subject or with a share outside 1–99% in plain words, saving nothing', async () => {
    const { client: c, businessId } = await newBusiness(t);
    const { id } = await draft(c, 'email', { subject: 'A', body: 'Hello' });
    const sms = await draft(c, 'sms', { body: 'Hello' });
    const cases: [string, Record<string, unknown>, string][] = [
      [id, { share: 50, subject: 'B', body: '  ' }, LIFT_MESSAGES.variantBBodyRequired],
      [id, { share: 50, subject: '', body: 'Words' }, LIFT_MESSAGES.variantBSubjectRequired],
      [sms.id, { share: 50, body: '' }, LIFT_MESSAGES.variantBBodyRequired],
      [id, { share: 0, subject: 'B', body: 'Words' }, LIFT_MESSAGES.variantBShare],
      [id, { share: 100, subject: 'B', body: 'Words' }, LIFT_MESSAGES.variantBShare],
      [id, { share: 12.5, subject: 'B', body: 'Words' }, LIFT_MESSAGES.variantBShare],
      [id, { subject: 'B', body: 'Words' }, LIFT_MESSAGES.variantBShare],
    ];
    for (const [campaignId, variantB, message] of cases) {
      const res = await c.put(`/api/campaigns/${campaignId}`, { name: 'Changed', variantB });
      expect(res.status, JSON.stringify(variantB)).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    const rows = await t.db.select().from(campaigns).where(eq(campaigns.businessId, businessId));
    expect(rows.map((r) => [r.name, r.variantB, r.variantBShare])).toEqual([
      ['Two ways', null, 0],
      ['Two ways', null, 0],
    ]);
  });

  it("answers 404 for another business's campaign, and changes nothing", async () => {
    const { client: owner } = await newBusiness(t);
    const { client: other } = await newBusiness(t);
    const { id } = await draft(owner, 'sms', { body: 'Hi', variantB: { share: 50, body: 'Hey' } });
    for (const res of [
      await other.get(`/api/campaigns/${id}/lift`),
      await other.put(`/api/campaigns/${id}`, { name: 'Mine', variantB: { share: 10, body: 'Mine' } }),
      await other.post('/api/campaigns/audience-count', { type: 'sms', campaignId: id, variantBShare: 50 }),
      await other.post(`/api/campaigns/${id}/test`, { to: '+14155550100', variant: 'b' }),
      await other.get(`/api/campaigns/${id}/recipients`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe(CAMPAIGN_MESSAGES.notFound);
    }
    expect((await owner.get(`/api/campaigns/${id}`)).body).toMatchObject({
      name: 'Two ways',
      variantB: { share: 50, body: 'Hey' },
    });
  });
});
