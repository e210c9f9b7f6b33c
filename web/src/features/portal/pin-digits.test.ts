import { describe, expect, it } from 'vitest';
import { keepPinDigits } from './pin-digits.ts';

describe('keepPinDigits', () => {
  it('keeps digits only', () => {
    expect(keepPinDigits('12a4')).toBe('124');
    expect(keepPinDigits(' 4 8-2 1 ')).toBe('4821');
    expect(keepPinDigits('abcd')).toBe('');
    expect(keepPinDigits('')).toBe('');
  });

  it('keeps at most six', () => {
    expect(keepPinDigits('123456')).toBe('123456');
    expect(keepPinDigits('1234567890')).toBe('123456');
  });
});
