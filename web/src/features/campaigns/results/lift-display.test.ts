import type { TCampaignLift } from '@regulars/contracts';
import { describe, expect, it } from 'vitest';
import { cameBackRate, liftHeadline, per100, spendLine } from './lift-display.ts';

const group = { customers: 1800, cameBack: 540, spendPerCustomer: 12.4, pointsRedeemedPerCustomer: 3 };
const base: TCampaignLift = {
  windowDays: 14,
  windowStartsOn: '2026-11-24',
  windowEndsOn: '2026-12-07',
  windowOver: false,
  message: group,
  control: { ...group, customers: 200, cameBack: 48 },
  cameBack: { difference: 0.0612, low: 0.021, high: 0.098, conclusive: true, moreRecipients: 0 },
  spend: { difference: 2.3, low: -0.5, high: 5.1 },
  variantB: null,
  bAgainstA: null,
};

describe('the lift in words', () => {
  it("says what a conclusive lift caused, in the issue's words", () => {
    expect(liftHeadline(base).title).toBe(
      'About 6 more customers in every 100 came back because of this campaign (95% range: 2 to 10)',
    );
    expect(liftHeadline(base).detail).toBe('Visits count until December 7, 2026 (14-day window).');
    expect(liftHeadline(base, 'version B').title).toBe(
      'About 6 more customers in every 100 came back because of version B (95% range: 2 to 10)',
    );
  });

  it('says how many more recipients would settle it while the range crosses zero', () => {
    const open = {
      ...base,
      cameBack: { difference: 0.05, low: -0.0176, high: 0.109, conclusive: false, moreRecipients: 1559 },
    };
    const h = liftHeadline(open);
    expect(h.title).toBe('Not conclusive yet: about 1,559 more recipients would settle it');
    expect(h.detail).toBe(
      'So far 5 in every 100 (95% range: −2 to 11). Visits count until December 7, 2026 (14-day window).',
    );
    expect(liftHeadline({ ...open, windowOver: true }).detail).toContain('closed on December 7, 2026');
  });

  it('says fewer when the campaign kept people away, and keeps small shares visible', () => {
    const worse = { ...base, cameBack: { ...base.cameBack, difference: -0.03, low: -0.05, high: -0.01 } };
    expect(liftHeadline(worse).title).toBe(
      'About 3 fewer customers in every 100 came back because of this campaign (95% range: 1 to 5 fewer)',
    );
    expect(per100(0.004)).toBe('0.4');
  });

  it('gives spend with its range, and the share that came back', () => {
    expect(spendLine(base)).toBe('About $2.30 more spent per customer (95% range: −$0.50 to $5.10)');
    expect(spendLine({ ...base, spend: null })).toBeNull();
    const nobodySpent = { ...base.message, spendPerCustomer: 0 };
    expect(
      spendLine({ ...base, message: nobodySpent, control: nobodySpent, spend: { difference: 0, low: 0, high: 0 } }),
    ).toBeNull();
    expect(cameBackRate(base.message)).toBe('30.0%');
  });
});
