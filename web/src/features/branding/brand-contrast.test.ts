import { bandColorFor, textColorOn, whiteTextContrast } from '@regulars/contracts';
import { describe, expect, it } from 'vitest';
import { whiteTextAdvice } from './brand-contrast.ts';

describe('whiteTextAdvice', () => {
  it('leaves a colour white text reads on (4.5:1 or more) as it is', () => {
    for (const color of ['#4f46e5', '#0f766e', '#000000', '#b91c1c']) {
      const advice = whiteTextAdvice(color);
      expect(advice.adjusted, color).toBeNull();
      expect(advice.contrast).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("names the darker colour customers will see for a pale one: the server's own, and white reads on it", () => {
    const yellow = whiteTextAdvice('#fde047');
    expect(yellow.contrast).toBeCloseTo(1.32, 2);
    expect(yellow.adjusted).toBe(bandColorFor('#fde047'));
    expect(whiteTextContrast(yellow.adjusted as string)).toBeGreaterThanOrEqual(4.5);
    expect(textColorOn(yellow.adjusted as string)).toBe('#ffffff');
    // Just under the line (white on #808080 is 3.9:1) is adjusted too; white itself becomes black-ish.
    expect(whiteTextAdvice('#808080').adjusted).not.toBeNull();
    expect(whiteTextAdvice('#ffffff').adjusted).toMatch(/^#[0-9a-f]{6}$/);
  });
});
