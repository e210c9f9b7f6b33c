import { describe, expect, it } from 'vitest';
import { displayPhone } from './display-phone.ts';

describe('displayPhone', () => {
  it('writes a number of the business’s country code nationally, and any other with its code', () => {
    expect(displayPhone('+14155550101', 'US')).toBe('(415) 555-0101');
    expect(displayPhone('+14155550101', 'CA')).toBe('(415) 555-0101');
    expect(displayPhone('+447911654321', 'GB')).toBe('07911 654321');
    expect(displayPhone('+447911654321', 'US')).toBe('+44 7911 654321');
    expect(displayPhone('+14155550101', 'GB')).toBe('+1 415 555 0101');
  });

  it('shows what is no phone number as it is', () => {
    expect(displayPhone('not a phone', 'US')).toBe('not a phone');
  });
});
