import { describe, expect, it } from 'vitest';
import { chargeFrom, dueToday, planTerms, trialCountdown } from './trial-terms.ts';

// Noon UTC: the same calendar day in every time zone the tests may run in.
const END = '2026-12-07T12:00:00.000Z';

describe('the trial terms every screen shows', () => {
  it('a free plan is free forever and never mentions a trial', () => {
    expect(planTerms(0, 14)).toBe('Free forever');
  });
  it('a paid plan starts with the trial, then its price', () => {
    expect(planTerms(49, 14)).toBe('14-day free trial, then $49/month');
    expect(planTerms(149, 0)).toBe('$149/month');
  });
  it('checkout says $0 today and when the first charge comes, or the price due today without a trial', () => {
    expect(dueToday(49, END)).toBe('$0 today, then $49 a month from December 7, 2026');
    expect(dueToday(149, null)).toBe('$149 today, then $149 a month');
    expect(chargeFrom(49, END)).toBe('$49 a month from December 7, 2026');
  });
  it('counts the days left, or says the trial ended', () => {
    expect(trialCountdown('Pro', 14)).toBe('14 days left in your Pro trial');
    expect(trialCountdown('Pro', 1)).toBe('1 day left in your Pro trial');
    expect(trialCountdown('Agency', 0)).toBe('Your Agency trial has ended');
  });
});
