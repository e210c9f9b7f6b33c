import { describe, expect, it } from 'vitest';
import { crossedMilestone, milestones } from './milestones.ts';

describe('points milestones', () => {
  it('are 100, 250, 500, 1,000, 2,500, 5,000 and on', () => {
    const first: number[] = [];
    for (const m of milestones()) {
      if (first.push(m) === 8) break;
    }
    expect(first).toEqual([100, 250, 500, 1000, 2500, 5000, 10_000, 25_000]);
  });

  it('names the highest one passed, once', () => {
    expect(crossedMilestone(0, 99)).toBeNull();
    expect(crossedMilestone(0, 100)).toBe(100);
    expect(crossedMilestone(100, 120)).toBeNull();
    expect(crossedMilestone(90, 600)).toBe(500);
    expect(crossedMilestone(999, 1000)).toBe(1000);
    expect(crossedMilestone(2400, 2600)).toBe(2500);
    expect(crossedMilestone(500, 500)).toBeNull();
  });
});
