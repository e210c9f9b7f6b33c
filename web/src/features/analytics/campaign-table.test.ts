import type { TAnalytics } from '@regulars/contracts';
import { describe, expect, it } from 'vitest';
import { APP_ENGLISH_WORDS as english } from '../../lib/app-words.tsx';
import { campaignTable, keptByOutbox } from './campaign-table.ts';
import { toCsv } from './csv.ts';

const base = { recipients: 5, sent: 4, delivered: 4, failed: 1, clicked: 2 };

describe('campaign results CSV', () => {
  it('writes one row a campaign, a formula-like name neutralised and untracked figures left empty', () => {
    const analytics = {
      range: { from: '2026-03-04', to: '2026-03-10' },
      campaigns: {
        total: 2,
        rows: [
          {
            ...base,
            id: 'a',
            name: '=HYPERLINK("http://evil.test")',
            type: 'email',
            status: 'sent',
            sentAt: '2026-03-05T09:10:00.000Z',
            sentOn: '2026-03-05',
            opened: 3,
            unsubscribed: 1,
            openRate: 75,
            clickRate: 50,
          },
          {
            ...base,
            id: 'b',
            name: 'Weekend text',
            type: 'sms',
            status: 'sending',
            sentAt: '2026-03-09T23:30:00.000Z',
            sentOn: '2026-03-09',
            opened: null,
            unsubscribed: null,
            openRate: null,
            clickRate: 12.5,
          },
        ],
      },
    } as unknown as TAnalytics;
    const table = campaignTable(analytics, english);
    expect(table.fileName).toBe('analytics-campaigns-2026-03-04-to-2026-03-10.csv');
    expect(toCsv(table).split('\r\n')).toEqual([
      'campaign,channel,status,sent on,recipients,sent,delivered,failed,opened,clicked,unsubscribed,open rate %,click rate %',
      `"'=HYPERLINK(""http://evil.test"")",Email,Sent,2026-03-05,5,4,4,1,3,2,1,75,50`,
      'Weekend text,SMS,Sending,2026-03-09,5,4,4,1,,2,,,12.5',
    ]);
  });

  it("writes 'In the outbox' for the delivered count of a channel with no provider, the count where one took them", () => {
    const analytics = {
      range: { from: '2026-03-04', to: '2026-03-10' },
      campaigns: {
        total: 2,
        rows: [
          { ...base, id: 'e', name: 'News', type: 'email', status: 'sent', sentOn: '2026-03-05', opened: 0 },
          { ...base, id: 's', name: 'Promo', type: 'sms', status: 'sent', sentOn: '2026-03-06', opened: null },
        ].map((c) => ({
          ...c,
          sentAt: `${c.sentOn}T09:00:00.000Z`,
          unsubscribed: null,
          openRate: null,
          clickRate: null,
        })),
      },
    } as unknown as TAnalytics;
    const delivered = (delivery?: { email: boolean; sms: boolean }) =>
      toCsv(campaignTable(analytics, english, delivery))
        .split('\r\n')
        .slice(1)
        .map((line) => line.split(',')[6]);
    expect(delivered({ email: false, sms: true })).toEqual(['In the outbox', '4']);
    expect(delivered({ email: true, sms: false })).toEqual(['4', 'In the outbox']);
    expect(delivered({ email: true, sms: true })).toEqual(['4', '4']);
    expect(delivered(undefined)).toEqual(['4', '4']);
  });
});

describe('keptByOutbox', () => {
  it('is true only for a channel with no provider once something went out', () => {
    expect(keptByOutbox({ type: 'email', sent: 1 }, { email: false, sms: true })).toBe(true);
    expect(keptByOutbox({ type: 'sms', sent: 3 }, { email: true, sms: false })).toBe(true);
    expect(keptByOutbox({ type: 'sms', sent: 3 }, { email: false, sms: true })).toBe(false);
    // Held (quiet hours, a schedule): nothing is in the outbox yet.
    expect(keptByOutbox({ type: 'email', sent: 0 }, { email: false, sms: false })).toBe(false);
    // Until the delivery answer comes, no claim either way.
    expect(keptByOutbox({ type: 'email', sent: 1 }, undefined)).toBe(false);
  });
});
