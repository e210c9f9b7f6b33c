import { describe, expect, it } from 'vitest';
import {
  newcombeDifference,
  recipientsToSettle,
  sampleOf,
  studentTQuantile,
  welchDifference,
  wilsonInterval,
} from './lift-stats.ts';

const sums = (values: number[]) => ({
  n: values.length,
  sum: values.reduce((a, b) => a + b, 0),
  sumOfSquares: values.reduce((a, b) => a + b * b, 0),
});

describe("Wilson's score interval", () => {
  it('matches Newcombe 1998 (Table I) for 81/263 and 0/20', () => {
    // Hand-check of 81/263: p = .30798, z² = 3.84146; (2·81 + 3.84146 ∓ 1.96·√(3.84146 + 4·81·.69202)) / (2·266.84146).
    const a = wilsonInterval(81, 263);
    expect(a.low).toBeCloseTo(0.2553, 4);
    expect(a.high).toBeCloseTo(0.3662, 4);
    const b = wilsonInterval(0, 20);
    expect(b.low).toBe(0);
    expect(b.high).toBeCloseTo(0.1611, 4);
  });
});

describe("Newcombe's hybrid score interval (1998, method 10)", () => {
  // Newcombe RG. Interval estimation for the difference between independent proportions: comparison of eleven
  // methods. Stat Med 1998;17:873–890, Table II, method 10 (the published values, to four places).
  it.each([
    [56, 70, 48, 80, 0.2, 0.0524, 0.3339],
    [9, 10, 3, 10, 0.6, 0.1705, 0.809],
    [6, 7, 2, 7, 0.5714, 0.0582, 0.8062],
    [5, 56, 0, 29, 0.0893, -0.0381, 0.1926],
    [0, 10, 0, 20, 0, -0.1611, 0.2775],
    [0, 10, 0, 10, 0, -0.2775, 0.2775],
    [10, 10, 0, 20, 1, 0.6791, 1],
    [10, 10, 0, 10, 1, 0.6075, 1],
  ])('%i/%i − %i/%i = %f (%f to %f)', (x1, n1, x2, n2, d, low, high) => {
    const r = newcombeDifference(x1, n1, x2, n2);
    expect(r.difference).toBeCloseTo(d, 4);
    expect(r.low).toBeCloseTo(low, 4);
    expect(r.high).toBeCloseTo(high, 4);
  });

  it('is the worked example of the paper by hand: 56/70 − 48/80', () => {
    // Wilson for 56/70: (0.6918, 0.8770); for 48/80: (0.4905, 0.7004).
    // low = 0.2 − √((0.8 − 0.6918)² + (0.7004 − 0.6)²) = 0.2 − √(0.011704 + 0.010080) = 0.2 − 0.1476 = 0.0524
    // high = 0.2 + √((0.8770 − 0.8)² + (0.6 − 0.4905)²) = 0.2 + √(0.005922 + 0.011999) = 0.2 + 0.1339 = 0.3339
    const a = wilsonInterval(56, 70);
    const b = wilsonInterval(48, 80);
    expect(a.low).toBeCloseTo(0.6918, 4);
    expect(a.high).toBeCloseTo(0.877, 4);
    expect(b.low).toBeCloseTo(0.4905, 4);
    expect(b.high).toBeCloseTo(0.7004, 4);
    const r = newcombeDifference(56, 70, 48, 80);
    expect(r.difference - Math.sqrt((0.8 - a.low) ** 2 + (b.high - 0.6) ** 2)).toBe(r.low);
  });
});

describe("Welch's interval for a difference of means", () => {
  // R's `t.test(extra ~ group, data = sleep)` (Student 1908's sleep data), as printed in R's documentation:
  // t = -1.8608, df = 17.776, 95 percent confidence interval -3.3654832 0.2054832, means 0.75 and 2.33.
  const group1 = [0.7, -1.6, -0.2, -1.2, -0.1, 3.4, 3.7, 0.8, 0.0, 2.0];
  const group2 = [1.9, 0.8, 1.1, 0.1, -0.1, 4.4, 5.5, 1.6, 4.6, 3.4];

  it("matches R's Welch test on the sleep data", () => {
    const r = welchDifference(sampleOf(sums(group1)), sampleOf(sums(group2)));
    expect(r?.difference).toBeCloseTo(-1.58, 10);
    expect(r?.df).toBeCloseTo(17.776, 3);
    expect(r?.low).toBeCloseTo(-3.3654832, 6);
    expect(r?.high).toBeCloseTo(0.2054832, 6);
  });

  it("uses Student's t quantiles (tables: 2.228 at 10 df, 1.960 for large samples)", () => {
    expect(studentTQuantile(0.975, 10)).toBeCloseTo(2.2281, 4);
    expect(studentTQuantile(0.975, 1)).toBeCloseTo(12.7062, 4);
    expect(studentTQuantile(0.975, 1e7)).toBeCloseTo(1.96, 3);
  });

  it('has nothing to say with fewer than two in a group, and a point when nobody spent', () => {
    expect(welchDifference(sampleOf(sums([5])), sampleOf(sums([1, 2])))).toBeNull();
    const none = welchDifference(sampleOf(sums([0, 0, 0])), sampleOf(sums([0, 0])));
    expect(none).toMatchObject({ difference: 0, low: 0, high: 0 });
  });
});

describe('recipients that would settle it', () => {
  it('is the smallest total, split as now and at the same rates, whose interval leaves out zero', () => {
    // 30% of 1,800 messaged came back against 25% of 200 kept back: the interval (−0.018 to 0.109) crosses zero.
    const input = { x1: 540, n1: 1800, x2: 50, n2: 200 };
    expect(newcombeDifference(540, 1800, 50, 200).low).toBeLessThan(0);
    const more = recipientsToSettle(input);
    expect(more).toBe(1559);
    const at = (total: number) => newcombeDifference(0.3 * total * 0.9, total * 0.9, 0.25 * total * 0.1, total * 0.1);
    expect(at(2000 + 1559).low).toBeGreaterThan(0);
    expect(at(2000 + 1558).low).toBeLessThanOrEqual(0);
  });

  it('is 0 once settled, and nothing when the rates are equal or a group is empty', () => {
    expect(recipientsToSettle({ x1: 56, n1: 70, x2: 48, n2: 80 })).toBe(0);
    expect(recipientsToSettle({ x1: 30, n1: 100, x2: 3, n2: 10 })).toBeNull();
    expect(recipientsToSettle({ x1: 30, n1: 100, x2: 0, n2: 0 })).toBeNull();
  });
});
