import { and, eq, sql } from 'drizzle-orm';
import twilio from 'twilio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawQuery } from '../src/db/raw-sql.ts';
import {
  businesses,
  campaigns,
  communicationLogs,
  creditLedger,
  customerConsents,
  customers,
  smsOptOuts,
  smsTemplates,
  webhookEndpoints,
  webhookEvents,
} from '../src/db/schema/index.ts';
import { LOYALTY_JOBS } from '../src/loyalty/index.ts';
import { deliverMessage } from '../src/messaging/deliver-message.ts';
import { SMS_REPLIES } from '../src/messaging/handle-inbound-sms.ts';
import { DELIVERY_MESSAGES, handOver, MESSAGING_JOBS, smsChannel } from '../src/messaging/index.ts';
import { queueMessage } from '../src/messaging/queue-message.ts';
import { TWILIO_INBOUND_PATH, TWILIO_STATUS_PATH } from '../src/providers/sms/index.ts';
import { awayFromQuietHours, seedCustomers } from './campaign-seed.ts';
import { addCustomer } from './factories/customers.ts';
import {
  eventually,
  newBusiness,
  queueDrained,
  settledMessage,
  startIsolatedTestApp,
  superAdminClient,
  type TClient,
  type TTestApp,
} from './harness.ts';
import { startTwilioStub } from './stubs/twilio-stub.ts';

const AUTH_TOKEN = 'twilio-auth-token-for-tests';
const APP_URL = 'http://localhost:3000';
let t: TTestApp;
let stub: Awaited<ReturnType<typeof startTwilioStub>>;

beforeAll(async () => {
  stub = await startTwilioStub();
  t = await startIsolatedTestApp('send_pipeline', {
    TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
    TWILIO_AUTH_TOKEN: AUTH_TOKEN,
    TWILIO_FROM: '+15005550006',
    TWILIO_API_BASE: stub.url,
    SEND_RETRY_DELAY_SECONDS: '1',
  });
});
afterAll(async () => {
  await t?.stop();
  await stub?.close();
});

/** A number no other test uses: inbound texts find their business by it. */
const freshPhone = () => `+1628${String(2_000_000 + Math.floor(Math.random() * 7_999_999))}`;

async function smsTemplate(businessId: string, text = 'Hi {firstName}, see you soon') {
  const [template] = await t.db
    .insert(smsTemplates)
    .values({ businessId, name: 'Promo', messageTemplate: text })
    .returning();
  return template!;
}

async function quickSms(c: TClient, customerId: string, templateId: string, requestKey?: string) {
  const res = await c.post(`/api/customers/${customerId}/quick-sms`, { templateId, requestKey });
  expect(res.status).toBe(200);
  return res.body.messageId as string;
}

const business = async (id: string) => (await t.db.select().from(businesses).where(eq(businesses.id, id)))[0]!;

/** A form post signed the way Twilio signs it (or with the signature given). */
function twilioPost(path: string, params: Record<string, string>, signature?: string) {
  return t.app.request(path, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': signature ?? twilio.getExpectedTwilioSignature(AUTH_TOKEN, `${APP_URL}${path}`, params),
    },
    body: new URLSearchParams(params).toString(),
  });
}

describe('the send pipeline', () => {
  it('retries a message the provider refuses with back-off, and sends it once', async () => {
    const { client: c, businessId } = await newBusiness(t);
    const template = await smsTemplate(businessId);
    const phone = freshPhone();
    const customer = await addCustomer(c, { firstName: 'Rae', phone });
    stub.script(phone, [503, 503]);
    const logId = await quickSms(c, customer.id, template.id);
    const log = await eventually(async () => {
      const [row] = await t.db.select().from(communicationLogs).where(eq(communicationLogs.id, logId));
      return row?.status === 'sent' && row;
    }, 30_000);
    expect(log).toMatchObject({ provider: 'twilio', attempts: 3, content: 'Hi Rae, see you soon' });
    expect(log.metadata).toEqual({ quick: true });
    const requests = stub.to(phone);
    expect(requests).toHaveLength(3);
    expect(log.providerMessageId).toBe(requests[2]!.sid);
    expect(requests[2]!.statusCallback).toBe(`${APP_URL}${TWILIO_STATUS_PATH}?ref=${logId}`);
    expect((await business(businessId)).usageSmsMonthly).toBe(1);
  });

  it('fails a message the provider refuses for good, with its reason, and refunds the credits it cost', async () => {
    const { client: c, businessId } = await newBusiness(t);
    const template = await smsTemplate(businessId);
    const phone = freshPhone();
    const customer = await addCustomer(c, { phone });
    const month = new Date().toISOString().slice(0, 7);
    // The month's allowance is used up, so this SMS is paid for with a credit.
    await t.db
      .update(businesses)
      .set({ usageSmsMonthly: 50, usageSmsMonth: month, creditsRemaining: 3 })
      .where(eq(businesses.id, businessId));
    stub.script(phone, [400]);
    const logId = await quickSms(c, customer.id, template.id);
    const log = await settledMessage(t, logId);
    expect(log).toMatchObject({ status: 'failed', attempts: 1, chargedCredits: 1, chargedSmsMonth: month });
    expect(log.metadata.error).toBe("Twilio answered 400 (error 21211): The 'To' number is not valid.");
    expect(stub.to(phone)).toHaveLength(1);
    const after = await business(businessId);
    expect({ usage: after.usageSmsMonthly, credits: after.creditsRemaining }).toEqual({ usage: 50, credits: 3 });
    const ledger = await t.db.select().from(creditLedger).where(eq(creditLedger.businessId, businessId));
    expect(ledger.map((r) => [r.kind, r.delta]).sort()).toEqual([
      ['send_refund', 1],
      ['sms_spend', -1],
    ]);
    const detail = await c.get(`/api/communications/${logId}`);
    expect(detail.body.communication).toMatchObject({ status: 'failed', error: log.metadata.error });
  });

  it('refuses a send neither the allowance nor credits cover, writing and sending nothing', async () => {
    const { client: c, businessId } = await newBusiness(t);
    const template = await smsTemplate(businessId);
    const phone = freshPhone();
    const customer = await addCustomer(c, { phone });
    const month = new Date().toISOString().slice(0, 7);
    await t.db
      .update(businesses)
      .set({ usageSmsMonthly: 50, usageSmsMonth: month, creditsRemaining: 0 })
      .where(eq(businesses.id, businessId));
    const res = await c.post(`/api/customers/${customer.id}/quick-sms`, { templateId: template.id });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('PLAN_LIMIT');
    expect(await t.db.select().from(communicationLogs).where(eq(communicationLogs.businessId, businessId))).toEqual([]);
    expect(stub.to(phone)).toHaveLength(0);
    expect((await business(businessId)).usageSmsMonthly).toBe(50);
  });

  it('never sends twice when the provider took a message but the answer was lost', async () => {
    const { client: c, businessId } = await newBusiness(t);
    const template = await smsTemplate(businessId);
    const phone = freshPhone();
    const customer = await addCustomer(c, { phone });
    stub.script(phone, ['hang-up']);
    const logId = await quickSms(c, customer.id, template.id);
    const interrupted = await eventually(async () => {
      const [row] = await t.db.select().from(communicationLogs).where(eq(communicationLogs.id, logId));
      return row?.metadata.error === DELIVERY_MESSAGES.interrupted && row;
    });
    expect(interrupted).toMatchObject({ status: 'pending', attempts: 1 });
    expect(interrupted.handedOverAt).not.toBeNull();
    // pg-boss hands the job out again (as after a worker crash): it must not reach the provider.
    await t.deps.queue.send(MESSAGING_JOBS.deliverMessage, { businessId, logId });
    await queueDrained(t, { businessId, logId });
    expect(stub.to(phone)).toHaveLength(1);
    expect((await t.db.select().from(communicationLogs).where(eq(communicationLogs.id, logId)))[0]?.status).toBe(
      'pending',
    );
    // Twilio's delivery report, which carries our id, settles it.
    const params = { MessageSid: 'SM-late', MessageStatus: 'delivered' };
    const res = await twilioPost(`${TWILIO_STATUS_PATH}?ref=${logId}`, params);
    expect(res.status).toBe(200);
    expect(await settledMessage(t, logId)).toMatchObject({ status: 'sent', providerMessageId: 'SM-late' });
  }, 30_000);

  it('queues one message for a double click (the same request key), charged once', async () => {
    const { client: c, businessId } = await newBusiness(t);
    const template = await smsTemplate(businessId);
    const phone = freshPhone();
    const customer = await addCustomer(c, { phone });
    const requestKey = crypto.randomUUID();
    const [first, second] = await Promise.all([
      c.post(`/api/customers/${customer.id}/quick-sms`, { templateId: template.id, requestKey }),
      c.post(`/api/customers/${customer.id}/quick-sms`, { templateId: template.id, requestKey }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body.messageId).toBe(second.body.messageId);
    await settledMessage(t, first.body.messageId);
    const again = await c.post(`/api/customers/${customer.id}/quick-sms`, { templateId: template.id, requestKey });
    expect(again.body).toMatchObject({ messageId: first.body.messageId, status: 'sent' });
    expect(stub.to(phone)).toHaveLength(1);
    expect((await business(businessId)).usageSmsMonthly).toBe(1);
  });

  it('holds a marketing SMS during quiet hours in the business time zone, then sends it', async () => {
    const { client: c, businessId } = await newBusiness(t);
    const template = await smsTemplate(businessId);
    const phone = freshPhone();
    const customer = await addCustomer(c, { firstName: 'Quinn', phone });
    // Quiet hours around the real clock (the business's zone is UTC), so the queue holds the job past this test.
    const now = new Date();
    const hhmm = (d: Date) => d.toISOString().slice(11, 16);
    const end = new Date(now.getTime() + 2 * 3600_000);
    end.setUTCSeconds(0, 0);
    await t.db
      .update(businesses)
      .set({ quietHoursStart: hhmm(new Date(now.getTime() - 3600_000)), quietHoursEnd: hhmm(end) })
      .where(eq(businesses.id, businessId));
    const queued = await queueMessage({
      db: t.db,
      queue: t.deps.queue,
      now,
      message: {
        businessId,
        customerId: customer.id,
        channel: 'sms',
        template,
        text: 'Two-for-one tonight',
        sendKey: `test:quiet:${customer.id}`,
        marketing: true,
        metadata: { trigger: 'campaign' },
        spendDescription: 'Campaign SMS',
      },
    });
    const startsAfter = async () =>
      (
        await rawQuery<{ start_after: string }>(
          t.db,
          sql`select start_after from pgboss.job where name = ${MESSAGING_JOBS.deliverMessage} and data->>'logId' = ${queued.logId}`,
        )
      ).map((j) => new Date(j.start_after).toISOString());
    expect(await startsAfter()).toEqual([end.toISOString()]);

    // A delivery attempt inside quiet hours sends nothing and waits for the end again.
    const deps = { ...t.deps, emailFor: async () => t.deps.customerEmail };
    await deliverMessage({ ...deps, businessId, logId: queued.logId, now: new Date(now.getTime() + 60_000) });
    expect(stub.to(phone)).toHaveLength(0);
    expect(await startsAfter()).toEqual([end.toISOString(), end.toISOString()]);

    await deliverMessage({ ...deps, businessId, logId: queued.logId, now: new Date(end.getTime() + 60_000) });
    expect(stub.to(phone).map((r) => r.body)).toEqual(['Two-for-one tonight']);
    expect(await settledMessage(t, queued.logId)).toMatchObject({ status: 'sent', attempts: 1 });
  });
});

describe('delivery reports', () => {
  it('fails and refunds a message reported undelivered; forged or unknown reports change nothing', async () => {
    const { client: c, businessId } = await newBusiness(t);
    const template = await smsTemplate(businessId);
    const phone = freshPhone();
    const customer = await addCustomer(c, { phone });
    const logId = await quickSms(c, customer.id, template.id);
    const sent = await settledMessage(t, logId);
    expect(sent.status).toBe('sent');
    expect((await business(businessId)).usageSmsMonthly).toBe(1);

    const report = { MessageSid: sent.providerMessageId!, MessageStatus: 'undelivered', ErrorCode: '30003' };
    const forged = await twilioPost(TWILIO_STATUS_PATH, report, 'not-the-signature');
    expect(forged.status).toBe(403);
    expect(await twilioPost(TWILIO_STATUS_PATH, { ...report, MessageSid: 'SM-unknown' })).toHaveProperty('status', 200);
    expect((await t.db.select().from(communicationLogs).where(eq(communicationLogs.id, logId)))[0]?.status).toBe(
      'sent',
    );

    expect((await twilioPost(TWILIO_STATUS_PATH, report)).status).toBe(200);
    const [failed] = await t.db.select().from(communicationLogs).where(eq(communicationLogs.id, logId));
    expect(failed).toMatchObject({ status: 'failed' });
    expect(failed!.metadata.error).toBe('Twilio reported the message undelivered (error 30003)');
    expect((await business(businessId)).usageSmsMonthly).toBe(0);
    // Reported twice: refunded once.
    await twilioPost(TWILIO_STATUS_PATH, report);
    expect((await business(businessId)).usageSmsMonthly).toBe(0);
  });
});

describe('texts customers send: STOP, START, HELP', () => {
  const inbound = (from: string, body: string) =>
    twilioPost(TWILIO_INBOUND_PATH, { From: from, To: '+15005550006', Body: body, MessageSid: `SMin${Date.now()}` });
  const replyOf = async (res: Response) => {
    const xml = await res.text();
    const entities: Record<string, string> = { '&amp;': '&', '&apos;': "'", '&quot;': '"', '&lt;': '<', '&gt;': '>' };
    return [...xml.matchAll(/<Message>([^<]*)<\/Message>/g)].map((m) =>
      m[1]!.replace(/&(amp|apos|quot|lt|gt);/g, (e) => entities[e] ?? e),
    );
  };

  it('STOP opts the number out of the business that texted it, with one confirmation; START opts back in', async () => {
    const a = await newBusiness(t, { companyName: 'Corner Cafe' });
    const b = await newBusiness(t, { companyName: 'Other Barber' });
    const phone = freshPhone();
    const atA = await addCustomer(a.client, { phone });
    const atB = await addCustomer(b.client, { phone });
    const template = await smsTemplate(a.businessId);
    await settledMessage(t, await quickSms(a.client, atA.id, template.id));

    const stop = await inbound(phone, 'STOP');
    expect(stop.status).toBe(200);
    expect(stop.headers.get('content-type')).toContain('text/xml');
    expect(await replyOf(stop)).toEqual([SMS_REPLIES.stop('Corner Cafe')]);
    const optedIn = async (id: string) =>
      (await t.db.select().from(customers).where(eq(customers.id, id)))[0]?.optedInSms;
    expect(await optedIn(atA.id)).toBe(false);
    expect(await optedIn(atB.id)).toBe(true);
    const [entry] = await t.db.select().from(smsOptOuts).where(eq(smsOptOuts.businessId, a.businessId));
    expect(entry).toMatchObject({ phone, source: 'keyword', message: 'STOP' });
    const refused = await a.client.post(`/api/customers/${atA.id}/quick-sms`, { templateId: template.id });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('Customer has not opted in to receive SMS messages');

    const start = await inbound(phone, 'start');
    expect(await replyOf(start)).toEqual([SMS_REPLIES.start('Corner Cafe')]);
    expect(await optedIn(atA.id)).toBe(true);
    expect(await t.db.select().from(smsOptOuts).where(eq(smsOptOuts.businessId, a.businessId))).toHaveLength(0);
    const consents = await t.db
      .select()
      .from(customerConsents)
      .where(and(eq(customerConsents.customerId, atA.id), eq(customerConsents.source, 'sms_keyword')));
    expect(consents).toHaveLength(1);
    expect(consents[0]!.wording).toContain('Texted "start"');
  });

  it('reads opt-outs in the customer’s own words, answers HELP with the contact, ignores other texts', async () => {
    const a = await newBusiness(t, { companyName: 'Bean Bar' });
    await t.db
      .update(businesses)
      .set({ contactPhone: '+1 415 555 0199', contactEmail: 'hello@beanbar.test' })
      .where(eq(businesses.id, a.businessId));
    const phone = freshPhone();
    const customer = await addCustomer(a.client, { phone });

    expect(await replyOf(await inbound(phone, 'HELP'))).toEqual([
      SMS_REPLIES.help('Bean Bar', '+1 415 555 0199 or hello@beanbar.test'),
    ]);
    expect(await replyOf(await inbound(phone, 'Thanks, see you Friday!'))).toEqual([]);
    expect(await replyOf(await inbound(phone, 'please stop texting me'))).toEqual([SMS_REPLIES.stop('Bean Bar')]);
    const [entry] = await t.db.select().from(smsOptOuts).where(eq(smsOptOuts.businessId, a.businessId));
    expect(entry).toMatchObject({ source: 'free_text', message: 'please stop texting me' });
    expect((await t.db.select().from(customers).where(eq(customers.id, customer.id)))[0]?.optedInSms).toBe(false);
    expect(await replyOf(await inbound(freshPhone(), 'STOP'))).toEqual([]);
  });

  it('refuses a forged text, changing nothing', async () => {
    const a = await newBusiness(t);
    const phone = freshPhone();
    const customer = await addCustomer(a.client, { phone });
    const res = await twilioPost(TWILIO_INBOUND_PATH, { From: phone, Body: 'STOP' }, 'forged');
    expect(res.status).toBe(403);
    expect((await t.db.select().from(customers).where(eq(customers.id, customer.id)))[0]?.optedInSms).toBe(true);
  });

  it('no send gets past the suppression list, even after the staff tick SMS consent again', async () => {
    const a = await newBusiness(t);
    const template = await smsTemplate(a.businessId);
    const phone = freshPhone();
    const customer = await addCustomer(a.client, { phone });
    await settledMessage(t, await quickSms(a.client, customer.id, template.id));
    await inbound(phone, 'STOP');
    expect((await a.client.patch(`/api/customers/${customer.id}`, { optedInSms: true })).status).toBe(200);
    const refused = await a.client.post(`/api/customers/${customer.id}/quick-sms`, { templateId: template.id });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(DELIVERY_MESSAGES.smsOptedOut);
    // An automatic message is refused at delivery, and refunded.
    await t.db.insert(smsTemplates).values({
      businessId: a.businessId,
      name: 'Reward',
      messageTemplate: 'You earned a reward',
      triggerType: 'reward_earned',
    });
    await t.deps.queue.send(LOYALTY_JOBS.sendLoyaltyMessage, {
      businessId: a.businessId,
      customerId: customer.id,
      trigger: 'reward_earned',
      eventKey: 'reward:test',
      values: {},
    });
    const failed = await eventually(async () => {
      const rows = await t.db
        .select()
        .from(communicationLogs)
        .where(and(eq(communicationLogs.customerId, customer.id), eq(communicationLogs.status, 'failed')));
      return rows[0];
    });
    expect(failed.metadata.error).toBe(DELIVERY_MESSAGES.smsOptedOut);
    expect(stub.to(phone)).toHaveLength(1);
    expect((await business(a.businessId)).usageSmsMonthly).toBe(1);
  });
});

describe('campaign messages go the same way', () => {
  /** A webhook endpoint for message.failed, written as its row: this app may not reach a receiver of the test's. */
  async function failedHook(businessId: string) {
    await t.db.insert(webhookEndpoints).values({
      businessId,
      url: 'https://hooks.example.test/regulars',
      events: ['message.failed'],
      secretSealed: await t.deps.secrets.encrypt('whsec_test'),
    });
  }

  it('fails the messages whose customer withdrew since they were made, each with its reason, refunded and announced', async () => {
    const { client: c, businessId } = await newBusiness(t, { tierName: 'Pro' });
    await failedHook(businessId);
    const [ok, stopped, gone, unticked, noPhone] = await seedCustomers(t, businessId, [
      { optedInSms: true, phone: freshPhone() },
      { optedInSms: true, phone: freshPhone() },
      { optedInSms: true, phone: freshPhone(), deletedAt: new Date() },
      { optedInSms: false, phone: freshPhone() },
      { optedInSms: true, phone: null },
    ]);
    await t.db.insert(smsOptOuts).values({ businessId, phone: stopped!.phone!, source: 'keyword' });
    const created = await c.post('/api/campaigns', { name: 'Flash sale', type: 'sms' });
    expect(created.status).toBe(201);
    const campaignId = created.body.id as string;
    const recipients = [ok, stopped, gone, unticked, noPhone] as { id: string }[];
    const logs = await t.db
      .insert(communicationLogs)
      .values(
        recipients.map((r) => ({
          businessId,
          customerId: r.id,
          campaignId,
          type: 'sms' as const,
          templateName: 'Flash sale',
          content: 'Flash sale today',
          chargedCredits: 1,
        })),
      )
      .returning({ id: communicationLogs.id, customerId: communicationLogs.customerId });

    const result = await handOver(t.db, {
      businessId,
      channel: smsChannel(t.deps.sms, businessId),
      logger: t.deps.logger,
      which: { campaignId },
      limit: 10,
    });
    expect(result).toEqual({ picked: 5, released: [] });
    const rows = await t.db.select().from(communicationLogs).where(eq(communicationLogs.campaignId, campaignId));
    const byCustomer = new Map(rows.map((r) => [r.customerId, r]));
    const outcome = (customerId: string) => {
      const row = byCustomer.get(customerId)!;
      return [row.status, row.metadata.error ?? null];
    };
    expect(recipients.map((r) => outcome(r.id))).toEqual([
      ['sent', null],
      ['failed', DELIVERY_MESSAGES.smsOptedOut],
      ['failed', DELIVERY_MESSAGES.customerGone],
      ['failed', 'Customer has not opted in to receive SMS messages'],
      ['failed', 'Customer phone number is required'],
    ]);
    expect(stub.to(ok!.phone!).map((r) => r.body)).toEqual(['Flash sale today']);
    expect(stub.to(stopped!.phone!)).toHaveLength(0);
    const [counts] = await t.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
    // Twilio reports delivery later: taken is sent, not yet delivered.
    expect(counts).toMatchObject({ sentCount: 1, failedCount: 4, deliveredCount: 0 });
    const refunds = await t.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.businessId, businessId), eq(creditLedger.kind, 'send_refund')));
    expect(refunds.map((r) => [r.delta, r.reason])).toEqual([[4, 'Refund: 4 campaign SMS not sent']]);
    const events = await t.db.select().from(webhookEvents).where(eq(webhookEvents.businessId, businessId));
    const failedIds = logs.filter((l) => l.customerId !== ok!.id).map((l) => l.id);
    expect(events.map((e) => [e.type, (e.payload as { messageId: string }).messageId]).sort()).toEqual(
      failedIds.map((id) => ['message.failed', id]).sort(),
    );
    expect((events[0]!.payload as { campaignId: string }).campaignId).toBe(campaignId);

    // Handed over once: a second pass finds nothing to do.
    expect(
      await handOver(t.db, {
        businessId,
        channel: smsChannel(t.deps.sms, businessId),
        logger: t.deps.logger,
        which: { campaignId },
        limit: 10,
      }),
    ).toEqual({ picked: 0, released: [] });
  });

  it('tries a message the provider refused for now again, sends it once, and fails one it refused for good', async () => {
    const { client: c, businessId } = await newBusiness(t);
    await awayFromQuietHours(t, businessId);
    const [later, never, fine] = await seedCustomers(t, businessId, [
      { optedInSms: true, phone: freshPhone() },
      { optedInSms: true, phone: freshPhone() },
      { optedInSms: true, phone: freshPhone() },
    ]);
    stub.script(later!.phone!, [503]);
    stub.script(never!.phone!, [400]);
    const created = await c.post('/api/campaigns', { name: 'Weekend', type: 'sms' });
    const id = created.body.id as string;
    const saved = await c.put(`/api/campaigns/${id}`, { name: 'Weekend', body: 'See you this weekend' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await c.post(`/api/campaigns/${id}/send`, {})).status).toBe(200);
    const done = await eventually(async () => {
      const res = await c.get(`/api/campaigns/${id}`);
      return res.body.status === 'sent' ? res.body : null;
    }, 30_000);
    expect(done.stats).toMatchObject({ queued: 3, sent: 2, failed: 1 });
    const rows = await t.db.select().from(communicationLogs).where(eq(communicationLogs.campaignId, id));
    const of = (customerId: string) => rows.find((r) => r.customerId === customerId)!;
    expect(of(later!.id)).toMatchObject({ status: 'sent', attempts: 2, metadata: {} });
    expect(of(never!.id)).toMatchObject({ status: 'failed', attempts: 1 });
    expect(of(never!.id).metadata.error).toBe("Twilio answered 400 (error 21211): The 'To' number is not valid.");
    expect(of(fine!.id)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(stub.to(later!.phone!)).toHaveLength(2);
    expect(stub.to(never!.phone!)).toHaveLength(1);
    expect(of(later!.id).providerMessageId).toBe(stub.to(later!.phone!)[1]!.sid);
  });
});

describe('super admin test sends', () => {
  it('go through the queue and show the provider’s words when it refuses', async () => {
    const admin = await superAdminClient(t);
    const phone = freshPhone();
    stub.script(phone, [400]);
    const res = await admin.post('/api/admin/test-communications/sms', { recipientPhone: phone, message: 'Test' });
    expect(res.status).toBe(200);
    const status = await eventually(async () => {
      const body = (await admin.get(`/api/admin/test-communications/${res.body.testSendId}`)).body;
      return body.status !== 'pending' && body;
    });
    expect(status).toEqual({
      status: 'failed',
      messageId: null,
      error: "Failed to send SMS: Twilio answered 400 (error 21211): The 'To' number is not valid.",
    });
    const ok = await admin.post('/api/admin/test-communications/sms', { recipientPhone: phone, message: 'Again' });
    const sent = await eventually(async () => {
      const body = (await admin.get(`/api/admin/test-communications/${ok.body.testSendId}`)).body;
      return body.status === 'sent' && body;
    });
    expect(sent.messageId).toBe(stub.to(phone)[1]?.sid);
    // The job's payload (the number and the text) does not outlive the send.
    const payloads = await rawQuery<{ data: unknown }>(
      t.db,
      sql`select data from pgboss.job where id in (${res.body.testSendId}::uuid, ${ok.body.testSendId}::uuid)`,
    );
    expect(payloads.map((p) => p.data)).toEqual([{ redacted: true }, { redacted: true }]);
  });
});
