import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCustomers, setPostalAddress } from './campaign-seed.ts';
import { addCustomer } from './factories/customers.ts';
import { newProgram } from './factories/programs.ts';
import {
  client,
  eventually,
  newBusiness,
  startTestApp,
  superAdminClient,
  type TClient,
  type TTestApp,
} from './harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

/** A business whose one customer got an email campaign with a link, through the outbox (no provider here). */
async function campaignEmailInOutbox() {
  const { client: c, businessId } = await newBusiness(t, { companyName: 'Bean There' });
  const [customer] = await seedCustomers(t, businessId, [{}]);
  await setPostalAddress(t, businessId);
  const created = await c.post('/api/campaigns', { name: 'Spring menu', type: 'email' });
  const id = created.body.id as string;
  await c.put(`/api/campaigns/${id}`, {
    name: 'Spring menu',
    subject: 'Spring is here',
    body: '<p>Hi {firstName}, see <a href="https://beanthere.example/menu?a=1&amp;b=2">the menu</a></p>',
  });
  expect((await c.post(`/api/campaigns/${id}/send`, {})).status).toBe(200);
  await eventually(async () => (await c.get(`/api/campaigns/${id}`)).body.status === 'sent', 30_000);
  return { c, id, to: customer?.email as string };
}

describe('previews never count as opens or clicks', () => {
  it('gives the outbox viewer the message without its pixel and with its links going straight to their destination', async () => {
    const { c, id, to } = await campaignEmailInOutbox();
    const admin = await superAdminClient(t);
    const listed = await admin.get(`/api/admin/outbox?to=${encodeURIComponent(to)}`);
    expect(listed.status).toBe(200);
    expect(listed.body.messages).toHaveLength(1);
    const [message] = listed.body.messages;
    // As sent: the pixel and the tracked link, as the customer's mail client gets them.
    expect(message.html).toContain('/api/track/open/');
    expect(message.html).toMatch(/href="http:\/\/localhost:3000\/r\/beanthere\.example\/[\w-]+\.[\w-]+"/);
    // As previewed: neither.
    expect(message.preview.html).not.toContain('/api/track/open/');
    expect(message.preview.html).not.toContain('<img');
    expect(message.preview.html).not.toContain('/r/');
    expect(message.preview.html).toContain('href="https://beanthere.example/menu?a=1&amp;b=2"');
    expect(message.preview.html).toContain('1 Main St, Springfield');
    expect(message.preview.text).not.toContain('/r/');

    // Reading it in the outbox and in the history's detail changes nothing the owner sees.
    const history = await c.get('/api/communications');
    expect(history.body.communications).toHaveLength(1);
    const [log] = history.body.communications;
    const detail = await c.get(`/api/communications/${log.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.communication.content).not.toContain('/api/track/open/');
    expect(detail.body.communication).toMatchObject({
      openedAt: null,
      openCount: 0,
      provider: 'outbox',
      source: 'campaign',
      templateName: 'Spring menu',
    });
    const campaign = (await c.get(`/api/campaigns/${id}`)).body;
    expect(campaign.stats).toMatchObject({ opened: 0, clicked: 0 });
    expect((await c.get('/api/dashboard/stats')).body).toMatchObject({ emailsSent: 1, emailOpenRate: 0 });
  });

  it('leaves a message without tracking as it is', async () => {
    const admin = await superAdminClient(t);
    const to = `plain-${randomUUID().slice(0, 8)}@example.test`;
    const sent = await admin.post('/api/admin/test-communications/email', {
      recipientEmail: to,
      subject: 'Hello',
      body: 'Plain text',
    });
    expect(sent.status).toBeLessThan(300);
    const message = await eventually(async () => {
      const listed = await admin.get(`/api/admin/outbox?to=${encodeURIComponent(to)}`);
      return listed.body.messages[0];
    });
    expect(message.preview).toEqual({ text: message.text, html: message.html });
  });
});

describe('whether messages reach anyone', () => {
  it('says no provider takes email or SMS on a platform without one, and email once the business has its own SendGrid', async () => {
    const { client: c } = await newBusiness(t);
    expect((await c.get('/api/settings/delivery')).body).toEqual({ email: false, sms: false });
    const config = {
      apiKey: 'SG.own-key-0123456789.abcdefghij',
      fromEmail: 'hi@bean.test',
      fromName: 'Bean',
      active: true,
    };
    expect((await c.put('/api/settings/email-config', config)).status).toBe(200);
    expect((await c.get('/api/settings/delivery')).body).toEqual({ email: true, sms: false });
    expect((await c.put('/api/settings/email-config', { ...config, apiKey: '', active: false })).status).toBe(200);
    expect((await c.get('/api/settings/delivery')).body).toEqual({ email: false, sms: false });
    expect((await client(t.app).get('/api/settings/delivery')).status).toBe(401);
  });
});

describe('Transactions count actions, not ledger rows', () => {
  const purchase = (c: TClient, customerId: string, amount: number) =>
    c.post(`/api/customers/${customerId}/purchases`, { idempotencyKey: randomUUID(), amount });

  it('counts 3 purchases in 2 programs as 3, and an undone one as none', async () => {
    const { client: c } = await newBusiness(t, { tierName: 'Agency' });
    await newProgram(c, { name: 'Beans', type: 'points', config: { pointsPerDollar: 1 } });
    await newProgram(c, {
      name: 'Coffee card',
      type: 'stamp_card',
      config: { stampsRequired: 10, rewardDescription: 'Free coffee', cooldownMinutes: 0 },
    });
    const customer = await addCustomer(c);
    for (const amount of [5, 6, 7]) expect((await purchase(c, customer.id, amount)).status).toBe(201);
    expect((await c.get('/api/dashboard/stats')).body.transactions).toBe(3);

    const undone = await purchase(c, customer.id, 8);
    expect((await c.get('/api/dashboard/stats')).body.transactions).toBe(4);
    expect((await c.post(`/api/loyalty/actions/${undone.body.actionId}/undo`, {})).status).toBe(200);
    expect((await c.get('/api/dashboard/stats')).body.transactions).toBe(3);
  });
});
