import { bandColorFor, textColorOn } from '@regulars/contracts';
import { describe, expect, it } from 'vitest';
import { brandPalette } from './brand-palette.ts';

describe("a customer-facing page in the business's colour", () => {
  it('keeps a colour white text reads on, and darkens a pale one until it does', () => {
    expect(bandColorFor('#4f46e5')).toBe('#4f46e5');
    const pale = bandColorFor('#fde047');
    expect(pale).not.toBe('#fde047');
    expect(textColorOn(pale)).toBe('#ffffff');
    expect(textColorOn(bandColorFor('#ffffff'))).toBe('#ffffff');
  });
  it('remakes every brand shade from the colour, and nothing without one', () => {
    const vars = brandPalette({ bandColor: '#0f766e' }) as Record<string, string>;
    expect(vars['--color-brand-600']).toBe('#0f766e');
    expect(vars['--color-brand-100']).toBe('color-mix(in oklab, #0f766e 14%, white)');
    expect(vars['--color-brand-800']).toBe('color-mix(in oklab, #0f766e 68%, black)');
    expect(brandPalette({ bandColor: null })).toBeUndefined();
    expect(brandPalette(null)).toBeUndefined();
  });
});
