import type { TAnalytics } from '@regulars/contracts';
import { describe, expect, it } from 'vitest';
import { messageFigures } from './figures.ts';

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
  messageFigures(analytics, delivery).find((f) => f.label === 'Delivery rate')?.note;

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
