import type { TDashboardStats } from '@regulars/contracts';
import { describe, expect, it } from 'vitest';
import { dashboardStats } from './stat-cards.tsx';

const stats: TDashboardStats = {
  totalCustomers: 11,
  newCustomersThisMonth: 11,
  activePrograms: 2,
  transactions: 11,
  smsUsageThisMonth: 1,
  smsLimit: 100,
  emailsSent: 1,
  emailOpenRate: 0,
};
const hintOf = (cards: ReturnType<typeof dashboardStats>, label: string) => cards.find((c) => c.label === label)?.hint;

describe('dashboardStats', () => {
  it('says what Transactions counts', () => {
    const cards = dashboardStats(stats, { email: true, sms: true });
    expect(cards.find((c) => c.label === 'Transactions')).toMatchObject({
      value: '11',
      hint: 'Visits, purchases and redemptions, all time',
    });
  });

  it('says messages are in the outbox for a channel with no provider', () => {
    const cards = dashboardStats(stats, { email: false, sms: false });
    expect(hintOf(cards, 'Emails Sent')).toBe('In the outbox: no email provider is configured');
    expect(hintOf(cards, 'SMS Usage')).toBe('In the outbox: no SMS provider is configured');
  });

  it('shows no open rate, not 0%, before any email was sent', () => {
    const cards = dashboardStats({ ...stats, emailsSent: 0, emailOpenRate: null }, { email: true, sms: true });
    expect(cards.find((c) => c.label === 'Email Open Rate')).toMatchObject({ value: '—', hint: 'No emails sent yet' });
    expect(dashboardStats(stats, undefined).find((c) => c.label === 'Email Open Rate')?.value).toBe('0%');
  });

  it('keeps the usual hints with providers, or before it is known', () => {
    for (const delivery of [{ email: true, sms: true }, undefined]) {
      const cards = dashboardStats(stats, delivery);
      expect(hintOf(cards, 'Emails Sent')).toBe('All time');
      expect(hintOf(cards, 'SMS Usage')).toBe('This month · of 100');
    }
  });
});
