import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, type MockInstance, vi } from 'vitest';
import { CAMPAIGN_JOBS } from '../src/campaigns/jobs.ts';
import { businesses, communicationLogs } from '../src/db/schema/index.ts';
import type { TQueue } from '../src/jobs/queue.ts';
import { awayFromQuietHours, seedCustomers, setPostalAddress } from './campaign-seed.ts';
import { eventually, newBusiness, startTestApp, type TClient, type TTestApp } from './harness.ts';

let t: TTestApp;
let send: MockInstance<TQueue['send']>;
beforeAll(async () => {
  t = await startTestApp();
  send = vi.spyOn(t.deps.queue, 'send');
});
afterAll(() => t?.stop());

const ZONE = 'America/New_York';
/** 'HH:MM' on New York's clock, `minutes` from now. */
function newYorkClock(minutes: number): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .format(new Date(Date.now() + minutes * 60_000))
    .slice(0, 5);
}

/** Quiet hours in New York that started an hour ago and end in two hours (on the minute). */
async function quietNow(businessId: string) {
  await t.db
    .update(businesses)
    .set({ timeZone: ZONE, quietHoursStart: newYorkClock(-60), quietHoursEnd: newYorkClock(120) })
    .where(eq(businesses.id, businessId));
}

async function draft(c: TClient, type: 'sms' | 'email') {
  const created = await c.post('/api/campaigns', { name: 'Flash', type });
  expect(created.status).toBe(201);
  const content = type === 'sms' ? { body: 'Flash sale today' } : { subject: 'News', body: '<p>News</p>' };
  const saved = await c.put(`/api/campaigns/${created.body.id}`, { name: 'Flash', ...content });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return saved.body as { id: string; quietHold: { until: string; timeZone: string } | null };
}

describe('an SMS campaign held by quiet hours says until when', () => {
  it('tells the draft when it would go out, and the sending campaign when it will', async () => {
    const { client: c, businessId } = await newBusiness(t);
    await seedCustomers(t, businessId, [{}]);
    await quietNow(businessId);
    const saved = await draft(c, 'sms');
    const hold = saved.quietHold;
    expect(hold?.timeZone).toBe(ZONE);
    const until = new Date(hold?.until ?? 0);
    // The end of quiet hours on the minute, two hours (less the seconds already gone this minute) from now.
    expect(until.getUTCSeconds()).toBe(0);
    expect(until.getTime() - Date.now()).toBeGreaterThan(119 * 60_000 - 1000);
    expect(until.getTime() - Date.now()).toBeLessThanOrEqual(120 * 60_000);
    expect((await c.get(`/api/campaigns/${saved.id}`)).body.quietHold).toEqual(hold);

    const sent = await c.post(`/api/campaigns/${saved.id}/send`, {});
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ status: 'sending', quietHold: hold });
    // The job finds quiet hours and comes back when they end; nothing is handed over meanwhile.
    await eventually(async () =>
      send.mock.calls.some(
        ([name, payload, options]) =>
          name === CAMPAIGN_JOBS.sendCampaign &&
          (payload as { campaignId: string }).campaignId === saved.id &&
          (options as { startAfter?: Date } | undefined)?.startAfter?.toISOString() === hold?.until,
      )
        ? true
        : null,
    );
    const page = (await c.get(`/api/campaigns/${saved.id}`)).body;
    expect(page).toMatchObject({ status: 'sending', quietHold: hold, stats: { sent: 0 } });
    const logs = await t.db.select().from(communicationLogs).where(eq(communicationLogs.campaignId, saved.id));
    expect(logs.filter((l) => l.handedOverAt !== null)).toHaveLength(0);

    const list = (await c.get('/api/campaigns')).body.campaigns[0];
    expect(list.id).toBe(saved.id);
    expect('quietHold' in list).toBe(false);
  });

  it('holds nothing outside quiet hours, and never an email campaign', async () => {
    const { client: c, businessId } = await newBusiness(t);
    await awayFromQuietHours(t, businessId);
    expect((await draft(c, 'sms')).quietHold).toBeNull();

    const other = await newBusiness(t);
    await setPostalAddress(t, other.businessId);
    await quietNow(other.businessId);
    expect((await draft(other.client, 'email')).quietHold).toBeNull();
  });
});
