import { describe, expect, it } from 'vitest';
import { AppError } from '../platform/errors.ts';
import { chargeFor, smsUsedThisMonth, usageMonth } from './send-charge.ts';

const pro = { maxSmsMonthly: 500, creditCostSms: 1, creditCostEmail: 0 };

describe('chargeFor: SMS', () => {
  it('is free within the monthly allowance, then costs credits', () => {
    expect(chargeFor('sms', pro, { usageSmsMonthly: 499, creditsRemaining: 0 })).toEqual({
      source: 'allowance',
      credits: 0,
    });
    expect(chargeFor('sms', pro, { usageSmsMonthly: 500, creditsRemaining: 3 })).toEqual({
      source: 'credits',
      credits: 1,
    });
  });

  it('never runs out on an unlimited allowance', () => {
    const unlimited = { ...pro, maxSmsMonthly: -1 };
    expect(chargeFor('sms', unlimited, { usageSmsMonthly: 1_000_000, creditsRemaining: 0 }).source).toBe('allowance');
  });

  it('refuses past the allowance with no credits left, saying what to do', () => {
    const refuse = () => chargeFor('sms', pro, { usageSmsMonthly: 500, creditsRemaining: 0 });
    expect(refuse).toThrow(AppError);
    expect(refuse).toThrow(
      'You have used all 500 SMS included in your plan this month and have no credits left. Upgrade your plan or add credits to send more.',
    );
  });
});

describe('chargeFor: email', () => {
  it('is free when emails cost nothing on the tier', () => {
    expect(chargeFor('email', pro, { usageSmsMonthly: 0, creditsRemaining: 0 })).toEqual({
      source: 'free',
      credits: 0,
    });
  });

  it('costs its credits, and is refused when they are not there', () => {
    const paid = { ...pro, creditCostEmail: 2 };
    expect(chargeFor('email', paid, { usageSmsMonthly: 0, creditsRemaining: 2 })).toEqual({
      source: 'credits',
      credits: 2,
    });
    expect(() => chargeFor('email', paid, { usageSmsMonthly: 0, creditsRemaining: 1 })).toThrow(
      'Sending an email costs 2 credits and you have 1 left. Upgrade your plan or add credits to send more.',
    );
  });
});

describe('the monthly SMS count', () => {
  it('counts the UTC month of the send', () => {
    expect(usageMonth(new Date('2026-11-30T23:59:59Z'))).toBe('2026-11');
    expect(usageMonth(new Date('2026-12-01T00:00:00Z'))).toBe('2026-12');
  });

  it('reads as zero once the month it counted is over (the monthly reset)', () => {
    const now = new Date('2026-12-02T10:00:00Z');
    expect(smsUsedThisMonth({ usageSmsMonthly: 120, usageSmsMonth: '2026-12' }, now)).toBe(120);
    expect(smsUsedThisMonth({ usageSmsMonthly: 120, usageSmsMonth: '2026-11' }, now)).toBe(0);
    expect(smsUsedThisMonth({ usageSmsMonthly: 0, usageSmsMonth: null }, now)).toBe(0);
  });
});
