import { randomUUID } from 'node:crypto';
import { AUTOMATION_MESSAGES } from '@regulars/contracts';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshBusinessRhythms } from '../src/analytics/index.ts';
import { queueBirthdayMessages } from '../src/automations/queue-birthday-messages.ts';
import { queueWinBacks } from '../src/automations/queue-win-backs.ts';
import {
  businesses,
  communicationLogs,
  customerRewards,
  customers,
  emailTemplates,
  smsTemplates,
  transactions,
} from '../src/db/schema/index.ts';
import { seedLedger } from './analytics-history.ts';
import { addCustomer } from './factories/customers.ts';
import { newTeamMember } from './factories/teams.ts';
import { eventually, newBusiness, startIsolatedTestApp, type TClient, type TTestApp } from './harness.ts';

// A database of its own: the win-back and birthday runs read every business, so no other file's may be in it.
let t: TTestApp;
beforeAll(async () => {
  t = await startIsolatedTestApp('automations');
});
afterAll(() => t?.stop());

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);

/** A business with a postal address (win-back is marketing) and a custom SMS and email template. */
async function businessWithTemplates(companyName = 'Lapse Cafe', tierName = 'Free') {
  const b = await newBusiness(t, { companyName, tierName });
  await t.db.update(businesses).set({ postalAddress: '1 Bean Street' }).where(eq(businesses.id, b.businessId));
  const sms = await b.client.post('/api/sms-templates', {
    name: 'We miss you',
    triggerType: 'custom',
    messageTemplate: 'We miss you at {business_name}, {firstName}!',
  });
  const email = await b.client.post('/api/email-templates', {
    name: 'Come back',
    triggerType: 'promotional',
    subject: 'It has been a while, {firstName}',
    body: 'Your {points} points are waiting.',
  });
  expect([sms.status, email.status]).toEqual([201, 201]);
  return { ...b, smsTemplateId: sms.body.id as string, emailTemplateId: email.body.id as string };
}

const winBack = (c: TClient, body: Record<string, unknown>) => c.put('/api/automations/win_back', body);

async function lastVisit(customerId: string, at: Date | null) {
  await t.db.update(customers).set({ lastVisitAt: at }).where(eq(customers.id, customerId));
}

const winBackLogs = (customerId: string) =>
  t.db
    .select()
    .from(communicationLogs)
    .where(and(eq(communicationLogs.customerId, customerId), like(communicationLogs.sendKey, 'winback:%')));

describe('automations API', () => {
  it('answers the defaults: win-back off at 45 days, birthday on without a reward', async () => {
    const b = await newBusiness(t);
    const res = await b.client.get('/api/automations');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      canEdit: true,
      postalAddressMissing: true,
      winBack: {
        kind: 'win_back',
        enabled: false,
        config: { days: 45, smsTemplateId: null, emailTemplateId: null },
        sentLast30Days: 0,
        lapsedCustomers: 0,
        updatedAt: null,
        messages: { sms: null, email: null },
      },
      birthday: { kind: 'birthday', enabled: true, config: { reward: null }, sentLast30Days: 0, rewardsLast30Days: 0 },
    });
  });

  it('saves win-back and refuses bad days, a missing message, and a template switched off', async () => {
    const b = await businessWithTemplates();
    const config = { days: 45, smsTemplateId: b.smsTemplateId, emailTemplateId: null };
    for (const days of [3, 366]) {
      const res = await winBack(b.client, { enabled: true, config: { ...config, days } });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(AUTOMATION_MESSAGES.daysRange);
    }
    expect((await winBack(b.client, { enabled: true, config: { ...config, days: 10.5 } })).body.error.message).toBe(
      AUTOMATION_MESSAGES.daysWhole,
    );
    const none = await winBack(b.client, { enabled: true, config: { days: 30 } });
    expect([none.status, none.body.error.message]).toEqual([400, AUTOMATION_MESSAGES.messageRequired]);
    // Off, no message is fine: the settings are kept for later.
    expect((await winBack(b.client, { enabled: false, config: { days: 30 } })).status).toBe(200);

    const saved = await winBack(b.client, { enabled: true, config: { ...config, days: 60 } });
    expect(saved.status).toBe(200);
    expect(saved.body.winBack).toMatchObject({
      enabled: true,
      config: { days: 60, smsTemplateId: b.smsTemplateId, emailTemplateId: null },
      messages: { sms: { id: b.smsTemplateId, name: 'We miss you', active: true }, email: null },
    });
    expect(saved.body.winBack.updatedAt).not.toBeNull();
    expect((await b.client.get('/api/automations')).body.winBack.config.days).toBe(60);

    await b.client.patch(`/api/sms-templates/${b.smsTemplateId}/active`, { active: false });
    const inactive = await winBack(b.client, { enabled: true, config });
    expect([inactive.status, inactive.body.error.message]).toEqual([400, AUTOMATION_MESSAGES.templateInactive]);
    // Switching off always works, whatever became of the template.
    expect((await winBack(b.client, { enabled: false, config })).body.winBack.enabled).toBe(false);
  });

  it('validates the birthday reward and saves it', async () => {
    const b = await newBusiness(t);
    const put = (reward: unknown) => b.client.put('/api/automations/birthday', { enabled: true, config: { reward } });
    expect((await put({ description: '  ', validDays: 30 })).body.error.message).toBe(
      AUTOMATION_MESSAGES.rewardRequired,
    );
    expect((await put({ description: 'Free coffee', validDays: 0 })).body.error.message).toBe(
      AUTOMATION_MESSAGES.rewardDaysRange,
    );
    expect((await put({ description: 'x'.repeat(101), validDays: 30 })).body.error.message).toBe(
      AUTOMATION_MESSAGES.rewardTooLong,
    );
    const saved = await put({ description: ' Free coffee ', validDays: 14 });
    expect(saved.status).toBe(200);
    expect(saved.body.birthday).toMatchObject({
      enabled: true,
      config: { reward: { description: 'Free coffee', validDays: 14 } },
    });
    const off = await b.client.put('/api/automations/birthday', { enabled: false, config: { reward: null } });
    expect(off.body.birthday).toMatchObject({ enabled: false, config: { reward: null } });
  });

  it('keeps businesses apart: another business’s template is unknown, and each sees only its own', async () => {
    const a = await businessWithTemplates('Cafe A');
    const b = await businessWithTemplates('Cafe B');
    expect((await winBack(a.client, { enabled: true, config: { smsTemplateId: a.smsTemplateId } })).status).toBe(200);

    const foreign = await winBack(b.client, { enabled: true, config: { smsTemplateId: a.smsTemplateId } });
    expect([foreign.status, foreign.body.error.message]).toEqual([404, AUTOMATION_MESSAGES.templateNotFound]);
    const foreignEmail = await winBack(b.client, { enabled: false, config: { emailTemplateId: a.emailTemplateId } });
    expect(foreignEmail.status).toBe(404);
    // An SMS template's id is not an email template, and a malformed id is as unknown as a foreign one.
    expect((await winBack(a.client, { enabled: true, config: { emailTemplateId: a.smsTemplateId } })).status).toBe(404);
    expect((await winBack(a.client, { enabled: true, config: { smsTemplateId: 'nope' } })).status).toBe(404);
    expect((await winBack(b.client, { enabled: true, config: { smsTemplateId: randomUUID() } })).status).toBe(404);

    expect((await b.client.get('/api/automations')).body.winBack).toMatchObject({
      enabled: false,
      config: { smsTemplateId: null },
    });
    expect((await a.client.get('/api/automations')).body.winBack).toMatchObject({
      enabled: true,
      config: { smsTemplateId: a.smsTemplateId },
    });
  });

  it('lets team members read but only the team admin change', async () => {
    const owner = await businessWithTemplates('Team Cafe', 'Pro');
    await owner.client.put('/api/automations/birthday', { enabled: false, config: {} });
    const member = await newTeamMember(t, owner.client);
    const read = await member.client.get('/api/automations');
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ canEdit: false, birthday: { enabled: false } });
    const refused = await member.client.put('/api/automations/birthday', { enabled: true, config: {} });
    expect(refused.status).toBe(403);
    expect((await owner.client.get('/api/automations')).body.birthday.enabled).toBe(false);
  });

  it('refuses the signed-out', async () => {
    const { client } = await import('./harness.ts');
    expect((await client(t.app).get('/api/automations')).status).toBe(401);
  });
});

describe('win-back run', () => {
  it('sends once per lapse, not to recent visitors or the unreachable, and again after a new visit and lapse', async () => {
    const b = await businessWithTemplates();
    const config = { days: 45, smsTemplateId: b.smsTemplateId, emailTemplateId: b.emailTemplateId };
    expect((await winBack(b.client, { enabled: true, config })).status).toBe(200);
    const lapsed = await addCustomer(b.client, { firstName: 'Lena' });
    const recent = await addCustomer(b.client);
    const never = await addCustomer(b.client);
    const optedOut = await addCustomer(b.client, { optedInSms: false, optedInEmail: false });
    const gone = await addCustomer(b.client);
    const lapsedAt = daysAgo(60);
    await lastVisit(lapsed.id, lapsedAt);
    await lastVisit(recent.id, daysAgo(10));
    await lastVisit(optedOut.id, daysAgo(90));
    await lastVisit(gone.id, daysAgo(90));
    expect((await b.client.delete(`/api/customers/${gone.id}`)).status).toBe(204);

    expect(await queueWinBacks({ db: t.db, queue: t.deps.queue })).toBe(2);
    const first = await winBackLogs(lapsed.id);
    expect(first.map((r) => r.type).sort()).toEqual(['email', 'sms']);
    const sms = first.find((r) => r.type === 'sms');
    expect(sms).toMatchObject({
      sendKey: `winback:${lapsed.id}:${lapsedAt.getTime()}:sms`,
      content: 'We miss you at Lapse Cafe, Lena!',
      metadata: { automation: 'win_back', marketing: true },
    });
    expect(first.find((r) => r.type === 'email')?.subject).toBe('It has been a while, Lena');
    for (const id of [recent.id, never.id, optedOut.id, gone.id]) expect(await winBackLogs(id)).toHaveLength(0);

    // The next hour: the same lapse, nothing again.
    expect(await queueWinBacks({ db: t.db, queue: t.deps.queue })).toBe(0);
    expect(await winBackLogs(lapsed.id)).toHaveLength(2);

    // A real visit at the counter ends the lapse: nothing while they are a recent visitor.
    const visit = await b.client.post(`/api/customers/${lapsed.id}/visits`, { idempotencyKey: randomUUID() });
    expect(visit.status).toBe(201);
    expect(await queueWinBacks({ db: t.db, queue: t.deps.queue })).toBe(0);
    // 50 days later they have lapsed again: a new lapse, a new message.
    const [row] = await t.db.select().from(customers).where(eq(customers.id, lapsed.id));
    expect(row?.lastVisitAt).not.toBeNull();
    await lastVisit(lapsed.id, daysAgo(50));
    expect(await queueWinBacks({ db: t.db, queue: t.deps.queue })).toBe(2);
    expect(await winBackLogs(lapsed.id)).toHaveLength(4);

    const panel = (await b.client.get('/api/automations')).body.winBack;
    expect(panel).toMatchObject({ sentLast30Days: 4, lapsedCustomers: 2 });
  });

  it("timed by each customer's own rhythm: the weekly regular at three weeks, not the monthly one, the days for the rest", async () => {
    const b = await businessWithTemplates('Rhythm Cafe');
    await t.db.update(businesses).set({ timeZone: 'UTC' }).where(eq(businesses.id, b.businessId));
    const config = { days: 45, timing: 'rhythm', smsTemplateId: b.smsTemplateId, emailTemplateId: null };
    const saved = await winBack(b.client, { enabled: true, config });
    expect(saved.status).toBe(200);
    expect(saved.body.winBack.config.timing).toBe('rhythm');
    /** A customer with a visit at each of `days` ago, the last on their row. */
    const visiting = async (firstName: string, days: number[]) => {
      const customer = await addCustomer(b.client, { firstName });
      await seedLedger(
        t,
        b.businessId,
        days.map((d) => ({ customerId: customer.id, type: 'visit', at: daysAgo(d).toISOString() })),
      );
      await lastVisit(customer.id, daysAgo(Math.min(...days)));
      return customer;
    };
    const weekly = await visiting('Wes', [20, 27, 34, 41]);
    const monthly = await visiting('Mona', [21, 51, 81, 111]);
    const newcomerLapsed = await visiting('Nell', [60, 90]);
    const newcomerRecent = await visiting('Nico', [30, 40]);
    await refreshBusinessRhythms({ db: t.db, businessId: b.businessId });

    expect((await b.client.get('/api/automations')).body.winBack.lapsedCustomers).toBe(2);
    expect(await queueWinBacks({ db: t.db, queue: t.deps.queue })).toBe(2);
    expect(await winBackLogs(weekly.id)).toHaveLength(1);
    expect(await winBackLogs(newcomerLapsed.id)).toHaveLength(1);
    expect(await winBackLogs(monthly.id)).toHaveLength(0);
    expect(await winBackLogs(newcomerRecent.id)).toHaveLength(0);

    // Timed by the days again: the weekly regular at 20 days is no longer lapsed; the monthly one neither.
    await winBack(b.client, { enabled: true, config: { ...config, timing: 'days' } });
    expect((await b.client.get('/api/automations')).body.winBack.lapsedCustomers).toBe(1);
  });

  it('sends nothing while off, and walks many customers page by page', async () => {
    const b = await businessWithTemplates('Paged Cafe');
    const config = { days: 30, smsTemplateId: b.smsTemplateId, emailTemplateId: null };
    await winBack(b.client, { enabled: false, config });
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const c = await addCustomer(b.client);
      // Two share one instant: the page's cursor orders them by id.
      await lastVisit(c.id, daysAgo(i < 2 ? 40 : 40 + i));
      ids.push(c.id);
    }
    expect(await queueWinBacks({ db: t.db, queue: t.deps.queue, pageSize: 2 })).toBe(0);
    for (const id of ids) expect(await winBackLogs(id)).toHaveLength(0);

    await winBack(b.client, { enabled: true, config });
    expect(await queueWinBacks({ db: t.db, queue: t.deps.queue, pageSize: 2 })).toBe(5);
    for (const id of ids) expect(await winBackLogs(id)).toHaveLength(1);
    expect(await queueWinBacks({ db: t.db, queue: t.deps.queue, pageSize: 2 })).toBe(0);
  });

  it('logs the email refused without a postal address, and still sends the SMS', async () => {
    const b = await businessWithTemplates('No Address Cafe');
    await t.db.update(businesses).set({ postalAddress: null }).where(eq(businesses.id, b.businessId));
    const config = { days: 45, smsTemplateId: b.smsTemplateId, emailTemplateId: b.emailTemplateId };
    await winBack(b.client, { enabled: true, config });
    expect((await b.client.get('/api/automations')).body.postalAddressMissing).toBe(true);
    const c = await addCustomer(b.client);
    await lastVisit(c.id, daysAgo(100));
    expect(await queueWinBacks({ db: t.db, queue: t.deps.queue })).toBe(1);
    const logs = await winBackLogs(c.id);
    expect(logs.find((r) => r.type === 'sms')?.status).not.toBe('failed');
    const email = logs.find((r) => r.type === 'email');
    expect(email?.status).toBe('failed');
    expect(String(email?.metadata.error)).toMatch(/postal address/);
    // Refused once for this lapse: not again each hour.
    expect(await queueWinBacks({ db: t.db, queue: t.deps.queue })).toBe(0);
    expect((await b.client.get('/api/automations')).body.winBack.sentLast30Days).toBe(1);
  });
});

describe('win-back and the plan', () => {
  it('leaves an SMS the plan cannot pay for to the next run, unlogged, while email goes on', async () => {
    const b = await businessWithTemplates('Spent Cafe');
    const config = { days: 45, smsTemplateId: b.smsTemplateId, emailTemplateId: b.emailTemplateId };
    await winBack(b.client, { enabled: true, config });
    const c = await addCustomer(b.client);
    await lastVisit(c.id, daysAgo(60));
    const month = new Date().toISOString().slice(0, 7);
    await t.db
      .update(businesses)
      .set({ usageSmsMonthly: 50, usageSmsMonth: month, creditsRemaining: 0 })
      .where(eq(businesses.id, b.businessId));
    expect(await queueWinBacks({ db: t.db, queue: t.deps.queue })).toBe(1);
    expect((await winBackLogs(c.id)).map((r) => r.type)).toEqual(['email']);
    // Credits bought: the next run sends the SMS of the same absence.
    await t.db.update(businesses).set({ creditsRemaining: 5 }).where(eq(businesses.id, b.businessId));
    expect(await queueWinBacks({ db: t.db, queue: t.deps.queue })).toBe(1);
    expect((await winBackLogs(c.id)).map((r) => r.type).sort()).toEqual(['email', 'sms']);
  });
});

describe('birthday automation', () => {
  // Noon UTC today, in a business on UTC: past 09:00, so today's birthdays are due.
  const today = new Date();
  const noon = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 12));
  const birthday = `1990-${String(noon.getUTCMonth() + 1).padStart(2, '0')}-${String(noon.getUTCDate()).padStart(2, '0')}`;

  async function birthdayBusiness(companyName: string) {
    const b = await newBusiness(t, { companyName });
    await t.db.update(businesses).set({ postalAddress: '1 Cake Lane' }).where(eq(businesses.id, b.businessId));
    await t.db.insert(emailTemplates).values({
      businessId: b.businessId,
      name: 'Happy birthday',
      subject: 'Happy birthday from {business_name}',
      body: 'Show this at the counter for your {reward}.',
      triggerType: 'birthday',
    });
    return b;
  }
  const birthdayLogs = (customerId: string) =>
    t.db
      .select()
      .from(communicationLogs)
      .where(and(eq(communicationLogs.customerId, customerId), like(communicationLogs.sendKey, '%:birthday:%')));

  it('sends nothing when switched off', async () => {
    const b = await birthdayBusiness('Quiet Bakery');
    const c = await addCustomer(b.client, { birthday });
    await b.client.put('/api/automations/birthday', { enabled: false, config: {} });
    // A business that never touched the switch greets as before: the control that the run did happen.
    const loud = await birthdayBusiness('Loud Bakery');
    const control = await addCustomer(loud.client, { birthday });
    await queueBirthdayMessages({ db: t.db, queue: t.deps.queue, now: noon });
    await eventually(async () => (await birthdayLogs(control.id)).length === 1);
    expect(await birthdayLogs(c.id)).toHaveLength(0);
  });

  it('issues the reward once a year even when the job runs twice, and names it in the greeting', async () => {
    const b = await birthdayBusiness('Gift Bakery');
    await t.db.insert(smsTemplates).values({
      businessId: b.businessId,
      name: 'Birthday text',
      messageTemplate: 'Happy birthday! Your {reward} is waiting.',
      triggerType: 'birthday',
    });
    const put = await b.client.put('/api/automations/birthday', {
      enabled: true,
      config: { reward: { description: 'Free coffee', validDays: 14 } },
    });
    expect(put.body.birthday.messages).toMatchObject({
      sms: { name: 'Birthday text' },
      email: { name: 'Happy birthday' },
    });
    const fan = await addCustomer(b.client, { firstName: 'Bea', birthday });
    const silent = await addCustomer(b.client, { birthday, optedInSms: false, optedInEmail: false });

    await queueBirthdayMessages({ db: t.db, queue: t.deps.queue, now: noon });
    await queueBirthdayMessages({ db: t.db, queue: t.deps.queue, now: noon });
    const logs = await eventually(async () => {
      const rows = await birthdayLogs(fan.id);
      return rows.length === 2 && rows;
    });
    expect(logs.find((r) => r.type === 'email')?.content).toBe('Show this at the counter for your Free coffee.');
    expect(logs.find((r) => r.type === 'sms')?.content).toBe('Happy birthday! Your Free coffee is waiting.');

    for (const customer of [fan, silent]) {
      const rewards = await t.db.select().from(customerRewards).where(eq(customerRewards.customerId, customer.id));
      expect(rewards).toHaveLength(1);
      expect(rewards[0]).toMatchObject({ rewardName: 'Free coffee', rewardType: 'birthday', status: 'earned' });
      expect(rewards[0]?.expiresAt?.getTime()).toBe(noon.getTime() + 14 * DAY);
      const ledger = await t.db.select().from(transactions).where(eq(transactions.customerId, customer.id));
      expect(ledger.filter((r) => r.rewardId === rewards[0]?.id)).toHaveLength(1);
    }
    // The reward waits at the counter for the customer who gets no messages.
    expect(await birthdayLogs(silent.id)).toHaveLength(0);
    const standing = await b.client.get(`/api/customers/${silent.id}/standing`);
    expect(standing.body.rewards.map((r: { name: string }) => r.name)).toEqual(['Free coffee']);

    const panel = (await b.client.get('/api/automations')).body.birthday;
    expect(panel).toMatchObject({ sentLast30Days: 2, rewardsLast30Days: 2 });
  });
});
