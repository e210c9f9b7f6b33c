import { describe, expect, it } from 'vitest';
import { clientAlerts, type TClientFigures } from './client-alerts.ts';

const NOW = new Date('2026-03-01T12:00:00Z');
const calm: TClientFigures = {
  customers: 10,
  maxCustomers: 500,
  smsThisMonth: 0,
  maxSmsMonthly: 500,
  failedLastWeek: 0,
  subscriptionStatus: 'active',
  trialEndsAt: null,
  closedAt: null,
  suspended: false,
};
const trialEnding = (days: number) => ({
  ...calm,
  subscriptionStatus: 'trial',
  trialEndsAt: new Date(NOW.getTime() + days * 86_400_000),
});

describe('a client’s alerts', () => {
  it('carry what their sentence counts, for a screen that says it in another language', () => {
    expect(clientAlerts({ ...calm, failedLastWeek: 3 }, NOW)).toEqual([
      { kind: 'failing_messages', message: '3 messages failed in the last 7 days', count: 3 },
    ]);
    expect(clientAlerts({ ...calm, failedLastWeek: 1 }, NOW)[0]?.message).toBe('1 message failed in the last 7 days');
    expect(clientAlerts(trialEnding(5), NOW)).toEqual([
      { kind: 'trial_ending', message: 'Trial ends in 5 days', count: 5 },
    ]);
    expect(clientAlerts(trialEnding(1), NOW)).toEqual([
      { kind: 'trial_ending', message: 'Trial ends tomorrow', count: 1 },
    ]);
    expect(clientAlerts(trialEnding(-2), NOW)).toEqual([{ kind: 'trial_ending', message: 'Trial ended', count: 0 }]);
  });

  it('say nothing of a calm client or of a trial more than a week away', () => {
    expect(clientAlerts(calm, NOW)).toEqual([]);
    expect(clientAlerts(trialEnding(9), NOW)).toEqual([]);
  });
});
