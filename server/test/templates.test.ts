import { TEMPLATE_MESSAGES } from '@regulars/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTemplates, smsTemplates } from '../src/db/schema/index.ts';
import { client, newBusiness, startTestApp, type TTestApp } from './harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

const sms = {
  name: 'Welcome text',
  triggerType: 'welcome',
  messageTemplate: 'Hi {firstName}, welcome to {business_name}!',
};
const email = {
  name: 'Birthday email',
  triggerType: 'birthday',
  subject: 'Happy birthday, {firstName}!',
  body: 'Hi {name},\n\nA treat is waiting for you at {business_name}.',
};

describe('SMS templates', () => {
  it('creates, lists, updates and toggles a template, with the rows to show for it', async () => {
    const { client: c, businessId } = await newBusiness(t);
    expect((await c.get('/api/sms-templates')).body).toEqual({ templates: [] });

    const created = await c.post('/api/sms-templates', { ...sms, name: '  Welcome text  ' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...sms, active: true });
    const id = created.body.id as string;

    const second = await c.post('/api/sms-templates', {
      name: 'Expiring',
      triggerType: 'points_expiring',
      messageTemplate: '{expiring_points} points lapse on {expiry_date}',
    });
    expect(second.status).toBe(201);
    const list = (await c.get('/api/sms-templates')).body.templates as { id: string }[];
    expect(list.map((x) => x.id)).toEqual([second.body.id, id]);

    const updated = await c.put(`/api/sms-templates/${id}`, {
      name: 'Thanks',
      triggerType: 'reward_earned',
      messageTemplate: 'You earned {reward}!',
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id, name: 'Thanks', triggerType: 'reward_earned', active: true });

    const off = await c.patch(`/api/sms-templates/${id}/active`, { active: false });
    expect(off.status).toBe(200);
    expect(off.body.active).toBe(false);

    const [row] = await t.db.select().from(smsTemplates).where(eq(smsTemplates.id, id));
    expect(row).toMatchObject({
      businessId,
      name: 'Thanks',
      triggerType: 'reward_earned',
      messageTemplate: 'You earned {reward}!',
      active: false,
    });
    // An inactive template is no longer offered by the quick SMS modal.
    const quick = (await c.get('/api/customers/quick-templates?type=sms')).body.templates as { id: string }[];
    expect(quick.map((x) => x.id)).toEqual([second.body.id]);

    expect((await c.patch(`/api/sms-templates/${id}/active`, { active: true })).body.active).toBe(true);
  });

  it("answers the spec's message for a blank name or message, and limits every field", async () => {
    const { client: c, businessId } = await newBusiness(t);
    for (const body of [{ ...sms, name: '   ' }, { ...sms, messageTemplate: '' }, { triggerType: 'custom' }]) {
      const res = await c.post('/api/sms-templates', body);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'VALIDATION', message: 'Name and message are required' });
    }
    const long = await c.post('/api/sms-templates', { ...sms, messageTemplate: 'x'.repeat(1601) });
    expect(long.body.error.message).toBe('Message must be at most 1,600 characters');
    const name = await c.post('/api/sms-templates', { ...sms, name: 'n'.repeat(101) });
    expect(name.body.error.message).toBe('Name must be at most 100 characters');
    const trigger = await c.post('/api/sms-templates', { ...sms, triggerType: 'promotional' });
    expect(trigger.body.error.message).toBe(TEMPLATE_MESSAGES.triggerRequired);
    expect(await t.db.select().from(smsTemplates).where(eq(smsTemplates.businessId, businessId))).toEqual([]);

    const made = await c.post('/api/sms-templates', sms);
    const edit = await c.put(`/api/sms-templates/${made.body.id}`, { ...sms, messageTemplate: ' ' });
    expect(edit.status).toBe(400);
    expect(edit.body.error.message).toBe('Name and message are required');
    const toggle = await c.patch(`/api/sms-templates/${made.body.id}/active`, { active: 'no' });
    expect(toggle.status).toBe(400);
  });
});

describe('email templates', () => {
  it('creates, lists, updates and toggles a template, with the rows to show for it', async () => {
    const { client: c, businessId } = await newBusiness(t);
    const created = await c.post('/api/email-templates', email);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...email, active: true });
    const id = created.body.id as string;
    expect((await c.get('/api/email-templates')).body.templates).toEqual([created.body]);

    const updated = await c.put(`/api/email-templates/${id}`, {
      name: 'Promo',
      triggerType: 'promotional',
      subject: 'This week at {business_name}',
      body: '<p>Hello <strong>{firstName}</strong></p>',
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id, name: 'Promo', triggerType: 'promotional' });

    expect((await c.patch(`/api/email-templates/${id}/active`, { active: false })).body.active).toBe(false);
    const [row] = await t.db.select().from(emailTemplates).where(eq(emailTemplates.id, id));
    expect(row).toMatchObject({
      businessId,
      name: 'Promo',
      triggerType: 'promotional',
      subject: 'This week at {business_name}',
      body: '<p>Hello <strong>{firstName}</strong></p>',
      active: false,
    });
  });

  it("answers the spec's message for a blank name, subject or body, and limits every field", async () => {
    const { client: c, businessId } = await newBusiness(t);
    for (const body of [{ ...email, name: '' }, { ...email, subject: '  ' }, { ...email, body: '' }, {}]) {
      const res = await c.post('/api/email-templates', body);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe('Name, subject, and body are required');
    }
    expect((await c.post('/api/email-templates', { ...email, subject: 's'.repeat(201) })).body.error.message).toBe(
      'Subject must be at most 200 characters',
    );
    expect((await c.post('/api/email-templates', { ...email, body: 'b'.repeat(20_001) })).body.error.message).toBe(
      'Body must be at most 20,000 characters',
    );
    expect((await c.post('/api/email-templates', { ...email, triggerType: 'reward_earned' })).status).toBe(400);
    expect(await t.db.select().from(emailTemplates).where(eq(emailTemplates.businessId, businessId))).toEqual([]);
  });

  it('stores an HTML body sanitised: no script, event handler or javascript: URL survives a save', async () => {
    const { client: c } = await newBusiness(t);
    const dirty =
      '<p onclick="x()">Hi {name}</p><script>alert(document.cookie)</script>' +
      '<img src="https://example.com/a.png" onerror="alert(1)"><a href="javascript:alert(1)">Click</a>' +
      '<iframe src="https://evil.test"></iframe><a href="https://example.com/menu">Menu</a>';
    const created = await c.post('/api/email-templates', { ...email, body: dirty });
    expect(created.status).toBe(201);
    const clean =
      '<p>Hi {name}</p><img src="https://example.com/a.png" /><a>Click</a><a href="https://example.com/menu">Menu</a>';
    expect(created.body.body).toBe(clean);

    const edited = await c.put(`/api/email-templates/${created.body.id}`, { ...email, body: `${dirty}<b>again</b>` });
    expect(edited.body.body).toBe(`${clean}<b>again</b>`);
    const [row] = await t.db.select().from(emailTemplates).where(eq(emailTemplates.id, created.body.id));
    expect(row?.body).not.toMatch(/<script|onerror=|onclick=|javascript:|<iframe/i);

    // Plain text is not HTML: it is kept exactly, ampersands and all.
    const plain = await c.post('/api/email-templates', { ...email, body: 'Fish & chips < $10' });
    expect(plain.body.body).toBe('Fish & chips < $10');
  });
});

describe('isolation', () => {
  it("answers 404 for another business's template, and changes nothing of it", async () => {
    const owner = await newBusiness(t);
    const other = await newBusiness(t);
    const smsId = (await owner.client.post('/api/sms-templates', sms)).body.id as string;
    const emailId = (await owner.client.post('/api/email-templates', email)).body.id as string;

    const attempts = [
      await other.client.put(`/api/sms-templates/${smsId}`, { ...sms, name: 'Hijacked' }),
      await other.client.patch(`/api/sms-templates/${smsId}/active`, { active: false }),
      await other.client.put(`/api/email-templates/${emailId}`, { ...email, name: 'Hijacked' }),
      await other.client.patch(`/api/email-templates/${emailId}/active`, { active: false }),
      await other.client.put('/api/sms-templates/not-a-uuid', sms),
      await other.client.patch('/api/email-templates/not-a-uuid/active', { active: true }),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(404);
      expect(res.body.error).toEqual({ code: 'NOT_FOUND', message: 'Template not found' });
    }
    expect((await other.client.get('/api/sms-templates')).body.templates).toEqual([]);
    expect((await other.client.get('/api/email-templates')).body.templates).toEqual([]);
    const [smsRow] = await t.db.select().from(smsTemplates).where(eq(smsTemplates.id, smsId));
    const [emailRow] = await t.db.select().from(emailTemplates).where(eq(emailTemplates.id, emailId));
    expect(smsRow).toMatchObject({ name: sms.name, active: true });
    expect(emailRow).toMatchObject({ name: email.name, active: true });
  });

  it('answers 401 without a session', async () => {
    const { client: c } = await newBusiness(t);
    const id = (await c.post('/api/sms-templates', sms)).body.id as string;
    const anonymous = client(t.app);
    for (const res of [
      await anonymous.get('/api/sms-templates'),
      await anonymous.post('/api/sms-templates', sms),
      await anonymous.put(`/api/sms-templates/${id}`, sms),
      await anonymous.patch(`/api/sms-templates/${id}/active`, { active: false }),
      await anonymous.get('/api/email-templates'),
      await anonymous.post('/api/email-templates', email),
    ]) {
      expect(res.status).toBe(401);
    }
  });
});
