import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, communicationLogs, emailTemplates, outboxMessages, smsTemplates } from '../src/db/schema/index.ts';
import { addCustomer } from './factories/customers.ts';
import { client, newBusiness, settledMessage, startTestApp, type TTestApp } from './harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

async function templates(businessId: string) {
  const [email] = await t.db
    .insert(emailTemplates)
    .values({ businessId, name: 'Thanks', subject: 'Thanks from {business_name}', body: 'Hi {firstName}!' })
    .returning();
  await t.db.insert(emailTemplates).values({ businessId, name: 'Archived', subject: 's', body: 'b', active: false });
  await t.db.insert(emailTemplates).values({ businessId, name: 'Anniversary', subject: 's', body: 'b' });
  const [sms] = await t.db
    .insert(smsTemplates)
    .values({ businessId, name: 'Promo', messageTemplate: '{name}, you have {points} points' })
    .returning();
  return { email: email!, sms: sms! };
}

describe('quick email and SMS from the customer list', () => {
  it('lists only the business’s active templates, by name', async () => {
    const a = await newBusiness(t);
    const b = await newBusiness(t);
    await templates(a.businessId);
    const list = (await a.client.get('/api/customers/quick-templates?type=email')).body.templates;
    expect(list.map((x: { name: string }) => x.name)).toEqual(['Anniversary', 'Thanks']);
    expect((await b.client.get('/api/customers/quick-templates?type=email')).body.templates).toEqual([]);
    expect((await a.client.get('/api/customers/quick-templates?type=sms')).body.templates[0]).toMatchObject({
      name: 'Promo',
      subject: null,
    });
  });

  it('sends a fast email rendered for the customer and logs it; needs an email address', async () => {
    const { client: c, businessId } = await newBusiness(t, { companyName: 'Moon Bakery' });
    const { email } = await templates(businessId);
    // No phone: the customer's other columns are null (a left join must still find them).
    const customer = await addCustomer(c, { firstName: 'Rey', email: 'rey@example.test', phone: null });
    const res = await c.post(`/api/customers/${customer.id}/quick-email`, { templateId: email.id });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, status: 'pending' });
    expect(await settledMessage(t, res.body.messageId)).toMatchObject({ status: 'sent', provider: 'outbox' });
    const [out] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.to, 'rey@example.test'));
    expect(out).toMatchObject({ channel: 'email', subject: 'Thanks from Moon Bakery' });
    // The footer every customer email ends with: the business and an unsubscribe link.
    expect(out?.text).toMatch(
      /^Hi Rey!\n\n--\nMoon Bakery\nUnsubscribe: http:\/\/localhost:3000\/unsubscribe\/[0-9a-f-]{36}\./,
    );
    const logs = await t.db.select().from(communicationLogs).where(eq(communicationLogs.customerId, customer.id));
    expect(logs.find((l) => l.templateName === 'Thanks')).toMatchObject({ type: 'email', status: 'sent' });

    const noEmail = await addCustomer(c, { email: null });
    const refused = await c.post(`/api/customers/${noEmail.id}/quick-email`, { templateId: email.id });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('Customer email address is required');
  });

  it('sends a quick SMS to an opted-in customer, counting it in the month’s usage', async () => {
    const { client: c, businessId } = await newBusiness(t);
    const { sms } = await templates(businessId);
    const customer = await addCustomer(c, { firstName: 'Finn', lastName: 'T', phone: '(646) 555-0102' });
    const res = await c.post(`/api/customers/${customer.id}/quick-sms`, { templateId: sms.id });
    expect(res.status).toBe(200);
    await settledMessage(t, res.body.messageId);
    const [out] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.to, '+16465550102'));
    expect(out).toMatchObject({ channel: 'sms', text: 'Finn T, you have 0 points' });
    const [business] = await t.db.select().from(businesses).where(eq(businesses.id, businessId));
    expect(business?.usageSmsMonthly).toBe(1);
    expect((await c.get('/api/dashboard/stats')).body.smsUsageThisMonth).toBe(1);

    const optedOut = await addCustomer(c, { phone: '(646) 555-0103', optedInSms: false });
    const refused = await c.post(`/api/customers/${optedOut.id}/quick-sms`, { templateId: sms.id });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('Customer has not opted in to receive SMS messages');
  });

  it('logs a quick SMS with its provider and the outbox message it became', async () => {
    const { client: c, businessId } = await newBusiness(t);
    const { sms } = await templates(businessId);
    const customer = await addCustomer(c, { firstName: 'Poe', lastName: 'D', phone: '(646) 555-0104' });
    const res = await c.post(`/api/customers/${customer.id}/quick-sms`, { templateId: sms.id });
    expect(res.status).toBe(200);
    const log = await settledMessage(t, res.body.messageId);
    const [out] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.to, '+16465550104'));
    expect(out).toMatchObject({ id: log.providerMessageId, businessId });
    expect(log).toMatchObject({
      type: 'sms',
      status: 'sent',
      provider: 'outbox',
      templateName: 'Promo',
      content: 'Poe D, you have 0 points',
      customerId: customer.id,
      attempts: 1,
      metadata: { quick: true },
    });
  });

  it('needs a signed-in business, and answers 404 for a malformed customer id', async () => {
    const { client: c, businessId } = await newBusiness(t);
    const { sms } = await templates(businessId);
    const customer = await addCustomer(c, { phone: '(646) 555-0105' });
    const anonymous = client(t.app);
    expect((await anonymous.get('/api/customers/quick-templates?type=sms')).status).toBe(401);
    expect((await anonymous.post(`/api/customers/${customer.id}/quick-sms`, { templateId: sms.id })).status).toBe(401);
    expect((await c.post('/api/customers/not-a-uuid/quick-sms', { templateId: sms.id })).status).toBe(404);
    expect(await t.db.select().from(outboxMessages).where(eq(outboxMessages.to, '+16465550105'))).toHaveLength(0);
  });

  it('answers 404 for another business’s customer or template', async () => {
    const a = await newBusiness(t);
    const b = await newBusiness(t);
    const aTemplates = await templates(a.businessId);
    const bTemplates = await templates(b.businessId);
    const aCustomer = await addCustomer(a.client, { email: 'a-only@example.test' });
    const bCustomer = await addCustomer(b.client, { email: 'b-only@example.test' });
    const foreignCustomer = await b.client.post(`/api/customers/${aCustomer.id}/quick-email`, {
      templateId: bTemplates.email.id,
    });
    expect(foreignCustomer.status).toBe(404);
    const foreignTemplate = await b.client.post(`/api/customers/${bCustomer.id}/quick-email`, {
      templateId: aTemplates.email.id,
    });
    expect(foreignTemplate.status).toBe(404);
    expect(
      (await b.client.post(`/api/customers/${aCustomer.id}/quick-sms`, { templateId: bTemplates.sms.id })).status,
    ).toBe(404);
    const sent = await t.db.select().from(outboxMessages).where(eq(outboxMessages.to, 'a-only@example.test'));
    expect(sent).toHaveLength(0);
  });
});
