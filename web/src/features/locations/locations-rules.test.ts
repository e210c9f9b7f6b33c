import { locationLimitMessage, locationUsage } from '@regulars/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { atLocationLimit } from './location-limit.ts';
import { newLocationProblem } from './new-location-problem.ts';
import { planLimitOf } from './plan-limit-of.ts';

describe('the locations card rules', () => {
  it('says how many locations are used of the plan’s', () => {
    expect(locationUsage(0, 1)).toBe('0 of 1 location');
    expect(locationUsage(2, 3)).toBe('2 of 3 locations');
    expect(locationUsage(1, -1)).toBe('1 location (unlimited)');
    expect(locationUsage(5, -1)).toBe('5 locations (unlimited)');
  });

  it('is at the limit when one more would not fit; -1 never is', () => {
    expect(atLocationLimit({ max: 1, used: 1, planName: 'Free' })).toBe(true);
    expect(atLocationLimit({ max: 3, used: 2, planName: 'Pro' })).toBe(false);
    expect(atLocationLimit({ max: -1, used: 40, planName: 'Agency' })).toBe(false);
    expect(atLocationLimit(undefined)).toBe(false);
  });

  it('names the plan’s allowance in the refusal', () => {
    expect(locationLimitMessage(1)).toBe('Your plan includes 1 location. Upgrade your plan to add more.');
    expect(locationLimitMessage(3)).toBe('Your plan includes 3 locations. Upgrade your plan to add more.');
  });

  it('reads the limit from a PLAN_LIMIT refusal only', () => {
    const refusal = new ApiError({
      code: 'PLAN_LIMIT',
      message: locationLimitMessage(1),
      status: 403,
      details: { limit: 1, current: 1, upgradeUrl: '/subscription' },
    });
    expect(planLimitOf(refusal)).toBe(1);
    expect(planLimitOf(new ApiError({ code: 'CONFLICT', message: 'taken', status: 409 }))).toBeNull();
    expect(planLimitOf(new Error('offline'))).toBeNull();
  });

  it('checks a new location’s name from the QR dialog with the contract’s words', () => {
    expect(newLocationProblem('  ')).toBe('Enter a name for the location');
    expect(newLocationProblem('x'.repeat(81))).toBe('The location name must be at most 80 characters');
    expect(newLocationProblem('Front Counter')).toBeNull();
  });
});
