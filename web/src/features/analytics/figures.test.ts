import type { TAnalytics } from '@regulars/contracts';
import { describe, expect, it } from 'vitest';
import { APP_ENGLISH_WORDS as english } from '../../lib/app-words.tsx';
import { messageFigures, referralFigures } from './figures.ts';

const compared = (current: number) => ({ current, previous: 0 });
const rate = (current: number | null) => ({ current, previous: null });
const analytics = {
  messages: {
    smsSent: compared(2),
    emailSent: compared(3),
    failed: compared(1),
    deliveryRate: rate(83),
    emailsOpened: compared(0),
    emailOpenRate: rate(0),
    emailsClicked: compared(0),
    emailClickRate: rate(0),
    emailUnsubscribes: compared(0),
    smsOptOuts: compared(0),
    smsOptOutsByTeam: compared(0),
  },
} as unknown as TAnalytics;

const deliveryNote = (delivery?: { email: boolean; sms: boolean }) =>
  messageFigures(analytics, english, delivery).find((f) => f.label === 'Delivery rate')?.note;

describe('the delivery rate card', () => {
  it('counts failures when every channel has a provider', () => {
    expect(deliveryNote({ email: true, sms: true })).toBe('1 failed');
  });

  it('says which channel is kept in the outbox instead of passing it off as delivered', () => {
    expect(deliveryNote({ email: false, sms: true })).toBe('In the outbox: no email provider is configured');
    expect(deliveryNote({ email: false, sms: false })).toBe(
      'In the outbox: no email provider is configured; In the outbox: no SMS provider is configured',
    );
  });

  it('counts failures until the providers are known', () => {
    expect(deliveryNote()).toBe('1 failed');
  });
});

describe('the refer-a-friend cards', () => {
  it('are none for a business that never set it up, and read each figure against the period before', () => {
    expect(referralFigures({ ...analytics, referrals: null }, english)).toEqual([]);
    const figures = referralFigures(
      {
        ...analytics,
        referrals: {
          invitesOpened: { current: 12, previous: 4 },
          joined: compared(3),
          qualified: compared(2),
          rewardsGiven: compared(4),
          held: compared(1),
        },
      },
      english,
    );
    expect(figures.map((f) => [f.label, f.value, f.previousLabel])).toEqual([
      ['Invites opened', '12', 'vs 4 before'],
      ['Friends joined', '3', 'vs 0 before'],
      ['Friends qualified', '2', 'vs 0 before'],
      ['Referral rewards given', '4', 'vs 0 before'],
    ]);
    expect(figures[1]?.note).toBe('1 held by the fraud rules (Programs → Refer a friend)');
  });
});
