import { ANALYTICS_CAMPAIGNS_LIMIT } from '@regulars/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCampaign, seedMessages, setTimeZone } from './analytics-history.ts';
import { newBusiness, startTestApp, type TTestApp } from './harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

const WEEK = '/api/analytics?period=7d&to=2026-03-10';

/**
 * Campaigns around the week 4–10 March 2026 (UTC) and the week before, with the messages they sent and the clicks on
 * them. Returns the ids of the campaigns the period lists.
 */
async function seedCampaignHistory(businessId: string) {
  const march = await seedCampaign(t, businessId, {
    name: 'March newsletter',
    type: 'email',
    status: 'sent',
    startedAt: '2026-03-05T09:00:00Z',
    sentAt: '2026-03-05T09:10:00Z',
    recipients: 5,
    sent: 4,
    delivered: 4,
    failed: 1,
    opened: 3,
    clicked: 2,
    unsubscribed: 1,
  });
  const weekend = await seedCampaign(t, businessId, {
    name: 'Weekend text',
    type: 'sms',
    status: 'sending',
    startedAt: '2026-03-09T23:30:00Z',
    recipients: 200,
    sent: 120,
    delivered: 100,
    failed: 3,
    clicked: 7,
  });
  const stopped = await seedCampaign(t, businessId, {
    name: 'Stopped early',
    type: 'email',
    status: 'cancelled',
    startedAt: '2026-03-07T12:00:00Z',
    recipients: 40,
    sent: 10,
    delivered: 10,
  });
  // Never went out in the period: before it, after it, a draft, one still scheduled, one stopped before any message.
  const february = await seedCampaign(t, businessId, {
    name: 'February promo',
    type: 'email',
    status: 'sent',
    startedAt: '2026-03-02T10:00:00Z',
    sentAt: '2026-03-02T10:05:00Z',
    recipients: 3,
    sent: 3,
    delivered: 3,
    clicked: 2,
  });
  await seedCampaign(t, businessId, {
    name: 'Later',
    type: 'email',
    status: 'sent',
    startedAt: '2026-03-11T08:00:00Z',
    sentAt: '2026-03-11T08:01:00Z',
    sent: 1,
    delivered: 1,
  });
  await seedCampaign(t, businessId, { name: 'Draft', type: 'email', status: 'draft' });
  await seedCampaign(t, businessId, { name: 'Tomorrow', type: 'sms', status: 'scheduled' });
  await seedCampaign(t, businessId, {
    name: 'Stopped at once',
    type: 'sms',
    status: 'cancelled',
    startedAt: '2026-03-06T12:00:00Z',
    recipients: 9,
  });

  await seedMessages(t, businessId, [
    // The week before: three emails sent, two clicked. One was sent at 23:30 on its last day and clicked the next
    // morning: it counts where it was sent.
    {
      type: 'email',
      status: 'sent',
      at: '2026-02-28T10:00:00Z',
      campaignId: february,
      clickedAt: '2026-02-28T11:00:00Z',
    },
    { type: 'email', status: 'sent', at: '2026-03-01T10:00:00Z' },
    {
      type: 'email',
      status: 'sent',
      at: '2026-03-03T23:30:00Z',
      campaignId: february,
      clickedAt: '2026-03-04T08:00:00Z',
    },
    // The period: the newsletter's four sent (three opened, two clicked, one of them three times) and one failed...
    ...[true, true, false].map((clicked, i) => ({
      type: 'email' as const,
      status: 'sent' as const,
      at: '2026-03-05T09:05:00Z',
      campaignId: march,
      opened: true,
      clickedAt: clicked ? '2026-03-05T12:00:00Z' : undefined,
      clicks: i === 0 ? 3 : 1,
    })),
    { type: 'email', status: 'sent', at: '2026-03-05T09:05:00Z', campaignId: march },
    { type: 'email', status: 'failed', at: '2026-03-05T09:05:00Z', campaignId: march },
    // ...two emails of the business's own, and the text campaign's messages: an SMS click is not an email click.
    { type: 'email', status: 'sent', at: '2026-03-06T10:00:00Z' },
    { type: 'email', status: 'sent', at: '2026-03-08T10:00:00Z' },
    { type: 'sms', status: 'sent', at: '2026-03-09T23:30:00Z', campaignId: weekend, clickedAt: '2026-03-10T09:00:00Z' },
    { type: 'sms', status: 'sent', at: '2026-03-09T23:30:00Z', campaignId: weekend },
    // After the period.
    { type: 'email', status: 'sent', at: '2026-03-11T08:00:00Z', clickedAt: '2026-03-11T09:00:00Z' },
  ]);
  return { march, weekend, stopped };
}

describe('analytics: click rate and campaign results', () => {
  it('counts clicked emails against the emails sent in each period, this business only', async () => {
    const { client: c, businessId } = await newBusiness(t);
    await seedCampaignHistory(businessId);
    // Another business's campaigns and clicks in the same week never count here.
    const other = await newBusiness(t);
    await seedCampaignHistory(other.businessId);
    await seedMessages(t, other.businessId, [
      { type: 'email', status: 'sent', at: '2026-03-06T10:00:00Z', clickedAt: '2026-03-06T11:00:00Z' },
    ]);

    const res = await c.get(WEEK);
    expect(res.status).toBe(200);
    expect(res.body.messages).toMatchObject({
      smsSent: { current: 2, previous: 0 },
      emailSent: { current: 6, previous: 3 },
      failed: { current: 1, previous: 0 },
      emailsOpened: { current: 3, previous: 0 },
      emailOpenRate: { current: 50, previous: 0 },
      emailsClicked: { current: 2, previous: 2 },
      emailClickRate: { current: 33.3, previous: 66.7 },
    });
  });

  it("lists the period's campaigns newest first with their results, and nothing of another business", async () => {
    const { client: c, businessId } = await newBusiness(t);
    const { march, weekend, stopped } = await seedCampaignHistory(businessId);
    const other = await newBusiness(t);
    await seedCampaignHistory(other.businessId);

    const { campaigns } = (await c.get(WEEK)).body;
    expect(campaigns).toEqual({
      total: 3,
      rows: [
        {
          id: weekend,
          name: 'Weekend text',
          type: 'sms',
          status: 'sending',
          sentAt: '2026-03-09T23:30:00.000Z',
          sentOn: '2026-03-09',
          recipients: 200,
          sent: 120,
          delivered: 100,
          failed: 3,
          opened: null,
          clicked: 7,
          unsubscribed: null,
          openRate: null,
          clickRate: 7,
        },
        {
          id: stopped,
          name: 'Stopped early',
          type: 'email',
          status: 'cancelled',
          sentAt: '2026-03-07T12:00:00.000Z',
          sentOn: '2026-03-07',
          recipients: 40,
          sent: 10,
          delivered: 10,
          failed: 0,
          opened: 0,
          clicked: 0,
          unsubscribed: 0,
          openRate: 0,
          clickRate: 0,
        },
        {
          id: march,
          name: 'March newsletter',
          type: 'email',
          status: 'sent',
          sentAt: '2026-03-05T09:10:00.000Z',
          sentOn: '2026-03-05',
          recipients: 5,
          sent: 4,
          delivered: 4,
          failed: 1,
          opened: 3,
          clicked: 2,
          unsubscribed: 1,
          openRate: 75,
          clickRate: 50,
        },
      ],
    });
    // The week before lists its own campaign.
    const before = (await c.get('/api/analytics?period=7d&to=2026-03-03')).body.campaigns;
    expect(before.rows.map((r: { name: string }) => r.name)).toEqual(['February promo']);
  });

  it("places a campaign on the business's own day: 23:30 UTC on 3 March is 4 March in Berlin", async () => {
    const { client: c, businessId } = await newBusiness(t);
    await setTimeZone(t, businessId, 'Europe/Berlin');
    await seedCampaign(t, businessId, {
      name: 'Late send',
      type: 'email',
      status: 'sent',
      startedAt: '2026-03-03T23:20:00Z',
      sentAt: '2026-03-03T23:30:00Z',
      sent: 1,
      delivered: 1,
    });
    const rows = (await c.get(WEEK)).body.campaigns.rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Late send', sentOn: '2026-03-04', openRate: 0, clickRate: 0 });
  });

  it(`lists at most ${ANALYTICS_CAMPAIGNS_LIMIT} campaigns and says how many there were`, async () => {
    const { client: c, businessId } = await newBusiness(t);
    for (let i = 0; i < ANALYTICS_CAMPAIGNS_LIMIT + 2; i += 1) {
      const minute = String(i % 60).padStart(2, '0');
      await seedCampaign(t, businessId, {
        name: `Blast ${i}`,
        type: 'sms',
        status: 'sent',
        startedAt: `2026-03-06T${String(10 + Math.floor(i / 60)).padStart(2, '0')}:${minute}:00Z`,
        sentAt: `2026-03-06T${String(10 + Math.floor(i / 60)).padStart(2, '0')}:${minute}:30Z`,
        sent: 1,
        delivered: 0,
      });
    }
    const { campaigns } = (await c.get(WEEK)).body;
    expect(campaigns.total).toBe(ANALYTICS_CAMPAIGNS_LIMIT + 2);
    expect(campaigns.rows).toHaveLength(ANALYTICS_CAMPAIGNS_LIMIT);
    expect(campaigns.rows[0]).toMatchObject({ name: `Blast ${ANALYTICS_CAMPAIGNS_LIMIT + 1}`, clickRate: null });
    expect(campaigns.rows.at(-1).name).toBe('Blast 2');
  });
});
