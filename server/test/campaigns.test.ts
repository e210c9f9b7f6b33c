import { CAMPAIGN_MESSAGES, TEST_RECIPIENT_MESSAGES } from '@regulars/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  businesses,
  campaigns,
  communicationLogs,
  customerProgramProgress,
  outboxMessages,
  smsOptOuts,
  users,
} from '../src/db/schema/index.ts';
import { MARKETING_EMAIL_NEEDS_ADDRESS } from '../src/messaging/queue-message.ts';
import { awayFromQuietHours, seedCustomers, setPostalAddress } from './campaign-seed.ts';
import { newProgram } from './factories/programs.ts';
import { eventually, newBusiness, startTestApp, type TClient, type TTestApp } from './harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

async function draft(c: TClient, type: 'email' | 'sms', content: Record<string, unknown> = {}) {
  const created = await c.post('/api/campaigns', { name: `Spring ${type}`, type });
  expect(created.status).toBe(201);
  if (Object.keys(content).length > 0) {
    const saved = await c.put(`/api/campaigns/${created.body.id}`, { name: `Spring ${type}`, ...content });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  }
  return created.body as { id: string };
}

async function sentCampaign(c: TClient, id: string) {
  return eventually(async () => {
    const res = await c.get(`/api/campaigns/${id}`);
    return res.body.status === 'sent' || res.body.status === 'failed' ? res.body : null;
  }, 30_000);
}

describe('the list and the create dialog', () => {
  it('creates drafts, refuses a blank name, and filters by type', async () => {
    const { client: c } = await newBusiness(t);
    const blank = await c.post('/api/campaigns', { name: '   ', type: 'sms' });
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toBe(CAMPAIGN_MESSAGES.nameRequired);
    const badType = await c.post('/api/campaigns', { name: 'X', type: 'fax' });
    expect(badType.status).toBe(400);
    expect(badType.body.error.message).toBe(CAMPAIGN_MESSAGES.typeRequired);

    const email = await c.post('/api/campaigns', { name: 'Newsletter', type: 'email' });
    expect(email.status).toBe(201);
    expect(email.body).toMatchObject({ name: 'Newsletter', type: 'email', status: 'draft', recipientCount: 0 });
    await c.post('/api/campaigns', { name: 'Flash sale', type: 'sms' });

    const all = await c.get('/api/campaigns');
    expect(all.body.total).toBe(2);
    expect(all.body.campaigns.map((x: { name: string }) => x.name)).toEqual(['Flash sale', 'Newsletter']);
    const sms = await c.get('/api/campaigns?type=sms');
    expect(sms.body.campaigns.map((x: { name: string }) => x.name)).toEqual(['Flash sale']);
    const emails = await c.get('/api/campaigns?type=email');
    expect(emails.body.campaigns.map((x: { name: string }) => x.name)).toEqual(['Newsletter']);
  });

  it('saves a draft (HTML sanitised) and refuses to change one that is no longer a draft', async () => {
    const { client: c, businessId } = await newBusiness(t);
    await setPostalAddress(t, businessId);
    await seedCustomers(t, businessId, [{}]);
    const { id } = await draft(c, 'email', {
      subject: 'Hello {firstName}',
      body: '<p>Hi</p><script>alert(1)</script>',
    });
    const saved = await c.get(`/api/campaigns/${id}`);
    expect(saved.body.body).toBe('<p>Hi</p>');
    expect((await c.post(`/api/campaigns/${id}/send`, {})).status).toBe(200);
    const again = await c.put(`/api/campaigns/${id}`, { name: 'Changed', body: 'x' });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(CAMPAIGN_MESSAGES.onlyDraftEditable);
  });
});

describe('audiences', () => {
  it('counts segments against known data, never the unsubscribed, opted out or deleted', async () => {
    const { client: c, businessId } = await newBusiness(t);
    const program = await newProgram(c, { name: 'Coffee card' });
    const old = new Date(Date.now() - 90 * 86_400_000);
    const recent = new Date(Date.now() - 5 * 86_400_000);
    const seeded = await seedCustomers(t, businessId, [
      {
        totalVisits: 1,
        totalPoints: 10,
        birthday: '1990-03-14',
        lastVisitAt: recent,
        createdAt: new Date('2026-01-10T12:00:00Z'),
      },
      {
        totalVisits: 5,
        totalPoints: 120,
        birthday: '1985-03-02',
        lastVisitAt: old,
        createdAt: new Date('2026-02-10T12:00:00Z'),
      },
      {
        totalVisits: 12,
        totalPoints: 600,
        birthday: '1979-07-30',
        lastVisitAt: old,
        createdAt: new Date('2026-03-10T12:00:00Z'),
      },
      { totalVisits: 0, totalPoints: 0, createdAt: new Date('2026-04-10T12:00:00Z') },
      { totalVisits: 8, optedInEmail: false, optedInSms: false },
      { totalVisits: 8, emailUnsubscribedAt: new Date() },
      { totalVisits: 8, deletedAt: new Date() },
      { totalVisits: 8, email: null, phone: null },
    ]);
    const [a, b] = seeded;
    await t.db.insert(customerProgramProgress).values([
      { businessId, customerId: a!.id, programId: program.id },
      { businessId, customerId: b!.id, programId: program.id },
    ]);
    await t.db.insert(smsOptOuts).values({ businessId, phone: seeded[2]!.phone!, source: 'keyword' });

    const count = async (type: 'email' | 'sms', audience: Record<string, unknown>) => {
      const res = await c.post('/api/campaigns/audience-count', { type, audience });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body as { count: number; total: number };
    };
    expect(await count('email', {})).toEqual({ count: 4, control: 0, variantB: 0, total: 7 });
    // SMS: the one who texted STOP is out, the email-unsubscribed one is in.
    expect((await count('sms', {})).count).toBe(4);
    expect((await count('email', { minVisits: 5 })).count).toBe(2);
    expect((await count('email', { minVisits: 1, maxVisits: 5 })).count).toBe(2);
    expect((await count('email', { minPoints: 100, maxPoints: 200 })).count).toBe(1);
    expect((await count('email', { joinedFrom: '2026-02-01', joinedTo: '2026-03-31' })).count).toBe(2);
    expect((await count('email', { birthdayMonth: 3 })).count).toBe(2);
    expect((await count('email', { programId: program.id })).count).toBe(2);
    expect((await count('email', { lastVisitMoreThanDays: 30 })).count).toBe(2);
    expect((await count('sms', { lastVisitMoreThanDays: 30 })).count).toBe(1);
    const wrong = await c.post('/api/campaigns/audience-count', {
      type: 'email',
      audience: { minVisits: 5, maxVisits: 1 },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe('Minimum visits cannot be more than maximum visits');
  });
});

describe('sending', () => {
  it('sends an email campaign to everyone in its audience once, with the footer, and counts the results', async () => {
    const { client: c, businessId } = await newBusiness(t, { companyName: 'Bean There' });
    const people = await seedCustomers(
      t,
      businessId,
      Array.from({ length: 1_100 }, () => ({})),
    );
    const { id } = await draft(c, 'email', {
      subject: 'A treat for {firstName}',
      body: '<p>Hi {firstName}, see <a href="https://beanthere.example/menu?a=1&amp;b=2">the menu</a></p>',
    });
    const noAddress = await c.post(`/api/campaigns/${id}/send`, {});
    expect(noAddress.status).toBe(400);
    expect(noAddress.body.error.message).toBe(MARKETING_EMAIL_NEEDS_ADDRESS);
    await setPostalAddress(t, businessId);

    const started = await c.post(`/api/campaigns/${id}/send`, {});
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ status: 'sending', recipientCount: 1_100 });
    const done = await sentCampaign(c, id);
    expect(done.status).toBe('sent');
    expect(done.stats).toMatchObject({ queued: 1_100, sent: 1_100, delivered: 1_100, failed: 0 });
    expect(done.recipientCount).toBe(1_100);

    const outbox = await t.db
      .select({ to: outboxMessages.to, subject: outboxMessages.subject, html: outboxMessages.html })
      .from(outboxMessages)
      .where(eq(outboxMessages.businessId, businessId));
    expect(outbox).toHaveLength(1_100);
    expect(new Set(outbox.map((m) => m.to)).size).toBe(1_100);
    expect(outbox.map((m) => m.to).sort()).toEqual(people.map((p) => p.email).sort());
    const first = outbox[0]!;
    expect(first.subject).toMatch(/^A treat for Guest\d+$/);
    expect(first.html).toContain('1 Main St, Springfield');
    expect(first.html).toContain('/unsubscribe/');
    expect(first.html).not.toContain('https://beanthere.example');
    // The tracked link shows the host it goes to.
    expect(first.html).toMatch(/href="http:\/\/localhost:3000\/r\/beanthere\.example\/[\w-]+\.[\w-]+"/);

    const recipients = await c.get(`/api/campaigns/${id}/recipients?page=2`);
    expect(recipients.body.total).toBe(1_100);
    expect(recipients.body.recipients).toHaveLength(50);
    expect(recipients.body.recipients[0]).toMatchObject({ status: 'sent', delivered: true });
  });

  it('redirects a tracked link to the link the business wrote, counts the first click once, and refuses forged tokens', async () => {
    const { client: c, businessId } = await newBusiness(t);
    await awayFromQuietHours(t, businessId);
    await seedCustomers(t, businessId, [{}, {}]);
    const { id } = await draft(c, 'sms', { body: 'Half price today: https://shop.example/deal. See you!' });
    await c.post(`/api/campaigns/${id}/send`, {});
    await sentCampaign(c, id);
    const [message] = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.businessId, businessId))
      .limit(1);
    expect(message!.text).toContain('Reply STOP to opt out');
    const link = message!.text.match(/http:\/\/localhost:3000(\/r\/shop\.example\/[\w-]+\.[\w-]+)/)?.[1];
    expect(link, message!.text).toBeTruthy();
    expect(message!.text).toContain(`${link}. See you!`);

    const click = await t.app.request(link!);
    expect(click.status).toBe(302);
    expect(click.headers.get('location')).toBe('https://shop.example/deal');
    await t.app.request(link!);
    const head = await t.app.request(link!, { method: 'HEAD' });
    expect(head.status).toBe(302);
    const campaign = (await c.get(`/api/campaigns/${id}`)).body;
    expect(campaign.stats.clicked).toBe(1);
    const [log] = await t.db
      .select()
      .from(communicationLogs)
      .where(and(eq(communicationLogs.campaignId, id), eq(communicationLogs.clickCount, 2)));
    expect(log).toBeTruthy();
    const clicked = await c.get(`/api/campaigns/${id}/recipients?status=clicked`);
    expect(clicked.body.total).toBe(1);

    const token = link!.split('/').pop()!;
    const [payload, mac] = token.split('.');
    const forgedIndex = await t.app.request(`/r/shop.example/${payload!.slice(0, 22)}1.${mac}`);
    expect(forgedIndex.status).toBe(404);
    const forgedMac = await t.app.request(`/r/shop.example/${payload}.${'A'.repeat(22)}`);
    expect(forgedMac.status).toBe(404);
    const foreign = await t.app.request('/r/https%3A%2F%2Fevil.example');
    expect(foreign.status).toBe(404);
    expect(foreign.headers.get('location')).toBeNull();
  });

  it('refuses a campaign the plan cannot pay for before sending anything', async () => {
    const { client: c, businessId } = await newBusiness(t);
    await seedCustomers(
      t,
      businessId,
      Array.from({ length: 60 }, () => ({})),
    );
    const { id } = await draft(c, 'sms', { body: 'Hello {firstName}' });
    const refused = await c.post(`/api/campaigns/${id}/send`, {});
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('PLAN_LIMIT');
    expect(refused.body.error.message).toBe(
      'This campaign would go to 60 customers, but your plan and credits cover 50 more SMS. Upgrade your plan or add credits, or narrow the audience.',
    );
    expect(refused.body.error.details).toMatchObject({ limit: 50, current: 60 });
    const after = (await c.get(`/api/campaigns/${id}`)).body;
    expect(after.status).toBe('draft');
    const logs = await t.db.select().from(communicationLogs).where(eq(communicationLogs.campaignId, id));
    expect(logs).toHaveLength(0);
  });

  it('refuses to send with no message or nobody to send to', async () => {
    const { client: c } = await newBusiness(t);
    const { id } = await draft(c, 'sms');
    const empty = await c.post(`/api/campaigns/${id}/send`, {});
    expect(empty.body.error.message).toBe(CAMPAIGN_MESSAGES.messageRequired);
    await c.put(`/api/campaigns/${id}`, { name: 'x', body: 'Hi' });
    const nobody = await c.post(`/api/campaigns/${id}/send`, {});
    expect(nobody.status).toBe(400);
    expect(nobody.body.error.message).toBe(CAMPAIGN_MESSAGES.noRecipients);
  });

  it('schedules in the business time zone, refuses the past, and cancels', async () => {
    const { client: c, businessId } = await newBusiness(t);
    await seedCustomers(t, businessId, [{}]);
    await t.db.update(businesses).set({ timeZone: 'America/New_York' }).where(eq(businesses.id, businessId));
    const { id } = await draft(c, 'sms', { body: 'Tomorrow only' });
    const past = await c.post(`/api/campaigns/${id}/send`, { scheduledFor: '2020-01-01T09:00' });
    expect(past.status).toBe(400);
    expect(past.body.error.message).toBe(CAMPAIGN_MESSAGES.scheduleInPast);
    const year = new Date().getUTCFullYear() + 1;
    const scheduled = await c.post(`/api/campaigns/${id}/send`, { scheduledFor: `${year}-06-01T09:30` });
    expect(scheduled.status).toBe(200);
    expect(scheduled.body.status).toBe('scheduled');
    // 09:30 in New York in June is 13:30 UTC.
    expect(scheduled.body.scheduledFor).toBe(`${year}-06-01T13:30:00.000Z`);
    const cancelled = await c.post(`/api/campaigns/${id}/cancel`, {});
    expect(cancelled.body.status).toBe('cancelled');
    const again = await c.post(`/api/campaigns/${id}/cancel`, {});
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(CAMPAIGN_MESSAGES.onlyScheduledCancellable);
    expect((await c.delete(`/api/campaigns/${id}`)).status).toBe(204);
  });

  it('sends a test to the sender’s own verified email only, not in the history', async () => {
    const { client: c, businessId, email, me } = await newBusiness(t);
    const { id } = await draft(c, 'email', { subject: 'Hi {firstName}', body: 'Plain text body' });
    // An address nobody confirmed gets no test (campaign-test-sends.test.ts has the verification by code).
    const unverified = await c.post(`/api/campaigns/${id}/test`, { to: '' });
    expect(unverified.status).toBe(400);
    expect(unverified.body.error.message).toBe(TEST_RECIPIENT_MESSAGES.verifyEmailFirst);
    await t.db.update(users).set({ emailVerified: true }).where(eq(users.id, me.user.id));
    const res = await c.post(`/api/campaigns/${id}/test`, { to: '' });
    expect(res.status).toBe(202);
    expect(res.body.message).toBe(`Test sent to ${email}`);
    const [sent] = await eventually(async () => {
      const rows = await t.db.select().from(outboxMessages).where(eq(outboxMessages.to, email));
      return rows.length > 0 ? rows : null;
    });
    expect(sent!.subject).toMatch(/^\[Test\] Hi /);
    const logs = await t.db.select().from(communicationLogs).where(eq(communicationLogs.businessId, businessId));
    expect(logs).toHaveLength(0);
    const sms = await draft(c, 'sms', { body: 'Hi' });
    const noPhone = await c.post(`/api/campaigns/${sms.id}/test`, { to: 'not a phone' });
    expect(noPhone.status).toBe(400);
    expect(noPhone.body.error.message).toBe(CAMPAIGN_MESSAGES.testPhoneRequired);
  });
});

describe('isolation', () => {
  it("answers 404 for another business's campaign on every endpoint, and never lists it", async () => {
    const a = await newBusiness(t);
    const b = await newBusiness(t);
    const { id } = await draft(a.client, 'sms', { body: 'Mine' });
    const program = await newProgram(a.client, { name: 'A only' });
    const other = b.client;
    expect((await other.get(`/api/campaigns/${id}`)).status).toBe(404);
    expect((await other.put(`/api/campaigns/${id}`, { name: 'Stolen', body: 'x' })).status).toBe(404);
    expect((await other.post(`/api/campaigns/${id}/send`, {})).status).toBe(404);
    expect((await other.post(`/api/campaigns/${id}/cancel`, {})).status).toBe(404);
    expect((await other.post(`/api/campaigns/${id}/test`, { to: '+14155550100' })).status).toBe(404);
    expect((await other.get(`/api/campaigns/${id}/recipients`)).status).toBe(404);
    expect((await other.delete(`/api/campaigns/${id}`)).status).toBe(404);
    expect((await other.get('/api/campaigns')).body.total).toBe(0);
    const foreignProgram = await other.post('/api/campaigns/audience-count', {
      type: 'sms',
      audience: { programId: program.id },
    });
    expect(foreignProgram.status).toBe(400);
    expect(foreignProgram.body.error.message).toBe(CAMPAIGN_MESSAGES.unknownProgram);
    const [row] = await t.db.select().from(campaigns).where(eq(campaigns.id, id));
    expect(row).toMatchObject({ name: 'Spring sms', status: 'draft' });
    expect(
      (
        await t.db
          .select()
          .from(campaigns)
          .where(inArray(campaigns.businessId, [b.businessId]))
      ).length,
    ).toBe(0);
  });
});
