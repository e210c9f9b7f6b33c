import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { awayFromQuietHours, seedCustomers } from './campaign-seed.ts';
import { eventually, newBusiness, startTestApp, type TClient, type TTestApp } from './harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

const EXPERIMENTS = '/api/analytics/experiments?period=30d';

async function sentCampaign(c: TClient, name: string, controlShare: number) {
  const created = await c.post('/api/campaigns', { name, type: 'sms' });
  expect(created.status).toBe(201);
  const saved = await c.put(`/api/campaigns/${created.body.id}`, {
    name,
    body: 'Double points this week',
    controlShare,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const sent = await c.post(`/api/campaigns/${created.body.id}/send`, {});
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  await eventually(async () => {
    const res = await c.get(`/api/campaigns/${created.body.id}`);
    return res.body.status === 'sent' ? res.body : null;
  }, 30_000);
  return created.body.id as string;
}

describe('/api/analytics/experiments', () => {
  it('is empty for a new business', async () => {
    const { client: c } = await newBusiness(t);
    const res = await c.get(EXPERIMENTS);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ experiments: [], campaignsTotal: 0 });
  });

  it("lists each campaign that kept a control group with its page's own lift, and the automations' rolling lift", async () => {
    // Pro: the control groups are drawn by chance, and Free's 50 texts a month would not always cover the two sends.
    const { client: c, businessId } = await newBusiness(t, { tierName: 'Pro' });
    await awayFromQuietHours(t, businessId);
    const seeded = await seedCustomers(
      t,
      businessId,
      Array.from({ length: 30 }, () => ({})),
    );
    expect(
      (await c.post('/api/programs', { name: 'Points', type: 'points', config: { pointsPerDollar: 1 } })).status,
    ).toBe(201);
    const kept = await sentCampaign(c, 'Spring offer', 40);
    await sentCampaign(c, 'No control', 0);
    // Visits at the counter by a third of the customers, in both groups alike as chance draws them.
    for (const customer of seeded.slice(0, 10)) {
      const visit = await c.post(`/api/customers/${customer.id}/visits`, { idempotencyKey: randomUUID() });
      expect(visit.status, JSON.stringify(visit.body)).toBe(201);
    }
    // The win-back automation met 12 customers in the last weeks, 4 held back; 3 messaged and 1 held back came back.
    const today = (await t.db.execute(sql`select current_date::text as d`)) as unknown as { rows?: { d: string }[] };
    const day = (today.rows ?? (today as unknown as { d: string }[]))[0]?.d as string;
    await t.db.execute(sql`
      insert into automation_recipients (business_id, kind, customer_id, occasion, occasion_on, "group")
      select ${businessId}, 'win_back', s.id, 'lapse-test', ${day}::date - 3, case when s.n <= 4 then 'control' else 'message' end
      from (select id, row_number() over (order by id) as n from customers where business_id = ${businessId}) s
      where s.n <= 12`);

    const res = await c.get(EXPERIMENTS);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.campaignsTotal).toBe(1);
    const [campaign, ...rest] = res.body.experiments;
    const page = (await c.get(`/api/campaigns/${kept}/lift`)).body.lift;
    expect(campaign).toMatchObject({
      kind: 'campaign',
      id: kept,
      name: 'Spring offer',
      channel: 'sms',
      windowDays: page.windowDays,
      fromDay: page.windowStartsOn,
      toDay: page.windowEndsOn,
      settled: false,
    });
    expect(campaign.versions).toEqual([
      {
        label: 'All messaged',
        comparison: { message: page.message, control: page.control, cameBack: page.cameBack, spend: page.spend },
      },
    ]);
    expect(campaign.versions[0].comparison.message.customers + campaign.versions[0].comparison.control.customers).toBe(
      30,
    );
    const automation = (await c.get('/api/automations/win_back/lift')).body.lift;
    expect(rest).toEqual([
      {
        kind: 'win_back',
        id: 'win_back',
        name: 'Win-back',
        channel: null,
        fromDay: automation.fromDay,
        toDay: automation.toDay,
        windowDays: automation.windowDays,
        settled: false,
        versions: [
          {
            label: 'All messaged',
            comparison: {
              message: automation.message,
              control: automation.control,
              cameBack: automation.cameBack,
              spend: automation.spend,
            },
          },
        ],
      },
    ]);
    expect([automation.message.customers, automation.control.customers]).toEqual([8, 4]);

    // Another business sees none of it; a period before the campaign lists nothing.
    const { client: other } = await newBusiness(t);
    expect((await other.get(EXPERIMENTS)).body).toEqual({ experiments: [], campaignsTotal: 0 });
    const before = await c.get('/api/analytics/experiments?period=custom&from=2020-01-01&to=2020-01-31');
    expect(before.body.campaignsTotal).toBe(0);
    expect(before.body.experiments.map((e: { kind: string }) => e.kind)).toEqual(['win_back']);
  });

  it('refuses a bad period in plain words', async () => {
    const { client: c } = await newBusiness(t);
    const res = await c.get('/api/analytics/experiments?period=forever');
    expect(res.status).toBe(400);
    expect(res.body.error.message).not.toMatch(/Invalid input|expected/);
  });
});
