import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communicationLogs, emailTemplates, outboxMessages } from '../src/db/schema/index.ts';
import { addCustomer } from './factories/customers.ts';
import { eventually, newBusiness, startIsolatedTestApp, type TTestApp } from './harness.ts';

/** A local stand-in for SendGrid's mail send API: it keeps every request it is sent. */
const received: { authorization?: string; body: { from: { email: string; name?: string }; subject: string } }[] = [];
const stub = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk) => {
    raw += chunk;
  });
  req.on('end', () => {
    if (req.method === 'POST' && req.url === '/v3/mail/send') {
      received.push({ authorization: req.headers.authorization, body: JSON.parse(raw) });
      res.writeHead(202, { 'x-message-id': `sg-${received.length}` }).end();
    } else res.writeHead(404).end();
  });
});

let t: TTestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  const { port } = stub.address() as AddressInfo;
  t = await startIsolatedTestApp('sendgrid', { SENDGRID_API_BASE: `http://127.0.0.1:${port}` });
});
afterAll(async () => {
  await t?.stop();
  stub.close();
});

const KEY = 'SG.own-key-0123456789.abcdefghijklmnop';

describe("a business's own SendGrid configuration", () => {
  it('sends its mail through its account while switched on, and through the platform once off', async () => {
    const { client: c, businessId } = await newBusiness(t);
    await t.db.insert(emailTemplates).values({
      businessId,
      name: 'Welcome',
      subject: 'Welcome, {firstName}',
      body: 'Glad you joined.',
      triggerType: 'welcome',
    });
    const config = { apiKey: KEY, fromEmail: 'hello@bluedoor.test', fromName: 'Blue Door', active: true };
    expect((await c.put('/api/settings/email-config', config)).status).toBe(200);

    const first = await addCustomer(c, { firstName: 'Ann', email: 'ann@example.test' });
    const sent = await eventually(async () => received.find((r) => r.body.subject === 'Welcome, Ann'));
    expect(sent.authorization).toBe(`Bearer ${KEY}`);
    expect(sent.body.from).toEqual({ email: 'hello@bluedoor.test', name: 'Blue Door' });
    const [log] = await eventually(async () => {
      const rows = await t.db.select().from(communicationLogs).where(eq(communicationLogs.customerId, first.id));
      return rows[0]?.status === 'sent' ? rows : null;
    });
    expect(log.provider).toBe('sendgrid');
    expect(await t.db.select().from(outboxMessages).where(eq(outboxMessages.businessId, businessId))).toEqual([]);

    expect((await c.put('/api/settings/email-config', { ...config, apiKey: '', active: false })).status).toBe(200);
    await addCustomer(c, { firstName: 'Bo', email: 'bo@example.test' });
    const outbox = await eventually(async () => {
      const rows = await t.db.select().from(outboxMessages).where(eq(outboxMessages.businessId, businessId));
      return rows.length > 0 ? rows : null;
    });
    expect(outbox.map((m) => m.subject)).toEqual(['Welcome, Bo']);
    expect(received.filter((r) => r.body.subject === 'Welcome, Bo')).toEqual([]);
  });
});
