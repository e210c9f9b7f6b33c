import { describe, expect, it } from 'vitest';
import { AppError } from '../platform/errors.ts';
import {
  chargedSegmentsOf,
  chargeFor,
  segmentsMetadata,
  smsSegmentsOf,
  smsUsedThisMonth,
  usageMonth,
} from './send-charge.ts';

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

describe('chargeFor: SMS per segment', () => {
  const costly = { ...pro, creditCostSms: 2 };

  it('counts a long text in the allowance segment by segment', () => {
    expect(chargeFor('sms', pro, { usageSmsMonthly: 497, creditsRemaining: 0 }, 3)).toEqual({
      source: 'allowance',
      credits: 0,
    });
  });

  it('takes what is left of the allowance and pays the other segments in credits', () => {
    // 1 segment left of 500: the other 2 cost 2 credits each.
    expect(chargeFor('sms', costly, { usageSmsMonthly: 499, creditsRemaining: 4 }, 3)).toEqual({
      source: 'credits',
      credits: 4,
    });
    expect(chargeFor('sms', costly, { usageSmsMonthly: 500, creditsRemaining: 6 }, 3)).toEqual({
      source: 'credits',
      credits: 6,
    });
  });

  it('refuses a text the allowance and credits do not cover whole, saying what it needs', () => {
    const partly = () => chargeFor('sms', costly, { usageSmsMonthly: 499, creditsRemaining: 3 }, 3);
    expect(partly).toThrow(AppError);
    expect(partly).toThrow(
      "This SMS is 3 segments long: 1 segment fits in what is left of this month's allowance and the other 2 segments need 4 credits, but you have 3. Upgrade your plan or add credits to send more.",
    );
    expect(() => chargeFor('sms', pro, { usageSmsMonthly: 500, creditsRemaining: 1 }, 2)).toThrow(
      "This SMS is 2 segments long: this month's allowance is used up, so it needs 2 credits, but you have 1. Upgrade your plan or add credits to send more.",
    );
  });

  it('never limits an unlimited allowance, however long the text', () => {
    const unlimited = { ...pro, maxSmsMonthly: -1 };
    expect(chargeFor('sms', unlimited, { usageSmsMonthly: 1_000_000, creditsRemaining: 0 }, 10).source).toBe(
      'allowance',
    );
  });

  it('charges the segments the template editor counts: 160 GSM-7 characters alone, 153 a part; 70 and 67 in UCS-2', () => {
    expect(smsSegmentsOf('a'.repeat(160))).toBe(1);
    expect(smsSegmentsOf('a'.repeat(200))).toBe(2);
    expect(smsSegmentsOf(`${'a'.repeat(199)}😀`)).toBe(3);
    expect(smsSegmentsOf('€'.repeat(81))).toBe(2);
    expect(smsSegmentsOf('')).toBe(1);
  });

  it('keeps the segments charged with the log when more than one, and reads one when absent', () => {
    expect(segmentsMetadata(1)).toEqual({});
    expect(segmentsMetadata(3)).toEqual({ smsSegments: 3 });
    expect(chargedSegmentsOf({ quick: true, ...segmentsMetadata(3) })).toBe(3);
    expect(chargedSegmentsOf({ quick: true })).toBe(1);
    expect(chargedSegmentsOf({ smsSegments: 'lots' })).toBe(1);
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
