import { LIFT_MESSAGES } from '@regulars/contracts';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inAutomationControl } from '../src/automations/automation-occasions.ts';
import { queueBirthdayMessages } from '../src/automations/queue-birthday-messages.ts';
import { LAPSE_OCCASION, queueWinBacks } from '../src/automations/queue-win-backs.ts';
import { effectiveTier } from '../src/billing/plan-limits.ts';
import { usageMonth } from '../src/billing/send-charge.ts';
import { rawQuery } from '../src/db/raw-sql.ts';
import {
  automationRecipients,
  businesses,
  communicationLogs,
  creditLedger,
  customerRewards,
  customers,
  emailTemplates,
  outboxMessages,
  transactions,
} from '../src/db/schema/index.ts';
import { compareGroups } from '../src/experiments/index.ts';
import { awayFromQuietHours, seedCustomers, setPostalAddress } from './campaign-seed.ts';
import { newTeamMember } from './factories/teams.ts';
import { client, eventually, newBusiness, startIsolatedTestApp, type TClient, type TTestApp } from './harness.ts';

// A database of its own: the win-back and birthday runs read every business, so no other file's may be in it.
let t: TTestApp;
beforeAll(async () => {
  t = await startIsolatedTestApp('automation_lift');
});
afterAll(() => t?.stop());

const DAY = 86_400_000;
const today = () => new Date().toISOString().slice(0, 10);
const dayFrom = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** The business's customers the draw holds back for an occasion (SQL over `customers c`), sorted. */
async function drawn(businessId: string, kind: 'win_back' | 'birthday', occasion: SQL, share: number) {
  const rows = await rawQuery<{ id: string }>(
    t.db,
    sql`select c.id from customers c
      where c.business_id = ${businessId}
        and ${inAutomationControl({ businessId, kind, occasion, customerId: sql`c.id`, share })}
      order by c.id`,
  );
  return rows.map((r) => r.id);
}

async function groupsOf(businessId: string, kind: 'win_back' | 'birthday') {
  const rows = await t.db
    .select()
    .from(automationRecipients)
    .where(and(eq(automationRecipients.businessId, businessId), eq(automationRecipients.kind, kind)));
  const of = (group: string) =>
    rows
      .filter((r) => r.group === group)
      .map((r) => r.customerId)
      .sort();
  return { rows, message: of('message'), control: of('control') };
}

async function smsTemplate(c: TClient) {
  const res = await c.post('/api/sms-templates', {
    name: 'We miss you',
    triggerType: 'custom',
    messageTemplate: 'We miss you at {business_name}!',
  });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

describe('the draw', () => {
  it('is a hash of business, automation, occasion and customer: the same every time, within 1.5 points on 10,000', async () => {
    const { businessId } = await newBusiness(t);
    await t.db.execute(sql`
      insert into customers (business_id, unique_customer_id, first_name, last_visit_at)
      select ${businessId}, 'CUS-' || ${businessId} || '-' || g, 'Guest' || g,
        now() - interval '60 days' - g * interval '1 minute'
      from generate_series(1, 10000) as g`);
    const once = await drawn(businessId, 'win_back', LAPSE_OCCASION, 20);
    expect(Math.abs(once.length / 10_000 - 0.2)).toBeLessThanOrEqual(0.015);
    expect(await drawn(businessId, 'win_back', LAPSE_OCCASION, 20)).toEqual(once);
    // Another occasion (the next lapse, a birthday) draws afresh, at the same share.
    for (const other of [
      await drawn(businessId, 'win_back', sql`(${LAPSE_OCCASION})::bigint + 1`, 20),
      await drawn(businessId, 'birthday', sql`'2026'`, 20),
    ]) {
      expect(Math.abs(other.length / 10_000 - 0.2)).toBeLessThanOrEqual(0.015);
      expect(other.filter((x) => once.includes(x)).length).toBeLessThan(once.length * 0.3);
    }
    const ten = await drawn(businessId, 'birthday', sql`'2026'`, 10);
    expect(Math.abs(ten.length / 10_000 - 0.1)).toBeLessThanOrEqual(0.015);
    expect(await drawn(businessId, 'win_back', LAPSE_OCCASION, 0)).toEqual([]);
  });
});

describe('win-back with a control group', () => {
  it('holds the drawn back: no message, no charge, recorded once; the messaged are charged and recorded', async () => {
    const { client: c, businessId } = await newBusiness(t, { companyName: 'Held Back Cafe' });
    await setPostalAddress(t, businessId);
    await awayFromQuietHours(t, businessId);
    const smsTemplateId = await smsTemplate(c);
    const saved = await c.put('/api/automations/win_back', {
      enabled: true,
      config: { days: 45, smsTemplateId, controlShare: 50 },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.winBack.config).toMatchObject({ controlShare: 50, outcomeWindowDays: 30 });
    const lastVisitAt = new Date(Date.now() - 60 * DAY);
    const seeded = await seedCustomers(
      t,
      businessId,
      Array.from({ length: 40 }, () => ({ lastVisitAt, optedInEmail: false })),
    );
    const kept = await drawn(businessId, 'win_back', LAPSE_OCCASION, 50);
    expect(kept.length).toBeGreaterThan(5);
    const messaged = seeded.length - kept.length;
    expect(messaged).toBeGreaterThan(5);
    // The allowance used up and credits for exactly the messaged: a charge for a held-back customer could not pass.
    const tier = await effectiveTier({ db: t.db, businessId });
    const credits = messaged * tier.creditCostSms;
    await t.db
      .update(businesses)
      .set({ usageSmsMonthly: tier.maxSmsMonthly, usageSmsMonth: usageMonth(), creditsRemaining: credits })
      .where(eq(businesses.id, businessId));

    expect(await queueWinBacks({ db: t.db, queue: t.deps.queue })).toBe(messaged);
    const groups = await groupsOf(businessId, 'win_back');
    expect(groups.control).toEqual(kept);
    expect(groups.message).toEqual(
      seeded
        .map((s) => s.id)
        .filter((id) => !kept.includes(id))
        .sort(),
    );
    expect(new Set(groups.rows.map((r) => r.occasion))).toEqual(new Set([String(lastVisitAt.getTime())]));
    expect(new Set(groups.rows.map((r) => r.occasionOn))).toEqual(new Set([today()]));

    const keptLogs = await t.db
      .select()
      .from(communicationLogs)
      .where(and(eq(communicationLogs.businessId, businessId), inArray(communicationLogs.customerId, kept)));
    expect(keptLogs).toEqual([]);
    // Delivered at the business's send rate: a few a second.
    const outbox = await eventually(async () => {
      const rows = await t.db.select().from(outboxMessages).where(eq(outboxMessages.businessId, businessId));
      return rows.length >= messaged && rows;
    }, 30_000);
    expect(outbox.map((m) => m.to).sort()).toEqual(
      seeded
        .filter((s) => !kept.includes(s.id))
        .map((s) => s.phone)
        .sort(),
    );
    const spent = await t.db.select().from(creditLedger).where(eq(creditLedger.businessId, businessId));
    expect(spent.filter((r) => r.kind === 'sms_spend').reduce((sum, r) => sum + r.delta, 0)).toBe(-credits);

    // The next hour: the held back are not drawn again, the messaged not messaged again.
    expect(await queueWinBacks({ db: t.db, queue: t.deps.queue })).toBe(0);
    expect((await groupsOf(businessId, 'win_back')).rows).toHaveLength(40);
    const logs = await t.db.select().from(communicationLogs).where(eq(communicationLogs.businessId, businessId));
    expect(logs).toHaveLength(messaged);

    // A held-back customer who comes back and lapses again is a new occasion, drawn afresh.
    const returning = kept[0] as string;
    const newLapse = new Date(Date.now() - 50 * DAY);
    await t.db.update(customers).set({ lastVisitAt: newLapse }).where(eq(customers.id, returning));
    await t.db.update(businesses).set({ creditsRemaining: 10 }).where(eq(businesses.id, businessId));
    await queueWinBacks({ db: t.db, queue: t.deps.queue });
    const again = (await groupsOf(businessId, 'win_back')).rows.filter((r) => r.customerId === returning);
    expect(again.map((r) => r.occasion).sort()).toEqual([String(lastVisitAt.getTime()), String(newLapse.getTime())]);
  });
});

describe('win-back switched to a control group mid-lapse', () => {
  it('keeps a lapse already messaged (before any control group) in the messaged group', async () => {
    const { client: c, businessId } = await newBusiness(t, { companyName: 'Midway Cafe' });
    await setPostalAddress(t, businessId);
    await awayFromQuietHours(t, businessId);
    await t.db.update(businesses).set({ creditsRemaining: 100 }).where(eq(businesses.id, businessId));
    const smsTemplateId = await smsTemplate(c);
    const email = await c.post('/api/email-templates', {
      name: 'Come back',
      triggerType: 'promotional',
      subject: 'We miss you',
      body: 'Come by soon.',
    });
    const lastVisitAt = new Date(Date.now() - 60 * DAY);
    const seeded = await seedCustomers(
      t,
      businessId,
      Array.from({ length: 20 }, () => ({ lastVisitAt })),
    );
    await c.put('/api/automations/win_back', { enabled: true, config: { emailTemplateId: email.body.id } });
    expect(await queueWinBacks({ db: t.db, queue: t.deps.queue })).toBe(20);
    // As a lapse messaged before occasions were recorded.
    await t.db.delete(automationRecipients).where(eq(automationRecipients.businessId, businessId));

    const config = { emailTemplateId: email.body.id, smsTemplateId, controlShare: 50 };
    expect((await c.put('/api/automations/win_back', { enabled: true, config })).status).toBe(200);
    expect(await drawn(businessId, 'win_back', LAPSE_OCCASION, 50)).not.toEqual([]);
    // Each gets the SMS of the lapse they were already emailed about: none is held back halfway.
    expect(await queueWinBacks({ db: t.db, queue: t.deps.queue })).toBe(20);
    const groups = await groupsOf(businessId, 'win_back');
    expect(groups.control).toEqual([]);
    expect(groups.message).toEqual(seeded.map((s) => s.id).sort());
  });
});

describe('birthday with a control group', () => {
  const now = new Date();
  const noon = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 12));
  const birthday = `1990-${noon.toISOString().slice(5, 10)}`;

  it('gives the held back neither greeting nor reward, and records every birthday once', async () => {
    const { client: c, businessId } = await newBusiness(t, { companyName: 'Held Back Bakery' });
    await setPostalAddress(t, businessId);
    await t.db.insert(emailTemplates).values({
      businessId,
      name: 'Happy birthday',
      subject: 'Happy birthday from {business_name}',
      body: 'Your {reward} is waiting.',
      triggerType: 'birthday',
    });
    const saved = await c.put('/api/automations/birthday', {
      enabled: true,
      config: { reward: { description: 'Free coffee', validDays: 14 }, controlShare: 50, outcomeWindowDays: 21 },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // Half of them agreed to no messages: they would get the reward alone, so they are drawn too.
    const seeded = await seedCustomers(
      t,
      businessId,
      Array.from({ length: 30 }, (_, i) => ({ birthday, optedInSms: false, optedInEmail: i % 2 === 0 })),
    );
    const year = String(noon.getUTCFullYear());
    const kept = await drawn(businessId, 'birthday', sql`${year}`, 50);
    const messaged = seeded.filter((s) => !kept.includes(s.id));
    expect(kept.length).toBeGreaterThan(3);
    expect(messaged.length).toBeGreaterThan(3);

    expect(await queueBirthdayMessages({ db: t.db, queue: t.deps.queue, now: noon })).toBe(messaged.length);
    const groups = await groupsOf(businessId, 'birthday');
    expect(groups.control).toEqual(kept);
    expect(groups.message).toEqual(messaged.map((s) => s.id).sort());
    expect(new Set(groups.rows.map((r) => `${r.occasion}|${r.occasionOn}`))).toEqual(
      new Set([`${year}|${noon.toISOString().slice(0, 10)}`]),
    );

    const rewards = await t.db.select().from(customerRewards).where(eq(customerRewards.businessId, businessId));
    expect(rewards.map((r) => r.customerId).sort()).toEqual(groups.message);
    const ledger = await t.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.businessId, businessId), inArray(transactions.customerId, kept)));
    expect(ledger).toEqual([]);
    const reachable = messaged.filter((s) => seeded.indexOf(s) % 2 === 0);
    const outbox = await eventually(async () => {
      const rows = await t.db.select().from(outboxMessages).where(eq(outboxMessages.businessId, businessId));
      return rows.length >= reachable.length && rows;
    }, 30_000);
    expect(outbox.map((m) => m.to).sort()).toEqual(reachable.map((s) => s.email).sort());
    const keptLogs = await t.db
      .select()
      .from(communicationLogs)
      .where(and(eq(communicationLogs.businessId, businessId), inArray(communicationLogs.customerId, kept)));
    expect(keptLogs).toEqual([]);

    // The next hours of the birthday: nobody drawn, greeted or rewarded again.
    expect(
      await queueBirthdayMessages({ db: t.db, queue: t.deps.queue, now: new Date(noon.getTime() + 3600_000) }),
    ).toBe(0);
    expect((await groupsOf(businessId, 'birthday')).rows).toHaveLength(30);
    expect(await t.db.select().from(customerRewards).where(eq(customerRewards.businessId, businessId))).toHaveLength(
      messaged.length,
    );
  });
});

describe('the rolling lift', () => {
  it("equals compareGroups over the last 90 days' occasions, each customer's visits in its own window", async () => {
    const { client: c, businessId } = await newBusiness(t);
    expect((await c.get('/api/automations/win_back/lift')).body).toEqual({ lift: null });
    const seeded = await seedCustomers(
      t,
      businessId,
      Array.from({ length: 52 }, () => ({})),
    );
    const ids = seeded.map((s) => s.id);
    const message = ids.slice(0, 30);
    const control = ids.slice(30, 50);
    const [old, birthdayOnly] = ids.slice(50) as [string, string];
    const on = today();
    const fiveAgo = dayFrom(on, -5);
    const row = (customerId: string, group: 'message' | 'control', occasionOn: string, kind = 'win_back') => ({
      businessId,
      kind: kind as 'win_back',
      customerId,
      occasion: `o-${occasionOn}`,
      occasionOn,
      group,
    });
    await t.db.insert(automationRecipients).values([
      ...message.map((id, i) => row(id, 'message', i % 2 ? on : fiveAgo)),
      ...control.map((id, i) => row(id, 'control', i % 2 ? on : fiveAgo)),
      // Older than 90 days, and another automation's: neither counts.
      row(old, 'control', dayFrom(on, -90)),
      row(birthdayOnly, 'control', on, 'birthday'),
    ]);

    const at = (days: number) => new Date(Date.now() + days * DAY);
    const tx = (customerId: string, type: string, extra: Partial<typeof transactions.$inferInsert> = {}) => ({
      businessId,
      customerId,
      type,
      createdAt: at(0),
      ...extra,
    });
    const backM = message.slice(0, 16);
    const backC = control.slice(0, 3);
    await t.db.insert(transactions).values([
      ...backM.map((id) => tx(id, 'visit')),
      // A second visit, a day later, is still one customer who came back.
      tx(backM[0] as string, 'visit', { createdAt: at(1) }),
      ...backC.map((id) => tx(id, 'visit')),
      tx(message[0] as string, 'purchase', { amountMinor: 2500, currency: 'USD' }),
      tx(message[1] as string, 'purchase', { amountMinor: 4050, currency: 'USD' }),
      tx(message[2] as string, 'purchase', { amountMinor: 1225, currency: 'USD' }),
      tx(control[0] as string, 'purchase', { amountMinor: 1000, currency: 'USD' }),
      // Before its occasion, and after its 30-day window: neither counts.
      tx(message[29] as string, 'visit', { createdAt: at(-7) }),
      tx(control[19] as string, 'visit', { createdAt: at(40) }),
      tx(message[3] as string, 'redeem', { points: -100 }),
      tx(control[1] as string, 'redeem', { points: -40 }),
      tx(old, 'visit'),
      tx(birthdayOnly, 'visit'),
    ]);

    const res = await c.get('/api/automations/win_back/lift');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const spendM = [25, 40.5, 12.25];
    const sq = (xs: number[]) => xs.reduce((a, x) => a + x * x, 0);
    const sum = (xs: number[]) => xs.reduce((a, x) => a + x, 0);
    const expected = compareGroups(
      { n: 30, back: backM.length, spend: sum(spendM), spendSq: sq(spendM), points: 100 },
      { n: 20, back: backC.length, spend: 10, spendSq: 100, points: 40 },
    );
    expect(expected).not.toBeNull();
    expect(res.body.lift).toEqual({ ...expected, windowDays: 30, fromDay: dayFrom(on, -89), toDay: on });

    // The birthday automation's lift is its own: its one occasion has no messaged group to compare with.
    const birthday = await c.get('/api/automations/birthday/lift');
    expect(birthday.body).toEqual({ lift: null });
  });
});

describe('settings and refusals', () => {
  it('defaults to no control group and a 30-day window, and refuses bad values in plain words', async () => {
    const { client: c } = await newBusiness(t);
    const smsTemplateId = await smsTemplate(c);
    const panel = await c.get('/api/automations');
    expect(panel.body.winBack.config).toMatchObject({ controlShare: 0, outcomeWindowDays: 30 });
    expect(panel.body.birthday.config).toMatchObject({ controlShare: 0, outcomeWindowDays: 30 });
    for (const controlShare of [70, -1, 12.5, 'ten', null]) {
      for (const [path, config] of [
        ['win_back', { smsTemplateId, controlShare }],
        ['birthday', { controlShare }],
      ] as const) {
        const res = await c.put(`/api/automations/${path}`, { enabled: true, config });
        expect(res.status).toBe(400);
        expect(res.body.error.message).toBe(LIFT_MESSAGES.controlShare);
      }
    }
    for (const outcomeWindowDays of [0, 91, 'soon']) {
      const res = await c.put('/api/automations/birthday', { enabled: true, config: { outcomeWindowDays } });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(LIFT_MESSAGES.outcomeWindow);
    }
    const saved = await c.put('/api/automations/win_back', {
      enabled: true,
      config: { smsTemplateId, controlShare: 20, outcomeWindowDays: 45 },
    });
    expect(saved.body.winBack.config).toMatchObject({ controlShare: 20, outcomeWindowDays: 45 });
    expect((await c.get('/api/automations')).body.birthday.config).toMatchObject({ controlShare: 0 });
  });

  it('keeps businesses apart: each reads only its own lift and changes only its own settings; team members read', async () => {
    const owner = await newBusiness(t, { companyName: 'Own Lift Cafe', tierName: 'Pro' });
    const other = await newBusiness(t, { companyName: 'Other Cafe' });
    const seeded = await seedCustomers(
      t,
      owner.businessId,
      Array.from({ length: 4 }, () => ({})),
    );
    await t.db.insert(automationRecipients).values(
      seeded.map((s, i) => ({
        businessId: owner.businessId,
        kind: 'win_back' as const,
        customerId: s.id,
        occasion: 'o',
        occasionOn: today(),
        group: i < 2 ? ('message' as const) : ('control' as const),
      })),
    );
    const own = await owner.client.get('/api/automations/win_back/lift');
    expect(own.body.lift).toMatchObject({ message: { customers: 2 }, control: { customers: 2 } });
    expect((await other.client.get('/api/automations/win_back/lift')).body).toEqual({ lift: null });

    await owner.client.put('/api/automations/birthday', { enabled: true, config: { controlShare: 15 } });
    await other.client.put('/api/automations/birthday', { enabled: false, config: { controlShare: 40 } });
    expect((await owner.client.get('/api/automations')).body.birthday).toMatchObject({
      enabled: true,
      config: { controlShare: 15 },
    });

    const member = await newTeamMember(t, owner.client);
    const read = await member.client.get('/api/automations/win_back/lift');
    expect(read.status).toBe(200);
    expect(read.body.lift.control.customers).toBe(2);
    expect((await member.client.put('/api/automations/birthday', { enabled: true, config: {} })).status).toBe(403);
    expect((await client(t.app).get('/api/automations/birthday/lift')).status).toBe(401);
  });
});
