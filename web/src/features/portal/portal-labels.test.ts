import { ENGLISH, type TPortalProgram, type TReward } from '@regulars/contracts';
import { translatorFor } from '@regulars/contracts/i18n/all-catalogues';
import { describe, expect, it } from 'vitest';
import {
  discountOffLabel,
  gainLines,
  keepEarningLine,
  lastActivityLabel,
  progressSummary,
  progressWidth,
  rewardExpiryLabel,
  rewardsToShow,
  showCodeLine,
  welcomeLine,
  whatTheyCollect,
} from './portal-labels.ts';

const EN_US = { ...ENGLISH, locale: 'en-US' };

describe('welcomeLine', () => {
  it("greets the customer by first name, or without one when they didn't give it", () => {
    expect(welcomeLine({ firstName: 'Maya' }, ENGLISH)).toBe('Welcome back, Maya!');
    expect(welcomeLine({ firstName: '  Maya ' }, ENGLISH)).toBe('Welcome back, Maya!');
    expect(welcomeLine({ firstName: null }, ENGLISH)).toBe('Welcome back!');
    expect(welcomeLine({ firstName: ' ' }, ENGLISH)).toBe('Welcome back!');
  });
});

describe('discountOffLabel', () => {
  it('shows the tier reached', () => {
    expect(discountOffLabel({ visits: 6, percent: 5, nextPercent: 10, visitsToNext: 4 }, ENGLISH)).toBe('5% off');
    expect(discountOffLabel({ visits: 1, percent: null, nextPercent: 5, visitsToNext: 4 }, ENGLISH)).toBe(
      'No discount yet',
    );
  });
});

describe('lastActivityLabel', () => {
  it('dates the last activity, or says there was none', () => {
    expect(lastActivityLabel(new Date(2026, 0, 5, 12).toISOString(), undefined, EN_US)).toBe(
      'Last activity: Jan 5, 2026',
    );
    expect(lastActivityLabel(null, 'America/New_York', EN_US)).toBe('No activity yet');
  });

  it("dates it in the business's zone, whatever the reader's clock", () => {
    // 02:30 UTC on Jan 6 is still the evening of Jan 5 in New York, and already Jan 6 in Tokyo.
    const lateEvening = '2026-01-06T02:30:00.000Z';
    expect(lastActivityLabel(lateEvening, 'America/New_York', EN_US)).toBe('Last activity: Jan 5, 2026');
    expect(lastActivityLabel(lateEvening, 'Asia/Tokyo', EN_US)).toBe('Last activity: Jan 6, 2026');
  });
});

const program = (overrides: Partial<TPortalProgram>): TPortalProgram => ({
  id: 'p',
  name: 'Coffee Card',
  type: 'stamp_card',
  status: 'active',
  description: '',
  pointsBalance: 0,
  totalEarned: 0,
  stampsCurrent: 0,
  stampsRequired: 0,
  lastActivityAt: null,
  progressPercent: 0,
  discount: null,
  ...overrides,
});

describe('progressSummary', () => {
  it('puts each type of progress in words', () => {
    expect(progressSummary(program({ type: 'stamp_card', stampsCurrent: 1, stampsRequired: 2 }), ENGLISH)).toBe(
      '1 of 2 stamps',
    );
    expect(progressSummary(program({ type: 'free_item', stampsCurrent: 4, stampsRequired: 5 }), ENGLISH)).toBe(
      '4 of 5 purchases',
    );
    expect(progressSummary(program({ type: 'points', pointsBalance: 1250 }), ENGLISH)).toBe('1,250 points');
    expect(progressSummary(program({ type: 'points', pointsBalance: 1 }), ENGLISH)).toBe('1 point');
    expect(
      progressSummary(
        program({ type: 'discount', discount: { visits: 7, percent: 5, nextPercent: 10, visitsToNext: 3 } }),
        ENGLISH,
      ),
    ).toBe('5% off');
    expect(progressSummary(program({ type: 'discount', discount: null }), ENGLISH)).toBe('No discount yet');
    expect(progressSummary(program({ type: 'rebate_code', progressPercent: 40 }), ENGLISH)).toBe(
      '40% of the way to your next reward',
    );
  });
});

describe('progressWidth', () => {
  it('keeps the bar between empty and full', () => {
    expect(progressWidth({ progressPercent: 50 })).toBe(50);
    expect(progressWidth({ progressPercent: 33.333 })).toBe(33);
    expect(progressWidth({ progressPercent: 140 })).toBe(100);
    expect(progressWidth({ progressPercent: -5 })).toBe(0);
    expect(progressWidth({ progressPercent: Number.NaN })).toBe(0);
  });
});

const reward = (overrides: Partial<TReward>): TReward => ({
  id: 'r',
  programId: 'p',
  programName: 'Coffee Card',
  name: 'Free coffee',
  description: null,
  type: 'stamp_card',
  status: 'earned',
  code: 'ABC123',
  earnedAt: '2026-01-05T12:00:00.000Z',
  expiresAt: null,
  redeemedAt: null,
  ...overrides,
});

describe('rewards', () => {
  it('says when a reward expires, or that it does not', () => {
    expect(rewardExpiryLabel({ expiresAt: new Date(2026, 1, 4, 12).toISOString() }, undefined, EN_US)).toBe(
      'Expires: Feb 4, 2026',
    );
    expect(rewardExpiryLabel({ expiresAt: null }, 'Asia/Tokyo', EN_US)).toBe('No expiry');
  });

  it("gives the expiry day in the business's zone: the portal read abroad says the counter's day", () => {
    // Midnight in Los Angeles is 08:00 UTC: the same instant is still Feb 3 there and Feb 4 in London.
    const expiresAt = '2026-02-04T07:59:00.000Z';
    expect(rewardExpiryLabel({ expiresAt }, 'America/Los_Angeles', EN_US)).toBe('Expires: Feb 3, 2026');
    expect(rewardExpiryLabel({ expiresAt }, 'Europe/London', EN_US)).toBe('Expires: Feb 4, 2026');
  });

  it('lists the ones to use first, soonest expiry first, then the rest newest first; never a voided one', () => {
    const list = rewardsToShow([
      reward({ id: 'old-redeemed', status: 'redeemed', earnedAt: '2026-01-01T00:00:00.000Z' }),
      reward({ id: 'no-expiry', status: 'earned', expiresAt: null }),
      reward({ id: 'void', status: 'void' }),
      reward({ id: 'new-expired', status: 'expired', earnedAt: '2026-01-03T00:00:00.000Z' }),
      reward({ id: 'soon', status: 'earned', expiresAt: '2026-02-01T00:00:00.000Z' }),
      reward({ id: 'later', status: 'earned', expiresAt: '2026-03-01T00:00:00.000Z' }),
    ]);
    expect(list.map((r) => r.id)).toEqual(['soon', 'later', 'no-expiry', 'new-expired', 'old-redeemed']);
  });
});

describe('what the business collects, in the portal’s words', () => {
  it('speaks of points only where a points program is, of stamps where a stamp card is', () => {
    const stampsOnly = whatTheyCollect([{ type: 'stamp_card' }]);
    expect(keepEarningLine(stampsOnly, ENGLISH)).toBe('Keep collecting stamps to unlock rewards!');
    expect(showCodeLine(stampsOnly, ENGLISH)).toBe(
      'Show this code at the counter to collect stamps and to redeem your rewards.',
    );
    const both = whatTheyCollect([{ type: 'points' }, { type: 'stamp_card' }]);
    expect(keepEarningLine(both, ENGLISH)).toBe('Keep earning points to unlock rewards!');
    expect(showCodeLine(both, ENGLISH)).toBe(
      'Show this code at the counter to collect points and stamps and to redeem your rewards.',
    );
    const discountOnly = whatTheyCollect([{ type: 'discount' }]);
    expect(keepEarningLine(discountOnly, ENGLISH)).toBe('Keep visiting to unlock rewards!');
    expect(showCodeLine(discountOnly, ENGLISH)).toBe('Show this code at the counter to redeem your rewards.');
    // In no program yet: the general words.
    expect(keepEarningLine(whatTheyCollect([]), ENGLISH)).toBe('Keep earning points to unlock rewards!');
  });
});

describe("what an action gave, in the customer's words", () => {
  const gains = { points: 12, stamps: 1, rewardsEarned: ['Free coffee'], redeemed: null };
  it('says points, stamps and rewards earned, and what a redemption used', () => {
    expect(gainLines(gains, ENGLISH)).toEqual(['+12 points', '+1 stamp', 'Reward earned: Free coffee']);
    expect(gainLines({ points: -100, stamps: 0, rewardsEarned: [], redeemed: 'Tote bag' }, ENGLISH)).toEqual([
      '-100 points',
      'Redeemed: Tote bag',
    ]);
    expect(gainLines({ points: 0, stamps: 0, rewardsEarned: [], redeemed: null }, ENGLISH)).toEqual([]);
  });

  it('in Spanish, with its own plurals and numbers', () => {
    const spanish = translatorFor('es');
    const lines = gainLines({ ...gains, points: 1500 }, spanish);
    expect(lines).toEqual([
      spanish.t('portal.gainPoints', { count: 1500 }),
      spanish.t('portal.gainStamps', { count: 1 }),
      spanish.t('portal.rewardEarned', { reward: 'Free coffee' }),
    ]);
    expect(lines[0]).toMatch(/1[.\s\u00a0]?500/);
    expect(lines.join(' ')).not.toMatch(/points|stamp|Reward earned/);
  });

  it("dates a program's last activity in the screen's locale", () => {
    const british = { ...ENGLISH, locale: 'en-GB' };
    expect(lastActivityLabel('2026-01-05T12:00:00.000Z', 'Europe/London', british)).toBe('Last activity: 5 Jan 2026');
  });
});
