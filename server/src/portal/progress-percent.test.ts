import { parseProgramConfig, type TProgramConfigs, type TProgramType } from '@regulars/contracts';
import { describe, expect, it } from 'vitest';
import { progressPercent } from './progress-percent.ts';

function program<K extends TProgramType>(type: K, config: Partial<TProgramConfigs[K]> | Record<string, unknown>) {
  const parsed = parseProgramConfig(type, config);
  if (!parsed.success) throw new Error(parsed.error.message);
  return { type, config: parsed.data } as Parameters<typeof progressPercent>[0];
}
const at = (s: Partial<{ pointsBalance: number; stampsCurrent: number; totalVisits: number }>) => ({
  pointsBalance: 0,
  stampsCurrent: 0,
  totalVisits: 0,
  ...s,
});

describe('progressPercent', () => {
  it('counts stamps on the card and purchases toward the free item, rounded down', () => {
    const card = program('stamp_card', { stampsRequired: 3 });
    expect(progressPercent(card, at({ stampsCurrent: 0 }))).toBe(0);
    expect(progressPercent(card, at({ stampsCurrent: 2 }))).toBe(66);
    const item = program('free_item', { requiredPurchases: 4 });
    expect(progressPercent(item, at({ stampsCurrent: 1 }))).toBe(25);
  });

  it('measures points against the cheapest catalogue reward, capped at 100', () => {
    const points = program('points', {
      minimumRedemption: 50,
      rewards: [
        { name: 'Lunch', points: 200 },
        { name: 'Coffee', points: 80 },
      ],
    });
    expect(progressPercent(points, at({ pointsBalance: 40 }))).toBe(50);
    expect(progressPercent(points, at({ pointsBalance: 500 }))).toBe(100);
    // No catalogue: the one reward at the minimum redemption.
    expect(progressPercent(program('points', { minimumRedemption: 100 }), at({ pointsBalance: 25 }))).toBe(25);
  });

  it('measures visits from the tier reached toward the next one; all tiers reached is 100', () => {
    const discount = program('discount', {
      tiers: [
        { visits: 5, discount: 5 },
        { visits: 15, discount: 10 },
      ],
    });
    expect(progressPercent(discount, at({ totalVisits: 0 }))).toBe(0);
    expect(progressPercent(discount, at({ totalVisits: 4 }))).toBe(80);
    expect(progressPercent(discount, at({ totalVisits: 10 }))).toBe(50);
    expect(progressPercent(discount, at({ totalVisits: 15 }))).toBe(100);
  });

  it('is 0 for a rebate code, which has nothing to collect', () => {
    expect(progressPercent(program('rebate_code', {}), at({ stampsCurrent: 3, pointsBalance: 9 }))).toBe(0);
  });
});
