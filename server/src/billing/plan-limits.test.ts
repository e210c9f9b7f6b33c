import { describe, expect, it } from 'vitest';
import { AppError } from '../platform/errors.ts';
import { fitsLimit, isUnlimited, planLimitError } from './plan-limits.ts';

describe('fitsLimit', () => {
  it('reads -1 as unlimited', () => {
    expect(isUnlimited(-1)).toBe(true);
    expect(isUnlimited(0)).toBe(false);
    expect(fitsLimit(-1, 1_000_000, 5_000)).toBe(true);
  });

  it('allows up to the limit and not one more', () => {
    expect(fitsLimit(50, 49)).toBe(true);
    expect(fitsLimit(50, 50)).toBe(false);
    expect(fitsLimit(50, 40, 10)).toBe(true);
    expect(fitsLimit(50, 40, 11)).toBe(false);
    expect(fitsLimit(1, 0)).toBe(true);
  });
});

it('refuses with PLAN_LIMIT (403), the numbers and the upgrade link', () => {
  const err = planLimitError('Over the plan', { limit: 50, current: 50 });
  expect(err).toBeInstanceOf(AppError);
  expect(err.code).toBe('PLAN_LIMIT');
  expect(err.status).toBe(403);
  expect(err.message).toBe('Over the plan');
  expect(err.details).toEqual({ limit: 50, current: 50, upgradeUrl: '/subscription' });
});
