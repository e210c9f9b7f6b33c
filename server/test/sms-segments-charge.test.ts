import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { effectiveTier } from '../src/billing/plan-limits.ts';
import { usageMonth } from '../src/billing/send-charge.ts';
import { businesses, communicationLogs, creditLedger, smsTemplates } from '../src/db/schema/index.ts';
import { awayFromQuietHours, seedCustomers } from './campaign-seed.ts';
import { addCustomer } from './factories/customers.ts';
import {
  eventually,
  newBusiness,
  settledMessage,
  startIsolatedTestApp,
  type TClient,
  type TTestApp,
} from './harness.ts';
import { startTwilioStub } from './stubs/twilio-stub.ts';

// Issue 28: Twilio bills each segment of an SMS, and so does Regulars. A database of its own on PostgreSQL: this
// file's app talks to its own Twilio stub, and another file's app must not deliver its messages.
let t: TTestApp;
let stub: Awaited<ReturnType<typeof startTwilioStub>>;
/** The Free tier's credits per SMS segment, as seeded (the tests hold for any value). */
let freeCost = 1;

beforeAll(async () => {
  stub = await startTwilioStub();
  t = await startIsolatedTestApp('sms_segments', {
    TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
    TWILIO_AUTH_TOKEN: 'twilio-auth-token-for-tests',
    TWILIO_FROM: '+15005550006',
    TWILIO_API_BASE: stub.url,
    // Slow enough that a cancelled campaign still has texts to give back.
    SMS_RATE_PER_SECOND: '1',
  });
  const b = await newBusiness(t);
  freeCost = (await effectiveTier({ db: t.db, businessId: b.businessId })).creditCostSms;
});
afterAll(async () => {
  await t?.stop();
  await stub?.close();
});

/** 200 GSM-7 characters: two segments (153 a part). */
const GSM_200 = `Double points all week at the café! ${'Bring a friend and both of you earn. '.repeat(5)}`.slice(
  0,
  200,
);
/** 200 characters with an emoji: UCS-2, three segments (67 a part). */
const UCS_200 = `${GSM_200.slice(0, 198)}🎉`;

const freshPhone = () => `+1628${String(2_000_000 + Math.floor(Math.random() * 7_999_999))}`;

async function smsTemplate(businessId: string, text: string) {
  const [template] = await t.db
    .insert(smsTemplates)
    .values({ businessId, name: 'Long promo', messageTemplate: text })
    .returning();
  return template!;
}

async function quickSms(c: TClient, customerId: string, templateId: string) {
  const res = await c.post(`/api/customers/${customerId}/quick-sms`, { templateId });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.messageId as string;
}

const usageOf = async (businessId: string) => {
  const [row] = await t.db.select().from(businesses).where(eq(businesses.id, businessId));
  return { usage: row!.usageSmsMonthly, credits: row!.creditsRemaining };
};

/** The month's allowance used up (or `left` segments of it left), with `credits` in the balance. */
async function setState(businessId: string, { left, credits }: { left: number; credits: number }) {
  const tier = await effectiveTier({ db: t.db, businessId });
  await t.db
    .update(businesses)
    .set({ usageSmsMonthly: tier.maxSmsMonthly - left, usageSmsMonth: usageMonth(), creditsRemaining: credits })
    .where(eq(businesses.id, businessId));
  return tier;
}

const ledgerOf = async (businessId: string) =>
  (await t.db.select().from(creditLedger).where(eq(creditLedger.businessId, businessId)))
    .map((r) => [r.kind, r.delta] as const)
    .sort();

describe('a quick SMS is charged per segment', () => {
  it('counts 200 GSM characters as 2 in the month’s usage, and 200 with an emoji as 3', async () => {
    expect(GSM_200).toHaveLength(200);
    const { client: c, businessId } = await newBusiness(t);
    const gsm = await smsTemplate(businessId, GSM_200);
    const customer = await addCustomer(c, { phone: freshPhone() });
    const first = await settledMessage(t, await quickSms(c, customer.id, gsm.id));
    expect(first).toMatchObject({ status: 'sent', content: GSM_200, metadata: { quick: true, smsSegments: 2 } });
    expect(await usageOf(businessId)).toEqual({ usage: 2, credits: 0 });
    expect((await c.get('/api/billing/subscription')).body.usage.smsMonthly).toBe(2);

    const ucs = await smsTemplate(businessId, UCS_200);
    await settledMessage(t, await quickSms(c, customer.id, ucs.id));
    expect(await usageOf(businessId)).toEqual({ usage: 5, credits: 0 });
  });

  it('out of allowance, spends credit_cost_sms credits for each segment, with a ledger row', async () => {
    const { client: c, businessId } = await newBusiness(t);
    const tier = await setState(businessId, { left: 0, credits: 10 });
    const template = await smsTemplate(businessId, GSM_200);
    const customer = await addCustomer(c, { phone: freshPhone() });
    const log = await settledMessage(t, await quickSms(c, customer.id, template.id));
    const cost = 2 * tier.creditCostSms;
    expect(log).toMatchObject({ status: 'sent', chargedCredits: cost });
    expect(await usageOf(businessId)).toEqual({ usage: tier.maxSmsMonthly + 2, credits: 10 - cost });
    const [spend] = await t.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.businessId, businessId), eq(creditLedger.kind, 'sms_spend')));
    expect(spend).toMatchObject({ delta: -cost, balanceAfter: 10 - cost });
    expect(spend?.reason).toMatch(/\(2 segments\)$/);
  });

  it('takes the allowance’s last segment and pays the rest in credits; refuses when the credits are short', async () => {
    const { client: c, businessId } = await newBusiness(t);
    const tier = await setState(businessId, { left: 1, credits: 2 * freeCost });
    const template = await smsTemplate(businessId, UCS_200);
    const customer = await addCustomer(c, { phone: freshPhone() });
    const log = await settledMessage(t, await quickSms(c, customer.id, template.id));
    expect(log).toMatchObject({ status: 'sent', chargedCredits: 2 * tier.creditCostSms });
    expect(await usageOf(businessId)).toEqual({ usage: tier.maxSmsMonthly + 2, credits: 0 });

    // One credit short of the next text's three segments: nothing is written, charged or sent.
    await setState(businessId, { left: 0, credits: 3 * tier.creditCostSms - 1 });
    const sentBefore = stub.to(customer.phone!).length;
    const refused = await c.post(`/api/customers/${customer.id}/quick-sms`, { templateId: template.id });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: 'PLAN_LIMIT' });
    expect(refused.body.error.message).toBe(
      `This SMS is 3 segments long: this month's allowance is used up, so it needs ${3 * tier.creditCostSms} credits, but you have ${3 * tier.creditCostSms - 1}. Upgrade your plan or add credits to send more.`,
    );
    expect(await usageOf(businessId)).toEqual({ usage: tier.maxSmsMonthly, credits: 3 * tier.creditCostSms - 1 });
    const logs = await t.db.select().from(communicationLogs).where(eq(communicationLogs.businessId, businessId));
    expect(logs).toHaveLength(1);
    expect(stub.to(customer.phone!)).toHaveLength(sentBefore);
  });

  it('refunds a failed send exactly what it cost: its segments in the usage and its credits', async () => {
    const { client: c, businessId } = await newBusiness(t);
    const tier = await setState(businessId, { left: 0, credits: 10 });
    const template = await smsTemplate(businessId, UCS_200);
    const phone = freshPhone();
    const customer = await addCustomer(c, { phone });
    stub.script(phone, [400]);
    const log = await settledMessage(t, await quickSms(c, customer.id, template.id));
    const cost = 3 * tier.creditCostSms;
    expect(log).toMatchObject({ status: 'failed', chargedCredits: cost, metadata: { smsSegments: 3 } });
    expect(await usageOf(businessId)).toEqual({ usage: tier.maxSmsMonthly, credits: 10 });
    expect(await ledgerOf(businessId)).toEqual([
      ['send_refund', cost],
      ['sms_spend', -cost],
    ]);
  });
});

describe('a campaign is charged per segment', () => {
  /** A text of 2 segments once the STOP line is added (150 + 22 characters). */
  const TWO_SEGMENTS =
    `${'Spring menu is here and every visit this week earns double points, so come by soon. '.repeat(2)}`.slice(0, 150);

  async function smsCampaign(c: TClient) {
    const created = await c.post('/api/campaigns', { name: 'Spring', type: 'sms' });
    const saved = await c.put(`/api/campaigns/${created.body.id}`, { name: 'Spring', body: TWO_SEGMENTS });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    return created.body.id as string;
  }

  it('counts 2N against the allowance for N recipients of a 2-segment text', async () => {
    const { client: c, businessId } = await newBusiness(t);
    await awayFromQuietHours(t, businessId);
    await seedCustomers(t, businessId, [{}, {}, {}, {}, {}]);
    const id = await smsCampaign(c);
    const started = await c.post(`/api/campaigns/${id}/send`, {});
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const done = await eventually(async () => {
      const res = await c.get(`/api/campaigns/${id}`);
      return res.body.status === 'sent' || res.body.status === 'failed' ? res.body : null;
    }, 30_000);
    expect(done.stats).toMatchObject({ queued: 5, sent: 5, failed: 0 });
    expect(await usageOf(businessId)).toEqual({ usage: 10, credits: 0 });
    const logs = await t.db.select().from(communicationLogs).where(eq(communicationLogs.campaignId, id));
    expect(logs.map((l) => l.metadata.smsSegments)).toEqual([2, 2, 2, 2, 2]);
  });

  it('refuses before sending when 2N segments exceed what is left, and starts when they fit', async () => {
    const { client: c, businessId } = await newBusiness(t);
    await awayFromQuietHours(t, businessId);
    await seedCustomers(t, businessId, [{}, {}, {}, {}, {}]);
    const id = await smsCampaign(c);
    await setState(businessId, { left: 9, credits: 0 });
    const refused = await c.post(`/api/campaigns/${id}/send`, {});
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('PLAN_LIMIT');
    expect(refused.body.error.message).toBe(
      'This campaign would go to 5 customers as texts of 2 segments each (10 segments), but your plan and credits cover 4 of them. Upgrade your plan or add credits, shorten the message, or narrow the audience.',
    );
    expect(refused.body.error.details).toMatchObject({ limit: 4, current: 5 });
    expect((await c.get(`/api/campaigns/${id}`)).body.status).toBe('draft');
    expect(await t.db.select().from(communicationLogs).where(eq(communicationLogs.campaignId, id))).toHaveLength(0);

    // One credit more pays for the tenth segment: the allowance's 9 and a credit's 1.
    const tier = await setState(businessId, { left: 9, credits: freeCost });
    expect((await c.post(`/api/campaigns/${id}/send`, {})).status).toBe(200);
    await eventually(async () => (await c.get(`/api/campaigns/${id}`)).body.status === 'sent', 30_000);
    expect(await usageOf(businessId)).toEqual({ usage: tier.maxSmsMonthly + 1, credits: 0 });
  });

  it('gives back each unsent text’s segments when the campaign is cancelled', async () => {
    const { client: c, businessId } = await newBusiness(t);
    await awayFromQuietHours(t, businessId);
    await seedCustomers(t, businessId, [{}, {}, {}, {}]);
    const id = await smsCampaign(c);
    expect((await c.post(`/api/campaigns/${id}/send`, {})).status).toBe(200);
    // All four are made and charged at once, then handed to Twilio one a second.
    await eventually(async () => (await usageOf(businessId)).usage === 8, 30_000);
    const cancelled = await c.post(`/api/campaigns/${id}/cancel`, {});
    expect(cancelled.status).toBe(200);
    const logs = await t.db.select().from(communicationLogs).where(eq(communicationLogs.campaignId, id));
    const unsent = logs.filter((l) => l.status === 'failed');
    expect(unsent.length).toBeGreaterThan(0);
    expect(await usageOf(businessId)).toEqual({ usage: 2 * (4 - unsent.length), credits: 0 });
  });
});
