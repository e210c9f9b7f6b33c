import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, customers, emailTemplates } from '../src/db/schema/index.ts';
import { MARKETING_EMAIL_NEEDS_ADDRESS, queueMessage } from '../src/messaging/queue-message.ts';
import { addCustomer } from './factories/customers.ts';
import { client, newBusiness, settledMessage, startIsolatedTestApp, type TClient, type TTestApp } from './harness.ts';

/** A local stand-in for SendGrid's mail send API (the platform's email provider in this file). */
type TMail = {
  from: { email: string; name?: string };
  personalizations: { to: { email: string }[] }[];
  headers?: Record<string, string>;
  content: { type: string; value: string }[];
};
const mails: TMail[] = [];
const stub = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk) => {
    raw += chunk;
  });
  req.on('end', () => {
    mails.push(JSON.parse(raw));
    res.writeHead(202, { 'x-message-id': `sg-${mails.length}` }).end();
  });
});

let t: TTestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  const { port } = stub.address() as AddressInfo;
  t = await startIsolatedTestApp('email_compliance', {
    SENDGRID_API_KEY: 'SG.platform-key',
    SENDGRID_API_BASE: `http://127.0.0.1:${port}`,
  });
});
afterAll(async () => {
  await t?.stop();
  stub.close();
});

const mailTo = (email: string) => mails.find((m) => m.personalizations[0]?.to[0]?.email === email);

/** A quick email to a fresh customer, delivered: the mail as SendGrid got it and its unsubscribe token. */
async function emailedCustomer(c: TClient, businessId: string) {
  const [template] = await t.db
    .insert(emailTemplates)
    .values({ businessId, name: 'Hello', subject: 'Hello', body: 'Hi {firstName}' })
    .returning();
  const customer = await addCustomer(c, { email: `u-${crypto.randomUUID()}@example.test` });
  const res = await c.post(`/api/customers/${customer.id}/quick-email`, { templateId: template!.id });
  expect((await settledMessage(t, res.body.messageId)).status).toBe('sent');
  const mail = mailTo(customer.email!)!;
  const link = /^<(.+)>$/.exec(mail.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '';
  return { customer, mail, link, path: new URL(link).pathname, token: link.split('/').pop()! };
}

const optedInEmail = async (id: string) =>
  (await t.db.select().from(customers).where(eq(customers.id, id)))[0]?.optedInEmail;

describe('unsubscribing from email', () => {
  it('every customer email carries RFC 8058 headers and a footer with the postal address and the link', async () => {
    const { client: c, businessId } = await newBusiness(t, { companyName: 'Moon Bakery' });
    await t.db.update(businesses).set({ postalAddress: '12 Rue Lune, Paris' }).where(eq(businesses.id, businessId));
    const { mail, link } = await emailedCustomer(c, businessId);
    expect(link).toMatch(/^http:\/\/localhost:3000\/unsubscribe\/[0-9a-f-]{36}\.[\w-]+$/);
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const text = mail.content.find((p) => p.type === 'text/plain')?.value;
    expect(text).toBe(`Hi Ada\n\n--\nMoon Bakery, 12 Rue Lune, Paris\nUnsubscribe: ${link}\nPowered by Regulars`);
    // Under the business's name, from the platform's address.
    expect(mail.from).toEqual({ email: 'no-reply@regulars.local', name: 'Moon Bakery' });
    const html = mail.content.find((p) => p.type === 'text/html')?.value;
    expect(html).toContain(`Moon Bakery, 12 Rue Lune, Paris<br><a href="${link}"`);
  });

  it('one click (a form POST with no cookie) unsubscribes; a GET changes nothing', async () => {
    const { client: c, businessId } = await newBusiness(t, { companyName: 'Corner Cafe' });
    const { customer, path, token } = await emailedCustomer(c, businessId);
    // A GET is the web app's page (503 here when the web app is not built): it changes nothing.
    await t.app.request(path);
    expect(await optedInEmail(customer.id)).toBe(true);
    const anon = client(t.app);
    expect((await anon.get(`/api/unsubscribe/${token}`)).body).toEqual({
      businessName: 'Corner Cafe',
      brand: { brandColor: null, bandColor: null, logo: null, whiteLabel: false },
      email: `${customer.email![0]}•••@example.test`,
      unsubscribed: false,
      language: 'en',
      words: expect.objectContaining({
        question: 'Unsubscribe from Corner Cafe?',
        willStop: `${customer.email![0]}•••@example.test will stop getting emails from Corner Cafe; your points and rewards stay as they are.`,
      }),
    });

    const res = await t.app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('Unsubscribed: Corner Cafe will not email you again.');
    expect(await optedInEmail(customer.id)).toBe(false);
    const [row] = await t.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(row?.emailUnsubscribedAt).toBeInstanceOf(Date);
    expect((await anon.get(`/api/unsubscribe/${token}`)).body.unsubscribed).toBe(true);
  });

  it('the page’s button unsubscribes through the API; forged and pixel tokens are refused', async () => {
    const { client: c, businessId } = await newBusiness(t);
    const { customer, token } = await emailedCustomer(c, businessId);
    const anon = client(t.app);
    const forged = `${token.split('.')[0]}.AAAA`;
    for (const bad of [forged, token.split('.')[0]!, 'nonsense']) {
      const res = await anon.post(`/api/unsubscribe/${bad}`, {});
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe(
        'This unsubscribe link is not valid. Use the link in your most recent email.',
      );
    }
    const pixelToken = new URL(t.deps.tracking.pixelUrl(token.split('.')[0]!)).pathname.split('/').pop();
    expect((await anon.post(`/api/unsubscribe/${pixelToken}`, {})).status).toBe(404);
    expect(await optedInEmail(customer.id)).toBe(true);
    const res = await anon.post(`/api/unsubscribe/${token}`, {});
    expect(res.status).toBe(200);
    expect(res.body.unsubscribed).toBe(true);
    expect(await optedInEmail(customer.id)).toBe(false);
  });
});

describe('marketing email', () => {
  it('needs the business postal address, and changes nothing without it', async () => {
    const { client: c, businessId } = await newBusiness(t);
    const customer = await addCustomer(c, { email: `m-${crypto.randomUUID()}@example.test` });
    const message = {
      businessId,
      customerId: customer.id,
      channel: 'email' as const,
      template: { id: crypto.randomUUID(), name: 'Spring offer' },
      subject: 'Spring offer',
      text: 'Two for one',
      html: 'Two for one',
      sendKey: `test:marketing:${customer.id}`,
      marketing: true,
      metadata: { trigger: 'campaign' },
      spendDescription: 'Campaign email',
    };
    await expect(queueMessage({ db: t.db, queue: t.deps.queue, message })).rejects.toThrow(
      MARKETING_EMAIL_NEEDS_ADDRESS,
    );
    expect((await c.get('/api/communications')).body.total).toBe(0);
    await t.db.update(businesses).set({ postalAddress: '1 Main St' }).where(eq(businesses.id, businessId));
    const queued = await queueMessage({ db: t.db, queue: t.deps.queue, message });
    expect((await settledMessage(t, queued.logId)).status).toBe('sent');
    expect(mailTo(customer.email!)?.content[0]?.value).toContain('1 Main St');
  });
});
