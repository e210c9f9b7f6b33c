import { describe, expect, it } from 'vitest';
import { trialStarted } from './trial-started.ts';

const now = new Date('2026-11-24T12:00:00Z');

describe('the banner after checkout', () => {
  it('says a trial started, with the plan and the day of the first charge', () => {
    const words = trialStarted({ status: 'trial', tierName: 'Pro', trialEndsAt: '2026-12-08T12:00:00Z' }, now);
    expect(words).toEqual({
      title: 'Your Pro trial has started:',
      text: 'nothing is charged until December 8, 2026.',
    });
  });

  it('is a payment when the plan is active, or the business is on no running trial', () => {
    expect(trialStarted({ status: 'active', tierName: 'Pro', trialEndsAt: '2026-12-08T12:00:00Z' }, now)).toBeNull();
    expect(trialStarted({ status: 'trial', tierName: 'Pro', trialEndsAt: null }, now)).toBeNull();
    expect(trialStarted({ status: 'trial', tierName: 'Pro', trialEndsAt: '2026-11-20T12:00:00Z' }, now)).toBeNull();
  });
});
