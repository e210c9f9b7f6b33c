import { randomInt } from 'node:crypto';
import { TEST_RECIPIENT_MESSAGES } from '@regulars/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, type MockInstance, vi } from 'vitest';
import { usageMonth } from '../src/billing/send-charge.ts';
import { CAMPAIGN_JOBS } from '../src/campaigns/index.ts';
import {
  businesses,
  creditLedger,
  customers,
  outboxMessages,
  smsOptOuts,
  smsTemplates,
  testRecipients,
  users,
} from '../src/db/schema/index.ts';
import type { TQueue } from '../src/jobs/queue.ts';
import { addCustomer } from './factories/customers.ts';
import { randomPhone } from './factories/enrolment.ts';
import { newTeamMember } from './factories/teams.ts';
import { eventually, newBusiness, settledMessage, startTestApp, type TClient, type TTestApp } from './harness.ts';

let t: TTestApp;
let send: MockInstance<TQueue['send']>;
beforeAll(async () => {
  t = await startTestApp();
  // Records what this app queues (on PostgreSQL every test file shares the queue): "nothing queued" is read here.
  send = vi.spyOn(t.deps.queue, 'send');
});
afterAll(() => t?.stop());

const newEmail = () => `tester-${randomInt(0, 1e9)}@example.test`;

async function smsDraft(c: TClient, body = 'Flash sale today') {
  const created = await c.post('/api/campaigns', { name: 'Flash', type: 'sms' });
  expect(created.status).toBe(201);
  expect((await c.put(`/api/campaigns/${created.body.id}`, { name: 'Flash', body })).status).toBe(200);
  return created.body.id as string;
}

async function emailDraft(c: TClient) {
  const created = await c.post('/api/campaigns', { name: 'News', type: 'email' });
  const saved = await c.put(`/api/campaigns/${created.body.id}`, {
    name: 'News',
    subject: 'Hi {firstName}',
    body: 'Plain text body',
  });
  expect(saved.status).toBe(200);
  return created.body.id as string;
}

/** Messages to `to`, newest first. */
const outboxTo = (to: string) =>
  t.db.select().from(outboxMessages).where(eq(outboxMessages.to, to)).orderBy(desc(outboxMessages.createdAt));

/** The codes sent to `to`, newest first, read from the outbox (waits for `atLeast`). */
async function codesSentTo(to: string, atLeast = 1): Promise<string[]> {
  return eventually(async () => {
    const codes = (await outboxTo(to))
      .map((m) => /test code: (\d{6})\. Enter it in Regulars to receive campaign tests here\.$/.exec(m.text)?.[1])
      .filter((code): code is string => Boolean(code));
    return codes.length >= atLeast ? codes : null;
  });
}

/** The campaign-test jobs this app queued to `to`. */
const testJobsTo = (to: string) =>
  send.mock.calls.filter(
    ([name, data]) => name === CAMPAIGN_JOBS.sendCampaignTest && (data as { to: string }).to === to,
  );

async function verified(c: TClient, channel: 'sms' | 'email', address: string, to = address) {
  const requested = await c.post('/api/campaign-test-recipients', { channel, address });
  expect(requested.status, JSON.stringify(requested.body)).toBe(200);
  const [code] = await codesSentTo(to);
  const confirmed = await c.post(`/api/campaign-test-recipients/${requested.body.recipient.id}/verify`, { code });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  expect(confirmed.body.recipient.verified).toBe(true);
  return requested.body.recipient.id as string;
}

async function smsUsage(businessId: string) {
  const [row] = await t.db
    .select({ used: businesses.usageSmsMonthly, credits: businesses.creditsRemaining })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return row!;
}

describe('campaign test SMS', () => {
  it('refuses an unverified number with 400 and queues, sends and charges nothing', async () => {
    const { client: c, businessId } = await newBusiness(t);
    const id = await smsDraft(c);
    const phone = randomPhone();
    const res = await c.post(`/api/campaigns/${id}/test`, { to: phone.typed });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(TEST_RECIPIENT_MESSAGES.verifyPhoneFirst);
    expect(testJobsTo(phone.e164)).toHaveLength(0);
    expect(await outboxTo(phone.e164)).toHaveLength(0);
    expect((await smsUsage(businessId)).used).toBe(0);
  });

  it('verifies a number by the code texted to it (stored hashed, redacted from the job), then delivers the test', async () => {
    const { client: c, businessId } = await newBusiness(t, { companyName: 'Bean There' });
    const id = await smsDraft(c);
    const phone = randomPhone();
    const requested = await c.post('/api/campaign-test-recipients', { channel: 'sms', address: phone.typed });
    expect(requested.status).toBe(200);
    expect(requested.body).toMatchObject({
      message: TEST_RECIPIENT_MESSAGES.codeSentSms,
      recipient: { channel: 'sms', address: phone.e164, verified: false, verifiedAt: null },
    });
    const [code] = await codesSentTo(phone.e164);
    const [text] = await outboxTo(phone.e164);
    expect(text).toMatchObject({
      channel: 'sms',
      businessId,
      text: `Bean There test code: ${code}. Enter it in Regulars to receive campaign tests here.`,
    });
    const [row] = await t.db.select().from(testRecipients).where(eq(testRecipients.id, requested.body.recipient.id));
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.codeHash).not.toContain(code!);
    const minutesLeft = (row!.codeExpiresAt!.getTime() - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(9);
    expect(minutesLeft).toBeLessThanOrEqual(10.1);
    // Once texted, the code is no longer in the job's payload.
    const codeCall = send.mock.calls.findIndex(
      ([name, data]) => name === CAMPAIGN_JOBS.sendTestRecipientCode && (data as { to: string }).to === phone.e164,
    );
    const jobId = await send.mock.results[codeCall]!.value;
    await eventually(async () => {
      const result = (await t.db.execute(
        sql`select data::text as data from pgboss.job where id = ${jobId}::uuid`,
      )) as unknown as { rows: { data: string }[] };
      return result.rows[0]?.data === '{"redacted": true}';
    });

    const listed = await c.get('/api/campaign-test-recipients?channel=sms');
    expect(listed.body).toEqual({ ownEmail: null, recipients: [expect.objectContaining({ address: phone.e164 })] });
    const wrong = await c.post(`/api/campaign-test-recipients/${row!.id}/verify`, {
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe(TEST_RECIPIENT_MESSAGES.codeWrong);
    const malformed = await c.post(`/api/campaign-test-recipients/${row!.id}/verify`, { code: '12ab' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.message).toBe(TEST_RECIPIENT_MESSAGES.codeFormat);
    const confirmed = await c.post(`/api/campaign-test-recipients/${row!.id}/verify`, { code });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ message: TEST_RECIPIENT_MESSAGES.verified, recipient: { verified: true } });
    const [after] = await t.db.select().from(testRecipients).where(eq(testRecipients.id, row!.id));
    expect(after).toMatchObject({ codeHash: null, codeExpiresAt: null });
    // A used code does not verify anything again, and asking for a code again sends none.
    const again = await c.post('/api/campaign-test-recipients', { channel: 'sms', address: phone.e164 });
    expect(again.body.message).toBe(TEST_RECIPIENT_MESSAGES.alreadyVerified);

    const res = await c.post(`/api/campaigns/${id}/test`, { to: phone.typed });
    expect(res.status).toBe(202);
    expect(res.body.message).toBe(`Test sent to ${phone.e164}`);
    const delivered = await eventually(async () => (await outboxTo(phone.e164)).find((m) => !/test code/.test(m.text)));
    expect(delivered.text).toMatch(/^Flash sale today\n/);
    expect(await codesSentTo(phone.e164)).toHaveLength(1);
  });

  it('voids a code after five wrong tries; a new code works', async () => {
    const { client: c } = await newBusiness(t);
    const id = await smsDraft(c);
    const phone = randomPhone();
    const requested = await c.post('/api/campaign-test-recipients', { channel: 'sms', address: phone.e164 });
    const recipientId = requested.body.recipient.id as string;
    const [code] = await codesSentTo(phone.e164);
    const wrongCode = code === '999999' ? '999998' : '999999';
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const wrong = await c.post(`/api/campaign-test-recipients/${recipientId}/verify`, { code: wrongCode });
      expect(wrong.status).toBe(400);
      messages.push(wrong.body.error.message);
    }
    expect(messages).toEqual([...Array(4).fill(TEST_RECIPIENT_MESSAGES.codeWrong), TEST_RECIPIENT_MESSAGES.codeVoid]);
    const right = await c.post(`/api/campaign-test-recipients/${recipientId}/verify`, { code });
    expect(right.status).toBe(400);
    expect(right.body.error.message).toBe(TEST_RECIPIENT_MESSAGES.codeVoid);
    const [row] = await t.db.select().from(testRecipients).where(eq(testRecipients.id, recipientId));
    expect(row!.verifiedAt).toBeNull();
    expect((await c.post(`/api/campaigns/${id}/test`, { to: phone.e164 })).status).toBe(400);

    await c.post('/api/campaign-test-recipients', { channel: 'sms', address: phone.e164 });
    const [newCode] = await codesSentTo(phone.e164, 2);
    const confirmed = await c.post(`/api/campaign-test-recipients/${recipientId}/verify`, { code: newCode });
    expect(confirmed.status).toBe(200);
    expect((await c.post(`/api/campaigns/${id}/test`, { to: phone.e164 })).status).toBe(202);
  });

  it('answers 404 to another business for the recipients of this one, and changes nothing', async () => {
    const a = await newBusiness(t);
    const b = await newBusiness(t);
    const phone = randomPhone();
    const requested = await a.client.post('/api/campaign-test-recipients', { channel: 'sms', address: phone.e164 });
    const recipientId = requested.body.recipient.id as string;
    const [code] = await codesSentTo(phone.e164);

    expect((await b.client.get('/api/campaign-test-recipients')).body.recipients).toEqual([]);
    const verify = await b.client.post(`/api/campaign-test-recipients/${recipientId}/verify`, { code });
    expect(verify.status).toBe(404);
    expect(verify.body.error.message).toBe(TEST_RECIPIENT_MESSAGES.notFound);
    expect((await b.client.delete(`/api/campaign-test-recipients/${recipientId}`)).status).toBe(404);
    expect((await b.client.delete('/api/campaign-test-recipients/not-an-id')).status).toBe(404);
    const [row] = await t.db.select().from(testRecipients).where(eq(testRecipients.id, recipientId));
    expect(row).toMatchObject({ businessId: a.businessId, verifiedAt: null, wrongAttempts: 0 });

    // Verified by A, the number is still not B's to test to.
    expect((await a.client.post(`/api/campaign-test-recipients/${recipientId}/verify`, { code })).status).toBe(200);
    const bDraft = await smsDraft(b.client);
    const refused = await b.client.post(`/api/campaigns/${bDraft}/test`, { to: phone.e164 });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(TEST_RECIPIENT_MESSAGES.verifyPhoneFirst);

    // A removes it: tests no longer go there.
    expect((await a.client.delete(`/api/campaign-test-recipients/${recipientId}`)).status).toBe(204);
    expect((await a.client.get('/api/campaign-test-recipients')).body.recipients).toEqual([]);
    const aDraft = await smsDraft(a.client);
    expect((await a.client.post(`/api/campaigns/${aDraft}/test`, { to: phone.e164 })).status).toBe(400);
  });

  it('refuses a number that opted out of the business’s texts, for codes and for tests', async () => {
    const { client: c, businessId } = await newBusiness(t);
    const id = await smsDraft(c);
    const phone = randomPhone();
    await verified(c, 'sms', phone.e164);
    await t.db.insert(smsOptOuts).values({ businessId, phone: phone.e164, source: 'keyword', message: 'STOP' });
    const res = await c.post(`/api/campaigns/${id}/test`, { to: phone.e164 });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(TEST_RECIPIENT_MESSAGES.optedOut);
    expect(testJobsTo(phone.e164)).toHaveLength(0);

    const other = randomPhone();
    await t.db.insert(smsOptOuts).values({ businessId, phone: other.e164, source: 'manual', message: null });
    const code = await c.post('/api/campaign-test-recipients', { channel: 'sms', address: other.typed });
    expect(code.status).toBe(400);
    expect(code.body.error.message).toBe(TEST_RECIPIENT_MESSAGES.optedOut);
    expect(await outboxTo(other.e164)).toHaveLength(0);
  });

  it('charges a test SMS as a quick SMS is charged, and refuses it with no allowance and no credits', async () => {
    const { client: c, businessId } = await newBusiness(t);
    // Two segments either way: the test's text is the body and its opt-out line, the quick SMS the same words.
    const body = `Spring offer: ${'double points on every coffee. '.repeat(5)}`.trim();
    const id = await smsDraft(c, body);
    const phone = randomPhone();
    await verified(c, 'sms', phone.e164);
    const [template] = await t.db
      .insert(smsTemplates)
      .values({ businessId, name: 'Promo', messageTemplate: `${body}\nReply STOP to opt out` })
      .returning();
    const customer = await addCustomer(c, { phone: randomPhone().typed });
    const quick = async () => {
      const res = await c.post(`/api/customers/${customer.id}/quick-sms`, { templateId: template!.id });
      expect(res.status).toBe(200);
      await settledMessage(t, res.body.messageId);
    };
    const test = async () => {
      const res = await c.post(`/api/campaigns/${id}/test`, { to: phone.e164 });
      expect(res.status, JSON.stringify(res.body)).toBe(202);
    };
    const change = async (act: () => Promise<void>) => {
      const before = await smsUsage(businessId);
      await act();
      const after = await smsUsage(businessId);
      return { used: after.used - before.used, credits: after.credits - before.credits };
    };

    // Within the monthly allowance: one SMS counted each.
    const quickInAllowance = await change(quick);
    expect(quickInAllowance.used).toBe(2);
    expect(await change(test)).toEqual(quickInAllowance);

    // Allowance used up: credits pay, the same for both, with a ledger row.
    await t.db
      .update(businesses)
      .set({ usageSmsMonthly: 50, usageSmsMonth: usageMonth(), creditsRemaining: 100 })
      .where(eq(businesses.id, businessId));
    const quickOnCredits = await change(quick);
    expect(quickOnCredits.credits).toBeLessThan(0);
    expect(await change(test)).toEqual(quickOnCredits);
    const spends = await t.db
      .select({ delta: creditLedger.delta, reason: creditLedger.reason })
      .from(creditLedger)
      .where(and(eq(creditLedger.businessId, businessId), eq(creditLedger.kind, 'sms_spend')));
    expect(spends).toContainEqual({
      delta: quickOnCredits.credits,
      reason: `Campaign test SMS to ${phone.e164} (2 segments)`,
    });

    // Neither allowance nor credits: refused with the usual message, nothing queued or counted.
    await t.db.update(businesses).set({ creditsRemaining: 0 }).where(eq(businesses.id, businessId));
    const queuedBefore = testJobsTo(phone.e164).length;
    const usageBefore = await smsUsage(businessId);
    const refused = await c.post(`/api/campaigns/${id}/test`, { to: phone.e164 });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('PLAN_LIMIT');
    // The usual words: what a quick SMS of the same length is told.
    const quickRefused = await c.post(`/api/customers/${customer.id}/quick-sms`, { templateId: template!.id });
    expect(quickRefused.status).toBe(403);
    expect(refused.body.error.message).toBe(quickRefused.body.error.message);
    expect(refused.body.error.message).toMatch(/Upgrade your plan or add credits/);
    expect(testJobsTo(phone.e164)).toHaveLength(queuedBefore);
    expect(await smsUsage(businessId)).toEqual(usageBefore);
    expect(usageBefore.credits).toBe(0);
  });

  it('lets a team member add and verify a number that the whole team can then test to', async () => {
    const owner = await newBusiness(t, { tierName: 'Agency' });
    const member = await newTeamMember(t, owner.client);
    const phone = randomPhone();
    await verified(member.client, 'sms', phone.typed, phone.e164);
    const listed = (await owner.client.get('/api/campaign-test-recipients?channel=sms')).body.recipients;
    expect(listed).toEqual([expect.objectContaining({ address: phone.e164, verified: true })]);
    const id = await smsDraft(owner.client);
    expect((await owner.client.post(`/api/campaigns/${id}/test`, { to: phone.e164 })).status).toBe(202);
  });

  it('limits codes to five an hour per business', async () => {
    const { client: c } = await newBusiness(t);
    for (let i = 0; i < 5; i++) {
      const ok = await c.post('/api/campaign-test-recipients', { channel: 'email', address: newEmail() });
      expect(ok.status).toBe(200);
    }
    const sixth = await c.post('/api/campaign-test-recipients', { channel: 'email', address: newEmail() });
    expect(sixth.status).toBe(429);
    expect(sixth.body.error.message).toBe(TEST_RECIPIENT_MESSAGES.tooManyCodes);
  });
});

describe('campaign test email', () => {
  it('goes to the user’s own email only once it is verified, or to an address verified by code', async () => {
    const { client: c, email, me } = await newBusiness(t, { companyName: 'Moon Bakery' });
    const id = await emailDraft(c);
    const unverified = await c.post(`/api/campaigns/${id}/test`, { to: '' });
    expect(unverified.status).toBe(400);
    expect(unverified.body.error.message).toBe(TEST_RECIPIENT_MESSAGES.verifyEmailFirst);
    expect((await c.get('/api/campaign-test-recipients?channel=email')).body.ownEmail).toBeNull();

    // As a Google sign-in leaves it.
    await t.db.update(users).set({ emailVerified: true }).where(eq(users.id, me.user.id));
    expect((await c.get('/api/campaign-test-recipients?channel=email')).body.ownEmail).toBe(email);
    const own = await c.post(`/api/campaigns/${id}/test`, { to: '' });
    expect(own.status).toBe(202);
    expect(own.body.message).toBe(`Test sent to ${email}`);

    const stranger = newEmail();
    const refused = await c.post(`/api/campaigns/${id}/test`, { to: stranger });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(TEST_RECIPIENT_MESSAGES.verifyEmailFirst);
    const typed = stranger.toUpperCase();
    await verified(c, 'email', typed, stranger);
    const [codeMail] = await outboxTo(stranger);
    expect(codeMail!.subject).toBe('Moon Bakery test code');
    expect((await c.post(`/api/campaigns/${id}/test`, { to: typed })).status).toBe(202);
    const sent = await eventually(async () => (await outboxTo(stranger)).find((m) => m.subject?.startsWith('[Test]')));
    expect(sent.subject).toMatch(/^\[Test\] Hi /);
  });

  it('refuses an address that unsubscribed from the business’s emails', async () => {
    const { client: c } = await newBusiness(t);
    const id = await emailDraft(c);
    const address = newEmail();
    await verified(c, 'email', address);
    const customer = await addCustomer(c, { email: address });
    await t.db.update(customers).set({ emailUnsubscribedAt: new Date() }).where(eq(customers.id, customer.id));
    const res = await c.post(`/api/campaigns/${id}/test`, { to: address });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(TEST_RECIPIENT_MESSAGES.unsubscribed);
    expect(testJobsTo(address)).toHaveLength(0);
  });
});
