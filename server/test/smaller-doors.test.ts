import { createHmac, randomUUID } from 'node:crypto';
import { LOYALTY_MESSAGES } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  communicationLogs,
  customers,
  outboxMessages,
  platformSettings,
  smsOptOuts,
  smsTemplates,
  transactions,
} from '../src/db/schema/index.ts';
import { handleInboundSms, SMS_REPLIES } from '../src/messaging/handle-inbound-sms.ts';
import { awayFromQuietHours, seedCustomers } from './campaign-seed.ts';
import { addCustomer } from './factories/customers.ts';
import { newProgram } from './factories/programs.ts';
import { eventually, newBusiness, settledMessage, startTestApp, type TClient, type TTestApp } from './harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

/** A number no other test uses: an inbound text finds its businesses by it. */
const freshPhone = () => `+1726${String(2_000_000 + Math.floor(Math.random() * 7_999_999))}`;
const DAY = 86_400_000;

/** A quick SMS from the business to its customer, through the default (outbox) provider. */
async function textFrom(c: TClient, businessId: string, customerId: string) {
  const [template] = await t.db
    .insert(smsTemplates)
    .values({ businessId, name: 'Hello', messageTemplate: 'Hi {firstName}, see you soon' })
    .returning();
  const res = await c.post(`/api/customers/${customerId}/quick-sms`, { templateId: template!.id });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const log = await settledMessage(t, res.body.messageId);
  expect(log.status).toBe('sent');
  return log.id;
}

const inboundText = (from: string, body: string) =>
  handleInboundSms({ db: t.db, sms: { from, to: '+15005550006', body }, defaultRegion: 'US' });

const optOutsOf = (businessId: string, phone: string) =>
  t.db
    .select()
    .from(smsOptOuts)
    .where(and(eq(smsOptOuts.businessId, businessId), eq(smsOptOuts.phone, phone)));

const optedInSms = async (customerId: string) =>
  (await t.db.select({ on: customers.optedInSms }).from(customers).where(eq(customers.id, customerId)))[0]?.on;

describe('a STOP from a number several businesses texted', () => {
  it('opts it out of every business that texted it in the last 30 days, with one reply; START undoes the same set', async () => {
    const a = await newBusiness(t, { companyName: 'Corner Cafe' });
    const b = await newBusiness(t, { companyName: 'Other Barber' });
    const old = await newBusiness(t, { companyName: 'Long Ago Bakery' });
    const phone = freshPhone();
    const atA = await addCustomer(a.client, { phone });
    const atB = await addCustomer(b.client, { phone });
    const atOld = await addCustomer(old.client, { phone });
    await textFrom(a.client, a.businessId, atA.id);
    await textFrom(b.client, b.businessId, atB.id);
    const oldText = await textFrom(old.client, old.businessId, atOld.id);
    await t.db
      .update(communicationLogs)
      .set({ createdAt: new Date(Date.now() - 40 * DAY) })
      .where(eq(communicationLogs.id, oldText));

    const reply = await inboundText(phone, 'STOP');
    // One confirmation, naming both businesses the number is now unsubscribed from (newest texter first).
    expect(reply).toBe(SMS_REPLIES.stop('Other Barber and Corner Cafe'));
    expect(await optOutsOf(a.businessId, phone)).toEqual([
      expect.objectContaining({ phone, source: 'keyword', message: 'STOP' }),
    ]);
    expect(await optOutsOf(b.businessId, phone)).toHaveLength(1);
    expect(await optOutsOf(old.businessId, phone)).toHaveLength(0);
    expect(await optedInSms(atA.id)).toBe(false);
    expect(await optedInSms(atB.id)).toBe(false);
    expect(await optedInSms(atOld.id)).toBe(true);

    // START goes to the same set, so STOP then START leaves the number where it was everywhere.
    expect(await inboundText(phone, 'START')).toBe(SMS_REPLIES.start('Other Barber and Corner Cafe'));
    expect(await optOutsOf(a.businessId, phone)).toHaveLength(0);
    expect(await optOutsOf(b.businessId, phone)).toHaveLength(0);
    expect(await optedInSms(atA.id)).toBe(true);
    expect(await optedInSms(atB.id)).toBe(true);
  });

  it('keeps to the one business when only one texted it in the last 30 days', async () => {
    const a = await newBusiness(t, { companyName: 'Solo Salon' });
    const b = await newBusiness(t, { companyName: 'Quiet Diner' });
    const phone = freshPhone();
    const atA = await addCustomer(a.client, { phone });
    const atB = await addCustomer(b.client, { phone });
    await textFrom(a.client, a.businessId, atA.id);

    expect(await inboundText(phone, 'stop please')).toBe(SMS_REPLIES.stop('Solo Salon'));
    expect(await optOutsOf(a.businessId, phone)).toHaveLength(1);
    expect(await optOutsOf(b.businessId, phone)).toHaveLength(0);
    expect(await optedInSms(atB.id)).toBe(true);
  });
});

/** The request log lines written while `run` ran, parsed. */
async function requestLogsOf(run: () => Promise<unknown>) {
  const before = t.logLines.length;
  await run();
  const text = t.logLines.slice(before).join('');
  const lines = text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.msg === 'request');
  return { text, lines };
}

describe('the request log', () => {
  it('names the route pattern of a click, pixel or unsubscribe request, never its token', async () => {
    const logId = randomUUID();
    const pixel = new URL(t.deps.tracking.pixelUrl(logId)).pathname;
    const unsubscribe = new URL(t.deps.tracking.unsubscribeUrl(logId)).pathname;
    const click = new URL(t.deps.tracking.clickUrl(logId, 0, 'https://shop.example/deal')).pathname;
    const tokens = [pixel, unsubscribe, click].map((path) => path.split('/').pop() as string);

    const { text, lines } = await requestLogsOf(async () => {
      await t.app.request(`${pixel}?utm=secret-query`);
      await t.app.request(unsubscribe);
      await t.app.request(unsubscribe, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      await t.app.request(click);
      await t.app.request(`/r/${tokens[2]}`);
    });
    for (const token of tokens) expect(text).not.toContain(token);
    expect(text).not.toContain('secret-query');
    expect(lines.map((line) => `${line.method} ${line.route}`)).toEqual([
      'GET /api/track/open/:token',
      // The unsubscribe page itself is the web app's: its pattern is the web app's catch-all.
      'GET /*',
      'POST /unsubscribe/:token',
      'GET /r/:host/:token',
      'GET /r/:token',
    ]);
    expect(lines.every((line) => typeof line.status === 'number' && !('path' in line))).toBe(true);
  });
});

describe('one request key for two customers', () => {
  it('answers one purchase and refuses the other with 409, never 500, at once or one after the other', async () => {
    const { client: c } = await newBusiness(t, { tierName: 'Agency' });
    await newProgram(c, { type: 'points' });
    const ann = await addCustomer(c);
    const bob = await addCustomer(c);
    const purchase = (customerId: string, idempotencyKey: string) =>
      c.post(`/api/customers/${customerId}/purchases`, { idempotencyKey, amount: 10 });

    // Several pairs at once: each pair's two requests race for one key.
    const keys = Array.from({ length: 6 }, () => randomUUID());
    const answers = await Promise.all(keys.flatMap((key) => [purchase(ann.id, key), purchase(bob.id, key)]));
    expect(answers.map((a) => a.status).filter((s) => s >= 500)).toEqual([]);
    for (let i = 0; i < keys.length; i++) {
      const pair = [answers[2 * i]!, answers[2 * i + 1]!];
      expect(pair.map((a) => a.status).sort()).toEqual([201, 409]);
      const refused = pair.find((a) => a.status === 409)!;
      expect(refused.body.error).toMatchObject({
        code: 'CONFLICT',
        message: 'This request key was already used for another request.',
      });
      expect(LOYALTY_MESSAGES.keyReused).toBe('This request key was already used for another request.');
      const rows = await t.db.select().from(transactions).where(eq(transactions.idempotencyKey, keys[i]!));
      expect(rows.filter((r) => r.type === 'purchase')).toHaveLength(1);
    }

    const later = await purchase(bob.id, keys[0]!);
    const first = answers[0]!.status === 201 ? ann : bob;
    if (first === bob) {
      expect(later.status).toBe(201);
      expect(later.body.replayed).toBe(true);
    } else {
      expect(later.status).toBe(409);
      expect(later.body.error.message).toBe(LOYALTY_MESSAGES.keyReused);
    }
    const redeemed = await c.post(`/api/customers/${first === ann ? bob.id : ann.id}/redeem-points`, {
      idempotencyKey: keys[0],
      programId: randomUUID(),
      rewardName: 'Coffee',
    });
    expect(redeemed.status).toBe(409);
    expect(redeemed.body.error.message).toBe(LOYALTY_MESSAGES.keyReused);
  });
});

describe('campaign click links', () => {
  /** The click token of the first version (`/r/<token>`), as links already in people's inboxes carry it. */
  async function legacyToken(logId: string, index: number) {
    const secret =
      t.deps.config.authSecret ??
      (await t.db.select().from(platformSettings).where(eq(platformSettings.key, 'auth_secret')))[0]!.value;
    const key = createHmac('sha256', secret).update('regulars:campaign-click:v1').digest();
    const payload = `${Buffer.from(logId.replace(/-/g, ''), 'hex').toString('base64url')}${index.toString(36)}`;
    return `${payload}.${createHmac('sha256', key).update(payload).digest('base64url').slice(0, 22)}`;
  }

  it('show the destination host, refuse a changed host, and old links still redirect', async () => {
    const { client: c, businessId } = await newBusiness(t);
    await awayFromQuietHours(t, businessId);
    await seedCustomers(t, businessId, [{}]);
    const created = await c.post('/api/campaigns', { name: 'Deal', type: 'sms' });
    const id = created.body.id as string;
    const saved = await c.put(`/api/campaigns/${id}`, {
      name: 'Deal',
      body: 'Half price: https://Shop.Example:8443/deal?x=1 and https://other.example/menu',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await c.post(`/api/campaigns/${id}/send`, {})).status).toBe(200);
    await eventually(async () => (await c.get(`/api/campaigns/${id}`)).body.status === 'sent', 30_000);
    const [message] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.businessId, businessId));
    const links = [...message!.text.matchAll(/http:\/\/localhost:3000(\/r\/[^\s]+)/g)].map((m) => m[1]!);
    expect(links, message!.text).toHaveLength(2);
    const [deal, menu] = links as [string, string];
    expect(deal).toMatch(/^\/r\/shop\.example:8443\/[\w-]+\.[\w-]+$/);
    expect(menu).toMatch(/^\/r\/other\.example\/[\w-]+\.[\w-]+$/);

    const click = await t.app.request(deal);
    expect(click.status).toBe(302);
    expect(click.headers.get('location')).toBe('https://Shop.Example:8443/deal?x=1');
    expect((await t.app.request(menu)).headers.get('location')).toBe('https://other.example/menu');

    const token = deal.split('/').pop()!;
    for (const tampered of [
      `/r/evil.example/${token}`,
      `/r/other.example/${token}`,
      `/r/shop.example/${token}`,
      `/r/${token}`,
    ]) {
      const res = await t.app.request(tampered);
      expect(res.status, tampered).toBe(404);
      expect(res.headers.get('location')).toBeNull();
      expect(await res.text()).toBe('This link is not valid or has expired.');
    }

    const [log] = await t.db.select().from(communicationLogs).where(eq(communicationLogs.campaignId, id));
    const old = await t.app.request(`/r/${await legacyToken(log!.id, 1)}`);
    expect(old.status).toBe(302);
    expect(old.headers.get('location')).toBe('https://other.example/menu');
    const [counted] = await t.db.select().from(communicationLogs).where(eq(communicationLogs.id, log!.id));
    expect(counted!.clickCount).toBe(3);
  });
});
