import { describe, expect, it } from 'vitest';
import { firstTrialDays } from './first-trial.ts';

describe('firstTrialDays', () => {
  it('gives the trial to a business that never had one and has no subscription', () => {
    expect(firstTrialDays({ trialEndsAt: null, subscriptionId: null, trialDays: 14 })).toBe(14);
  });
  it('gives none once a trial was had, even after it ended', () => {
    expect(firstTrialDays({ trialEndsAt: new Date('2020-01-01'), subscriptionId: null, trialDays: 14 })).toBe(0);
  });
  it('gives none while a subscription exists', () => {
    expect(firstTrialDays({ trialEndsAt: null, subscriptionId: 'sub_1', trialDays: 14 })).toBe(0);
  });
});
