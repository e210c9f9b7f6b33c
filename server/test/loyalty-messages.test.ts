import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communicationLogs, emailTemplates, outboxMessages, smsTemplates } from '../src/db/schema/index.ts';
import { LOYALTY_JOBS } from '../src/loyalty/index.ts';
import { notifyExpiringPoints } from '../src/loyalty/notify-expiring-points.ts';
import { recordEarnAction } from '../src/loyalty/record-earn-action.ts';
import { addCustomer } from './factories/customers.ts';
import { newProgram } from './factories/programs.ts';
import { eventually, newBusiness, queueDrained, startIsolatedTestApp, type TTestApp } from './harness.ts';

let t: TTestApp;
beforeAll(async () => {
  // Its own database on PostgreSQL, like the other files that wait for their message jobs and count them: on the
  // shared one every file's app works every job, and under the whole suite's load a message once came after the wait.
  t = await startIsolatedTestApp('loyalty_messages');
});
afterAll(() => t?.stop());

const key = () => randomUUID();

async function shop(templates: { sms?: [string, string][]; email?: [string, string, string][] }) {
  const biz = await newBusiness(t, { tierName: 'Agency', companyName: 'Bean There' });
  for (const [triggerType, messageTemplate] of templates.sms ?? []) {
    await t.db.insert(smsTemplates).values({
      businessId: biz.businessId,
      name: triggerType,
      triggerType,
      messageTemplate,
    } as typeof smsTemplates.$inferInsert);
  }
  for (const [triggerType, subject, body] of templates.email ?? []) {
    await t.db.insert(emailTemplates).values({
      businessId: biz.businessId,
      name: triggerType,
      triggerType,
      subject,
      body,
    } as typeof emailTemplates.$inferInsert);
  }
  const customer = await addCustomer(biz.client, { firstName: 'Lin', lastName: 'Ng' });
  return { ...biz, c: biz.client, customer };
}

const outbox = (businessId: string) =>
  t.db.select().from(outboxMessages).where(eq(outboxMessages.businessId, businessId)).orderBy(outboxMessages.createdAt);

async function outboxOf(businessId: string, count: number) {
  return eventually(async () => {
    const rows = await outbox(businessId);
    return rows.length >= count ? rows : null;
  });
}

describe('messages on loyalty events', () => {
  it('texts and emails the reward a customer just earned, once, with the reward named', async () => {
    const s = await shop({
      sms: [['reward_earned', 'Hi {name}, your {reward} is waiting at {business_name}!']],
      email: [['reward', 'A reward from {business_name}', 'Enjoy your {reward}, {firstName}.']],
    });
    await newProgram(s.c, {
      type: 'stamp_card',
      config: { stampsRequired: 2, rewardDescription: 'Free coffee', cooldownMinutes: 0 },
    });
    await s.c.post(`/api/customers/${s.customer.id}/visits`, { idempotencyKey: key() });
    const full = await s.c.post(`/api/customers/${s.customer.id}/visits`, { idempotencyKey: key() });
    expect(full.body.changes).toContain('Reward earned: Free coffee');

    const sent = await outboxOf(s.businessId, 2);
    expect(sent.find((m) => m.channel === 'sms')).toMatchObject({
      to: s.customer.phone,
      text: 'Hi Lin Ng, your Free coffee is waiting at Bean There!',
    });
    expect(sent.find((m) => m.channel === 'email')).toMatchObject({
      subject: 'A reward from Bean There',
      text: expect.stringMatching(/^Enjoy your Free coffee, Lin\.\n\n--\n/),
    });
    const logs = await eventually(async () => {
      const rows = await t.db.select().from(communicationLogs).where(eq(communicationLogs.customerId, s.customer.id));
      return rows.every((l) => l.status !== 'pending') && rows;
    });
    expect(logs.map((l) => [l.type, l.status, (l.metadata as { trigger: string }).trigger]).sort()).toEqual([
      ['email', 'sent', 'reward_earned'],
      ['sms', 'sent', 'reward_earned'],
    ]);

    // The same occasion queued again (a retried job) sends nothing more.
    const rewardId = full.body.standing.rewards[0].id;
    await t.deps.queue.send(LOYALTY_JOBS.sendLoyaltyMessage, {
      businessId: s.businessId,
      customerId: s.customer.id,
      trigger: 'reward_earned',
      eventKey: `reward:${rewardId}`,
      values: { reward: 'Free coffee' },
    });
    await queueDrained(t, { businessId: s.businessId });
    expect(await outbox(s.businessId)).toHaveLength(2);
  });

  it('texts each lifetime points milestone once: 100, then 250', async () => {
    const s = await shop({ sms: [['points_milestone', 'You reached {milestone} points at {business_name}!']] });
    await newProgram(s.c, { type: 'points' });
    const buy = (amount: number) =>
      s.c.post(`/api/customers/${s.customer.id}/purchases`, { idempotencyKey: key(), amount });
    expect((await buy(120)).status).toBe(201);
    expect((await outboxOf(s.businessId, 1)).map((m) => m.text)).toEqual(['You reached 100 points at Bean There!']);
    await buy(50);
    await buy(90);
    const sent = await outboxOf(s.businessId, 2);
    expect(sent.map((m) => m.text)).toEqual([
      'You reached 100 points at Bean There!',
      'You reached 250 points at Bean There!',
    ]);
  });

  it('texts a customer who moves up a status tier, once, with the tier named', async () => {
    const s = await shop({ sms: [['status_up', 'You are now {tier} at {business_name}, {firstName}!']] });
    await newProgram(s.c, { type: 'points', config: { pointsPerDollar: 1, welcomeBonus: 0 } });
    const saved = await s.c.put('/api/status-tiers', {
      basis: 'points',
      window: 'rolling',
      windowMonths: 12,
      graceDays: 30,
      tiers: [{ name: 'Gold', threshold: 100, factor: 2 }],
    });
    expect(saved.status).toBe(200);
    const buy = (amount: number) =>
      s.c.post(`/api/customers/${s.customer.id}/purchases`, { idempotencyKey: key(), amount });
    expect((await buy(60)).body.changes).toEqual(['+60 points']);
    expect((await buy(60)).body.changes).toEqual(['+60 points', 'Moved up to Gold']);
    await buy(10);
    await queueDrained(t, { businessId: s.businessId });
    expect((await outbox(s.businessId)).map((m) => m.text)).toEqual(['You are now Gold at Bean There, Lin!']);
  });

  it('sends nothing without an active template of the trigger, or to a customer who opted out', async () => {
    const none = await shop({ sms: [['welcome', 'Welcome!']] });
    await newProgram(none.c, { type: 'points' });
    await none.c.post(`/api/customers/${none.customer.id}/purchases`, { idempotencyKey: key(), amount: 300 });
    const opted = await shop({ sms: [['points_milestone', '{milestone}!']] });
    const quiet = await addCustomer(opted.c, { optedInSms: false });
    await newProgram(opted.c, { type: 'points' });
    await opted.c.post(`/api/customers/${quiet.id}/purchases`, { idempotencyKey: key(), amount: 300 });
    const jobs = async (businessId: string, state?: string) => {
      const result = await t.db.execute(
        sql`select count(*)::int as n from pgboss.job where name = ${LOYALTY_JOBS.sendLoyaltyMessage}
              and data->>'businessId' = ${businessId} ${state ? sql`and state = ${state}` : sql``}`,
      );
      const rows = Array.isArray(result) ? result : (result as { rows: { n: number }[] }).rows;
      return (rows[0] as { n: number }).n;
    };
    // Without a template of the trigger no job is even queued; the opted-out customer's job ran and sent nothing.
    expect(await jobs(none.businessId)).toBe(0);
    await eventually(async () => (await jobs(opted.businessId, 'completed')) === 1);
    // The customer's welcome text (with its STOP line) is the only message there.
    expect((await outbox(none.businessId)).filter((m) => !m.text.startsWith('Welcome!'))).toHaveLength(0);
    expect(await outbox(opted.businessId)).toHaveLength(0);
  });

  it('warns a week before points lapse, once, with the points and the date', async () => {
    const T0 = new Date('2031-03-01T09:00:00Z');
    const DAY = 86_400_000;
    const s = await shop({
      sms: [['points_expiring', '{expiring_points} points expire on {expiry_date}. Visit {business_name}!']],
    });
    await newProgram(s.c, { type: 'points', config: { pointsExpireDays: 10, welcomeBonus: 0 } });
    const other = await addCustomer(s.c, { firstName: 'Sam' });
    for (const customerId of [s.customer.id, other.id]) {
      await recordEarnAction({
        db: t.db,
        queue: t.deps.queue,
        businessId: s.businessId,
        customerId,
        staffUserId: null,
        input: { kind: 'purchase', amount: 40, idempotencyKey: key() },
        now: T0,
      });
    }
    const notify = (days: number) =>
      notifyExpiringPoints({
        db: t.db,
        queue: t.deps.queue,
        now: new Date(T0.getTime() + days * DAY),
        businessId: s.businessId,
      });
    // Ten days of validity: nothing is due within a week on day 2; on day 4 both customers are told, once.
    expect(await notify(2)).toBe(0);
    expect(await notify(4)).toBe(2);
    expect(await notify(4)).toBe(0);
    expect(await notify(5)).toBe(0);
    const sent = await outboxOf(s.businessId, 2);
    expect(sent.map((m) => m.text)).toEqual([
      '40 points expire on Mar 11, 2031. Visit Bean There!',
      '40 points expire on Mar 11, 2031. Visit Bean There!',
    ]);
    const logs = await t.db
      .select()
      .from(communicationLogs)
      .where(and(eq(communicationLogs.businessId, s.businessId), eq(communicationLogs.type, 'sms')));
    expect(logs.every((l) => (l.metadata as { trigger: string }).trigger === 'points_expiring')).toBe(true);
  });
});
