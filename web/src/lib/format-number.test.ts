import { describe, expect, it } from 'vitest';
import {
  fileSizeOf,
  formatAmountInput,
  formatCount,
  formatCountOf,
  formatDecimal,
  formatDecimalIn,
  formatMoney,
  formatPercent,
  formatPrice,
} from './format-number.ts';

describe('formatCount', () => {
  it('groups thousands with commas, the way the screens write numbers', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(1234)).toBe('1,234');
    expect(formatCount(5000000)).toBe('5,000,000');
    expect(formatCount(-1234)).toBe('-1,234');
  });
});

describe('formatCountOf', () => {
  it('says one thing in the singular and any other count in the plural', () => {
    expect(formatCountOf(1, 'point')).toBe('1 point');
    expect(formatCountOf(0, 'point')).toBe('0 points');
    expect(formatCountOf(1234, 'customer')).toBe('1,234 customers');
    expect(formatCountOf(-1, 'stamp')).toBe('-1 stamp');
    expect(formatCountOf(3, 'entry', 'entries')).toBe('3 entries');
  });
});

describe('fileSizeOf', () => {
  it('gives a file’s size in bytes, then KB, MB and GB of 1,000', () => {
    expect(fileSizeOf(0)).toEqual({ value: 0, unit: 'bytes' });
    expect(fileSizeOf(999)).toEqual({ value: 999, unit: 'bytes' });
    expect(fileSizeOf(5120)).toEqual({ value: 5.12, unit: 'kilobytes' });
    expect(fileSizeOf(12_400_000)).toEqual({ value: 12.4, unit: 'megabytes' });
    expect(fileSizeOf(3_000_000_000_000)).toEqual({ value: 3000, unit: 'gigabytes' });
  });
});

describe('formatDecimalIn', () => {
  it('writes at most the given decimals the locale’s way', () => {
    expect(formatDecimalIn(1.3333, 'en-US')).toBe('1.33');
    expect(formatDecimalIn(1.3333, 'fr-FR')).toBe('1,33');
    expect(formatDecimalIn(12.44, 'de-DE', 1)).toBe('12,4');
  });
});

describe('formatDecimal', () => {
  it('shows an average to at most two decimals', () => {
    expect(formatDecimal(4 / 3)).toBe('1.33');
    expect(formatDecimal(2)).toBe('2');
    expect(formatDecimal(1234.5)).toBe('1,234.5');
  });
});

describe('formatMoney', () => {
  it('shows dollars with cents, always', () => {
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(29)).toBe('$29.00');
    expect(formatMoney(1234.5)).toBe('$1,234.50');
  });
});

describe('formatPrice', () => {
  it('drops the cents of a whole-dollar price and keeps them otherwise', () => {
    expect(formatPrice(0)).toBe('$0');
    expect(formatPrice(29)).toBe('$29');
    expect(formatPrice(29.5)).toBe('$29.50');
    expect(formatPrice(1499)).toBe('$1,499');
  });
});

describe('formatPercent', () => {
  it('writes a value already in percent, with as many decimals as it has (up to three)', () => {
    expect(formatPercent(25)).toBe('25%');
    expect(formatPercent(66.7)).toBe('66.7%');
  });
  it('fixes the decimals when asked', () => {
    expect(formatPercent(40, 1)).toBe('40.0%');
    expect(formatPercent(0.44, 1)).toBe('0.4%');
    expect(formatPercent(12.6, 0)).toBe('13%');
  });
});

describe('formatAmountInput', () => {
  it('keeps cents and no thousands separator, so the field parses back', () => {
    expect(formatAmountInput(1499)).toBe('1499.00');
    expect(formatAmountInput(9.5)).toBe('9.50');
  });
});

// Every other file goes through this module: one locale rule, not a browser-dependent one here and there.
const SOURCES = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!./format-number.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('the web app', () => {
  it('formats numbers only through lib/format-number.ts', () => {
    expect(Object.keys(SOURCES).length).toBeGreaterThan(100);
    const offenders = Object.entries(SOURCES)
      .filter(([, text]) => /\.toLocaleString\(|\.toFixed\(|Intl\.NumberFormat\b/.test(text))
      .map(([file]) => file);
    expect(offenders).toEqual([]);
  });
});
