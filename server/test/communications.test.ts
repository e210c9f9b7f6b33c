import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, communicationLogs, emailTemplates, outboxMessages, smsTemplates } from '../src/db/schema/index.ts';
import { addCustomer } from './factories/customers.ts';
import {
  client,
  eventually,
  newBusiness,
  settledMessage,
  startTestApp,
  type TClient,
  type TTestApp,
} from './harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

type TList = { communications: { id: string; [k: string]: any }[]; total: number; page: number; limit: number };

async function templates(businessId: string) {
  const [email] = await t.db
    .insert(emailTemplates)
    .values({
      businessId,
      name: 'Thanks',
      subject: 'Thanks from {business_name}',
      body: 'Hi {firstName}!\nSee you soon & bring a friend.',
    })
    .returning();
  const [sms] = await t.db
    .insert(smsTemplates)
    .values({ businessId, name: 'Promo', messageTemplate: '{name}, you have {points} points' })
    .returning();
  return { email: email!, sms: sms! };
}

const list = async (c: TClient, query = '') => {
  const res = await c.get<TList>(`/api/communications${query}`);
  expect(res.status).toBe(200);
  return res.body;
};

async function outboxHtml(to: string) {
  const [message] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.to, to));
  return message?.html ?? null;
}

/** The pixel URL's path inside an email's HTML part. */
function pixelPath(html: string | null): string {
  const src = html?.match(/<img src="([^"]+)"/)?.[1];
  if (!src) throw new Error(`no pixel in ${html}`);
  return new URL(src.replaceAll('&amp;', '&')).pathname;
}

/** A quick email or SMS from /customers, once its job has delivered it. */
async function quickSend(c: TClient, customerId: string, channel: 'email' | 'sms', templateId: string) {
  const res = await c.post(`/api/customers/${customerId}/quick-${channel}`, { templateId });
  expect(res.status).toBe(200);
  return settledMessage(t, res.body.messageId);
}

const fetchPixel = (path: string) => t.app.request(path, { headers: { 'x-forwarded-for': '203.0.113.9' } });

/** A business with two customers, a quick email to Marie, a quick SMS to Alan and a failed email to Alan. */
async function historyOfThree() {
  const b = await newBusiness(t, { companyName: 'Moon Bakery' });
  const tpl = await templates(b.businessId);
  const marie = await addCustomer(b.client, {
    firstName: 'Marie',
    lastName: 'Curie',
    email: `marie-${b.businessId.slice(0, 6)}@radium.test`,
    phone: '2025550143',
  });
  const alan = await addCustomer(b.client, {
    firstName: 'Alan',
    lastName: 'Turing',
    email: `alan-${b.businessId.slice(0, 6)}@enigma.test`,
    phone: '2025550177',
  });
  await quickSend(b.client, marie.id, 'email', tpl.email.id);
  await quickSend(b.client, alan.id, 'sms', tpl.sms.id);
  const [failed] = await t.db
    .insert(communicationLogs)
    .values({
      businessId: b.businessId,
      customerId: alan.id,
      type: 'email',
      templateName: 'Birthday',
      subject: 'Happy birthday',
      content: 'Have a slice on us',
      status: 'failed',
      provider: 'smtp',
      metadata: { trigger: 'birthday', error: '550 mailbox unavailable' },
    })
    .returning();
  const emailLog = (await list(b.client, '?type=email&status=outbox')).communications[0]!;
  return { ...b, marie, alan, tpl, failedId: failed!.id, emailLogId: emailLog.id };
}

describe('GET /api/communications', () => {
  it('lists the whole history newest first, with type and status filters', async () => {
    const h = await historyOfThree();
    const all = await list(h.client);
    expect(all.total).toBe(3);
    expect(all.communications.map((m) => m.templateName)).toEqual(['Birthday', 'Promo', 'Thanks']);
    expect(all.communications[2]).toMatchObject({
      type: 'email',
      status: 'sent',
      subject: 'Thanks from Moon Bakery',
      openCount: 0,
      openedAt: null,
      customer: { firstName: 'Marie', lastName: 'Curie', phone: '+12025550143', deleted: false },
    });

    const names = async (q: string) => (await list(h.client, q)).communications.map((m) => m.templateName);
    expect(await names('?type=email')).toEqual(['Birthday', 'Thanks']);
    expect(await names('?type=sms')).toEqual(['Promo']);
    expect(await names('?status=failed')).toEqual(['Birthday']);
    // No provider is configured in tests: the outbox keeps them, and 'Sent' (taken by a provider) leaves them out.
    expect(await names('?status=outbox')).toEqual(['Promo', 'Thanks']);
    expect(await names('?status=sent')).toEqual([]);
    expect(await names('?status=opened')).toEqual([]);

    // Opened: out of 'outbox', into 'opened'.
    await fetchPixel(pixelPath(await outboxHtml(h.marie.email!)));
    expect(await names('?status=opened')).toEqual(['Thanks']);
    expect(await names('?status=outbox')).toEqual(['Promo']);
    expect(await names('?type=sms&status=opened')).toEqual([]);
    expect((await h.client.get('/api/communications?type=fax')).status).toBe(400);
    expect((await h.client.get('/api/communications?status=read')).status).toBe(400);
  });

  it('searches recipient name, email and phone (any format), subject, content and template name', async () => {
    const h = await historyOfThree();
    const names = async (search: string) =>
      (await list(h.client, `?search=${encodeURIComponent(search)}`)).communications.map((m) => m.templateName);
    expect(await names('CURIE')).toEqual(['Thanks']);
    expect(await names('enigma.test')).toEqual(['Birthday', 'Promo']);
    expect(await names('(202) 555-0177')).toEqual(['Birthday', 'Promo']);
    expect(await names('+1 202 555 0143')).toEqual(['Thanks']);
    expect(await names('thanks from moon')).toEqual(['Thanks']);
    expect(await names('slice on us')).toEqual(['Birthday']);
    expect(await names('promo')).toEqual(['Promo']);
    expect(await names('100%')).toEqual([]);
    expect(await names('turing')).toEqual(['Birthday', 'Promo']);
    // Search and filters together.
    expect((await list(h.client, '?search=turing&type=email')).communications.map((m) => m.templateName)).toEqual([
      'Birthday',
    ]);
    expect((await list(h.client, '?search=turing&status=outbox')).total).toBe(1);
    // Another business with the same words sees only its own.
    const other = await newBusiness(t);
    expect((await list(other.client, '?search=turing')).total).toBe(0);
  });

  it('pages over the full history past the 500-row cap, with a total', async () => {
    const { client: c, businessId } = await newBusiness(t);
    const customer = await addCustomer(c);
    const start = Date.now() - 600 * 60_000;
    const rows = Array.from({ length: 530 }, (_, i) => ({
      businessId,
      customerId: customer.id,
      type: i % 2 ? ('sms' as const) : ('email' as const),
      subject: i % 2 ? null : `Note ${i}`,
      content: `Message number ${i}`,
      status: 'sent' as const,
      createdAt: new Date(start + i * 60_000),
    }));
    await t.db.insert(communicationLogs).values(rows);
    const first = await list(c, '?limit=100');
    expect(first.total).toBe(530);
    expect(first.communications).toHaveLength(100);
    expect(first.communications[0]!.content).toBe('Message number 529');
    const last = await list(c, '?limit=100&page=6');
    expect(last.communications).toHaveLength(30);
    expect(last.communications.at(-1)!.content).toBe('Message number 0');
    const seen = new Set<string>();
    for (let page = 1; page <= 6; page += 1) {
      for (const m of (await list(c, `?limit=100&page=${page}`)).communications) seen.add(m.id);
    }
    expect(seen.size).toBe(530);
    expect((await list(c, '?type=sms&limit=100&page=3')).communications).toHaveLength(65);
    expect((await list(c, '?type=sms')).total).toBe(265);
    expect((await c.get('/api/communications?limit=101')).status).toBe(400);
  });

  it('shows a preview in the list and the whole message in the detail', async () => {
    const { client: c, businessId } = await newBusiness(t);
    const customer = await addCustomer(c);
    const long = `${'word '.repeat(100)}end`;
    const [log] = await t.db
      .insert(communicationLogs)
      .values({ businessId, customerId: customer.id, type: 'sms', content: long, status: 'sent' })
      .returning();
    const [listed] = (await list(c)).communications;
    expect(listed!.content.length).toBeLessThan(long.length);
    expect(long.startsWith(listed!.content)).toBe(true);
    const detail = await c.get(`/api/communications/${log!.id}`);
    expect(detail.body.communication.content).toBe(long);
  });
});

describe('GET /api/communications/:id', () => {
  it('answers the message with its customer, provider, message id and error', async () => {
    const h = await historyOfThree();
    const sent = (await h.client.get(`/api/communications/${h.emailLogId}`)).body.communication;
    expect(sent).toMatchObject({
      type: 'email',
      status: 'sent',
      provider: 'outbox',
      subject: 'Thanks from Moon Bakery',
      content: 'Hi Marie!\nSee you soon & bring a friend.',
      source: 'quick',
      error: null,
      customer: {
        id: h.marie.id,
        uniqueCustomerId: h.marie.uniqueCustomerId,
        firstName: 'Marie',
        email: h.marie.email,
        deleted: false,
      },
    });
    expect(sent.providerMessageId).toEqual(expect.any(String));
    const failed = (await h.client.get(`/api/communications/${h.failedId}`)).body.communication;
    expect(failed).toMatchObject({ status: 'failed', error: '550 mailbox unavailable', source: 'birthday' });
  });

  it('marks a deleted customer as deleted', async () => {
    const h = await historyOfThree();
    expect((await h.client.delete(`/api/customers/${h.alan.id}`)).status).toBe(204);
    const failed = (await h.client.get(`/api/communications/${h.failedId}`)).body.communication;
    expect(failed.customer).toMatchObject({ id: h.alan.id, deleted: true, firstName: null, email: null });
    const listed = (await list(h.client, '?status=failed')).communications[0]!;
    expect(listed.customer.deleted).toBe(true);
  });

  it("answers 404 for another business's message or a malformed id, and 401 without a session", async () => {
    const h = await historyOfThree();
    const other = await newBusiness(t);
    expect((await other.client.get(`/api/communications/${h.emailLogId}`)).status).toBe(404);
    expect((await other.client.get('/api/communications/not-a-uuid')).status).toBe(404);
    expect((await list(other.client)).total).toBe(0);
    const anonymous = client(t.app);
    expect((await anonymous.get('/api/communications')).status).toBe(401);
    expect((await anonymous.get(`/api/communications/${h.emailLogId}`)).status).toBe(401);
  });
});

describe('email open tracking', () => {
  const openState = async (id: string) => {
    const [row] = await t.db
      .select({ openedAt: communicationLogs.openedAt, openCount: communicationLogs.openCount })
      .from(communicationLogs)
      .where(eq(communicationLogs.id, id));
    return row!;
  };

  it('sends an HTML part with the pixel; each fetch counts, the first sets opened_at', async () => {
    const h = await historyOfThree();
    const html = await outboxHtml(h.marie.email!);
    expect(html).toContain('Hi Marie!<br>');
    expect(html).toContain('See you soon &amp; bring a friend.');
    const path = pixelPath(html);
    expect(path).not.toBe(`/api/track/open/${h.emailLogId}`);
    expect(path).toContain(h.emailLogId);

    const res = await fetchPixel(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/gif');
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const gif = Buffer.from(await res.arrayBuffer());
    expect(gif.subarray(0, 6).toString('latin1')).toBe('GIF89a');
    expect(gif.readUInt16LE(6)).toBe(1);
    expect(gif.readUInt16LE(8)).toBe(1);

    const first = await openState(h.emailLogId);
    expect(first.openCount).toBe(1);
    expect(first.openedAt).not.toBeNull();
    await fetchPixel(path);
    const second = await openState(h.emailLogId);
    expect(second.openCount).toBe(2);
    expect(second.openedAt?.getTime()).toBe(first.openedAt?.getTime());
    const detail = (await h.client.get(`/api/communications/${h.emailLogId}`)).body.communication;
    expect(detail).toMatchObject({ openCount: 2, openedAt: first.openedAt?.toISOString() });
  });

  it('records nothing for a forged, bare or unknown token, and still answers the GIF', async () => {
    const h = await historyOfThree();
    const path = pixelPath(await outboxHtml(h.marie.email!));
    const token = path.split('/').at(-1)!;
    const forged = [
      `/api/track/open/${h.emailLogId}`,
      `/api/track/open/${token.slice(0, -2)}xy`,
      `/api/track/open/${h.failedId}${token.slice(h.emailLogId.length)}`,
      '/api/track/open/not-a-token',
    ];
    for (const p of forged) {
      const res = await fetchPixel(p);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/gif');
    }
    expect(await openState(h.emailLogId)).toEqual({ openedAt: null, openCount: 0 });
    expect(await openState(h.failedId)).toEqual({ openedAt: null, openCount: 0 });
    // Even a genuine token for a failed email records nothing: it was never delivered.
    await fetchPixel(new URL(t.deps.tracking.pixelUrl(h.failedId)).pathname);
    expect(await openState(h.failedId)).toEqual({ openedAt: null, openCount: 0 });
  });

  it('adds no pixel and records nothing while the business has tracking off', async () => {
    const b = await newBusiness(t);
    await t.db.update(businesses).set({ emailTrackingEnabled: false }).where(eq(businesses.id, b.businessId));
    const tpl = await templates(b.businessId);
    const customer = await addCustomer(b.client, { email: `off-${b.businessId.slice(0, 6)}@example.test` });
    await quickSend(b.client, customer.id, 'email', tpl.email.id);
    const html = await outboxHtml(customer.email!);
    expect(html).toContain('Hi Ada!<br>');
    expect(html).not.toContain('<img');
    const [log] = await t.db
      .select()
      .from(communicationLogs)
      .where(and(eq(communicationLogs.businessId, b.businessId), eq(communicationLogs.type, 'email')));
    const res = await fetchPixel(new URL(t.deps.tracking.pixelUrl(log!.id)).pathname);
    expect(res.headers.get('content-type')).toBe('image/gif');
    expect(await openState(log!.id)).toEqual({ openedAt: null, openCount: 0 });
  });

  it('tracks the welcome email sent by the trigger too', async () => {
    const b = await newBusiness(t);
    await t.db.insert(emailTemplates).values({
      businessId: b.businessId,
      name: 'Welcome',
      subject: 'Welcome',
      body: 'Hello {firstName}',
      triggerType: 'welcome',
    });
    const customer = await addCustomer(b.client, { email: `welcome-${b.businessId.slice(0, 6)}@example.test` });
    const html = await eventually(() => outboxHtml(customer.email!));
    const [log] = await eventually(async () => {
      const rows = (await list(b.client, '?type=email')).communications;
      return rows[0]?.status === 'sent' && rows;
    });
    expect(log).toMatchObject({ status: 'sent', templateName: 'Welcome' });
    await fetchPixel(pixelPath(html));
    expect((await list(b.client, '?status=opened')).communications.map((m) => m.id)).toEqual([log!.id]);
  });
});

describe('the dashboard reads the same figures as the history', () => {
  it('Emails Sent, Email Open Rate and SMS Usage match the history', async () => {
    const h = await historyOfThree();
    const second = await addCustomer(h.client, { email: `second-${h.businessId.slice(0, 6)}@example.test` });
    await quickSend(h.client, second.id, 'email', h.tpl.email.id);
    await quickSend(h.client, second.id, 'sms', h.tpl.sms.id);
    await fetchPixel(pixelPath(await outboxHtml(h.marie.email!)));
    const stats = (await h.client.get('/api/dashboard/stats')).body;
    const total = async (q: string) => (await list(h.client, q)).total;
    const opened = await total('?type=email&status=opened');
    const emailsSent = (await total('?type=email&status=outbox')) + opened;
    expect(stats.emailsSent).toBe(emailsSent);
    expect(emailsSent).toBe(2);
    expect(stats.emailOpenRate).toBe(Math.round((opened / emailsSent) * 100));
    expect(stats.emailOpenRate).toBe(50);
    expect(stats.smsUsageThisMonth).toBe(await total('?type=sms&status=outbox'));
    expect(stats.smsUsageThisMonth).toBe(2);
  });
});
