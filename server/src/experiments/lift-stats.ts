/*
 * The statistics of a lift: how much more a messaged group did than a control group, with a 95% interval. Pure
 * functions (no database, no dates), unit-tested against published worked examples in lift-stats.test.ts.
 */

/** The two-sided 95% normal quantile. */
export const Z95 = 1.959963984540054;

export type TInterval = { low: number; high: number };
export type TDifference = TInterval & { difference: number };

/**
 * Wilson's score interval for a proportion x/n (Wilson 1927; Newcombe 1998 method 3): the interval of p for which
 * |x/n − p| ≤ z·√(p(1−p)/n). Unlike the plain ±z·SE interval it stays inside 0–1 and is honest for small counts.
 * x may be fractional (what-if counts at an observed rate).
 */
export function wilsonInterval(x: number, n: number, z = Z95): TInterval {
  if (n <= 0) return { low: 0, high: 1 };
  const p = x / n;
  const z2 = z * z;
  const centre = 2 * n * p + z2;
  const spread = z * Math.sqrt(z2 + 4 * n * p * (1 - p));
  const denominator = 2 * (n + z2);
  return { low: Math.max(0, (centre - spread) / denominator), high: Math.min(1, (centre + spread) / denominator) };
}

/**
 * Newcombe's hybrid score interval (Newcombe 1998, method 10) for p1 − p2 of two independent proportions x1/n1 and
 * x2/n2: each proportion's Wilson interval (l, u), then
 *   low  = d − √((p1 − l1)² + (u2 − p2)²)
 *   high = d + √((u1 − p1)² + (p2 − l2)²).
 */
export function newcombeDifference(x1: number, n1: number, x2: number, n2: number, z = Z95): TDifference {
  const p1 = n1 > 0 ? x1 / n1 : 0;
  const p2 = n2 > 0 ? x2 / n2 : 0;
  const a = wilsonInterval(x1, n1, z);
  const b = wilsonInterval(x2, n2, z);
  const difference = p1 - p2;
  return {
    difference,
    low: difference - Math.sqrt((p1 - a.low) ** 2 + (b.high - p2) ** 2),
    high: difference + Math.sqrt((a.high - p1) ** 2 + (p2 - b.low) ** 2),
  };
}

/** A group's figures as SQL sums them: how many, the sum and the sum of squares of the values. */
export type TSums = { n: number; sum: number; sumOfSquares: number };
export type TSample = { n: number; mean: number; sd: number };

/** Mean and sample standard deviation (n − 1) from sums; sd 0 when n < 2. */
export function sampleOf({ n, sum, sumOfSquares }: TSums): TSample {
  if (n <= 0) return { n: 0, mean: 0, sd: 0 };
  const mean = sum / n;
  // Clamped: rounding can make a zero variance a tiny negative one.
  const variance = n > 1 ? Math.max(0, (sumOfSquares - n * mean * mean) / (n - 1)) : 0;
  return { n, mean, sd: Math.sqrt(variance) };
}

/**
 * Welch's interval for mean1 − mean2 of two samples with unequal variances (Welch 1947): the difference ± t·SE with
 * SE = √(s1²/n1 + s2²/n2) and the Welch–Satterthwaite degrees of freedom
 *   df = SE⁴ / ((s1²/n1)²/(n1 − 1) + (s2²/n2)²/(n2 − 1)).
 * Null while either group has fewer than two values (no variance to speak of).
 */
export function welchDifference(a: TSample, b: TSample, confidence = 0.95): (TDifference & { df: number }) | null {
  if (a.n < 2 || b.n < 2) return null;
  const va = (a.sd * a.sd) / a.n;
  const vb = (b.sd * b.sd) / b.n;
  const se = Math.sqrt(va + vb);
  const difference = a.mean - b.mean;
  if (se === 0) return { difference, low: difference, high: difference, df: a.n + b.n - 2 };
  const df = (va + vb) ** 2 / (va ** 2 / (a.n - 1) + vb ** 2 / (b.n - 1));
  const t = studentTQuantile(1 - (1 - confidence) / 2, df);
  return { difference, low: difference - t * se, high: difference + t * se, df };
}

/**
 * "About N more recipients would settle it": how many recipients in all (split between the groups as now) the
 * campaign would need for the Newcombe interval of the difference to exclude zero, were the two groups' rates to stay
 * what they are now — the observed counts scaled up, x_i = p_i·n_i — less the recipients it has. Found by doubling,
 * then bisection (the interval narrows as the groups grow). Null when no size would do: no difference at all, a
 * group empty, or more than a hundred million recipients needed. 0 when the interval excludes zero already.
 */
export function recipientsToSettle({
  x1,
  n1,
  x2,
  n2,
  limit = 100_000_000,
}: {
  x1: number;
  n1: number;
  x2: number;
  n2: number;
  limit?: number;
}): number | null {
  if (n1 <= 0 || n2 <= 0) return null;
  const p1 = x1 / n1;
  const p2 = x2 / n2;
  if (p1 === p2) return null;
  const now = n1 + n2;
  const share1 = n1 / now;
  const settled = (total: number) => {
    const m1 = total * share1;
    const m2 = total - m1;
    const { low, high } = newcombeDifference(p1 * m1, m1, p2 * m2, m2);
    return low > 0 || high < 0;
  };
  if (settled(now)) return 0;
  let high = now * 2;
  while (!settled(high)) {
    high *= 2;
    if (high > limit) return null;
  }
  let low = high / 2;
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (settled(mid)) high = mid;
    else low = mid;
  }
  return Math.ceil(high) - now;
}

/** P(T ≤ t) for Student's t with df degrees of freedom (df may be fractional, as Welch's is). */
export function studentTCdf(t: number, df: number): number {
  const x = df / (df + t * t);
  const tail = 0.5 * regularizedBeta(x, df / 2, 0.5);
  return t >= 0 ? 1 - tail : tail;
}

/** The t with P(T ≤ t) = p, by bisection on the CDF (monotone): exact to well below the digits shown. */
export function studentTQuantile(p: number, df: number): number {
  if (p === 0.5) return 0;
  let low = -1000;
  let high = 1000;
  for (let i = 0; i < 200 && high - low > 1e-12; i++) {
    const mid = (low + high) / 2;
    if (studentTCdf(mid, df) < p) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/** I_x(a, b), the regularized incomplete beta function, by its continued fraction (Numerical Recipes §6.4). */
export function regularizedBeta(x: number, a: number, b: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log(1 - x));
  // The fraction converges fast only below the mean; above it, I_x(a, b) = 1 − I_(1−x)(b, a).
  if (x < (a + 1) / (a + b + 2)) return (front * betaFraction(x, a, b)) / a;
  return 1 - (front * betaFraction(1 - x, b, a)) / b;
}

function betaFraction(x: number, a: number, b: number): number {
  const tiny = 1e-300;
  let c = 1;
  let d = 1 - ((a + b) * x) / (a + 1);
  if (Math.abs(d) < tiny) d = tiny;
  d = 1 / d;
  let h = d;
  for (let m = 1; m <= 300; m++) {
    const m2 = 2 * m;
    const even = (m * (b - m) * x) / ((a + m2 - 1) * (a + m2));
    d = 1 + even * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + even / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    h *= d * c;
    const odd = (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + m2 + 1));
    d = 1 + odd * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + odd / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const step = d * c;
    h *= step;
    if (Math.abs(step - 1) < 1e-15) break;
  }
  return h;
}

/** ln Γ(x) for x > 0 (Lanczos, g = 7, n = 9): fifteen digits. */
function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const g = 7;
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  const y = x - 1;
  let sum = c[0] as number;
  for (let i = 1; i < g + 2; i++) sum += (c[i] as number) / (y + i);
  const t = y + g + 0.5;
  return 0.5 * Math.log(2 * Math.PI) + (y + 0.5) * Math.log(t) - t + Math.log(sum);
}
