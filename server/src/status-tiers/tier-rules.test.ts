import { describe, expect, it } from 'vitest';
import { moveOnEarn, nextStatus, qualifiedTier, statusView, type TStatusContext, tierFor } from './tier-rules.ts';

const tiers = [
  { id: 'b', name: 'Bronze', threshold: 50, factor: 1 },
  { id: 's', name: 'Silver', threshold: 100, factor: 1.5 },
  { id: 'g', name: 'Gold', threshold: 200, factor: 2 },
];
const rule = { basis: 'points' as const, window: 'rolling' as const, windowMonths: 12, graceDays: 30, tiers };
const context = (over: Partial<TStatusContext> = {}): TStatusContext => ({
  ...rule,
  combine: 'largest',
  ceiling: 3,
  timeZone: null,
  current: null,
  measure: 0,
  previousMeasure: 0,
  ...over,
});
const held = (tierId: string) => ({ tierId, previousTierId: null, reachedBy: null, keepsUntil: null });
const DAY = 86_400_000;

describe('tierFor and qualifiedTier', () => {
  it('reach a tier at its threshold exactly, none below the first', () => {
    expect(tierFor(tiers, 49)).toBeNull();
    expect(tierFor(tiers, 50)?.name).toBe('Bronze');
    expect(tierFor(tiers, 199)?.name).toBe('Silver');
    expect(tierFor(tiers, 5000)?.name).toBe('Gold');
  });

  it('in a calendar year, keep last year’s tier when this year’s is lower', () => {
    const calendar = { ...rule, window: 'calendar_year' as const };
    expect(qualifiedTier(calendar, 60, 250)?.name).toBe('Gold');
    expect(qualifiedTier(calendar, 120, 0)?.name).toBe('Silver');
    expect(qualifiedTier(rule, 60, 250)?.name).toBe('Bronze');
  });
});

describe('moveOnEarn', () => {
  it('moves up to the highest tier the earn reaches, skipping those between, and never down', () => {
    expect(moveOnEarn(context({ measure: 40 }), 170)).toEqual({ from: null, to: tiers[2] });
    expect(moveOnEarn(context({ measure: 120, current: held('s') }), 10)).toBeNull();
    expect(moveOnEarn(context({ measure: 10, current: held('g') }), 10)).toBeNull();
    expect(moveOnEarn(context({ measure: 90, current: held('b') }), 10)).toEqual({ from: tiers[0], to: tiers[1] });
  });
});

describe('nextStatus (the nightly look)', () => {
  const now = new Date('2027-03-01T03:35:00Z');
  const look = (tierId: string | null, qualified: string | null, keepsUntil: Date | null = null, graceDays = 30) =>
    nextStatus({ tiers, graceDays, tierId, keepsUntil, qualified, now });

  it('moves up at once, and starts the grace the first night a customer no longer qualifies', () => {
    expect(look(null, 's')).toEqual({ tierId: 's', keepsUntil: null });
    expect(look('g', 's')).toEqual({ tierId: 'g', keepsUntil: new Date(now.getTime() + 30 * DAY) });
    expect(look('g', 'g')).toBeNull();
  });

  it('holds through the grace, drops when it is over, and ends it when the customer qualifies again', () => {
    expect(look('g', 's', new Date(now.getTime() + DAY))).toBeNull();
    expect(look('g', 's', new Date(now.getTime() - 1))).toEqual({ tierId: 's', keepsUntil: null });
    expect(look('g', 'g', new Date(now.getTime() + DAY))).toEqual({ tierId: 'g', keepsUntil: null });
    expect(look('g', null, null, 0)).toEqual({ tierId: null, keepsUntil: null });
  });

  it('places a customer whose tier was deleted by what they qualify for now', () => {
    expect(look('deleted', 'b')).toEqual({ tierId: 'b', keepsUntil: null });
    expect(look('deleted', null)).toEqual({ tierId: null, keepsUntil: null });
  });
});

describe('statusView', () => {
  it('shows the tier held, what is left to the next, and nothing next at the top', () => {
    expect(statusView(context({ measure: 120, current: held('s') }))).toEqual({
      tier: { id: 's', name: 'Silver', factor: 1.5 },
      basis: 'points',
      measure: 120,
      next: { name: 'Gold', threshold: 200, remaining: 80 },
      keepsUntil: null,
      windowText: 'in the last 12 months',
      window: 'rolling',
      windowMonths: 12,
    });
    expect(statusView(context({ measure: 20 })).next).toEqual({ name: 'Bronze', threshold: 50, remaining: 30 });
    expect(statusView(context({ measure: 900, current: held('g') })).next).toBeNull();
  });
});
