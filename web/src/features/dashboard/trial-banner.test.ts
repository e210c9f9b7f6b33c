import { describe, expect, it } from 'vitest';
import { trialHeadline } from './trial-banner.tsx';

// Noon UTC: the same calendar day in every time zone the tests may run in.
const END = '2026-12-07T12:00:00.000Z';
const proTrial = { status: 'trial', tierName: 'Pro', priceMonthly: 49, trialEndsAt: END, trialDaysLeft: 14 };

describe('the trial banner', () => {
  it('says the days left and when the first charge comes', () => {
    expect(trialHeadline(proTrial)).toEqual({
      title: '14 days left in your Pro trial',
      text: '$49 a month from December 7, 2026. Cancel before then from Subscription & Billing and you pay nothing.',
    });
    expect(trialHeadline({ ...proTrial, trialDaysLeft: 1 })?.title).toBe('1 day left in your Pro trial');
    expect(trialHeadline({ ...proTrial, trialDaysLeft: 0 })?.title).toBe('Your Pro trial has ended');
  });

  it('is never shown on a free plan or outside a trial', () => {
    expect(trialHeadline({ ...proTrial, tierName: 'Free', priceMonthly: 0 })).toBeNull();
    expect(trialHeadline({ ...proTrial, status: 'active' })).toBeNull();
  });
});
