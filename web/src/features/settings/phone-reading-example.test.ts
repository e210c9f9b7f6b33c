import { describe, expect, it } from 'vitest';
import { phoneReadingExample } from './phone-reading-example.ts';

describe('phoneReadingExample', () => {
  it('says how a country reads a mobile number typed without its code', () => {
    expect(phoneReadingExample('GB')).toBe('07400 123456 is +44 7400 123456');
    expect(phoneReadingExample('US')).toMatch(/^\(\d{3}\) \d{3}-\d{4} is \+1 \d{3} \d{3} \d{4}$/);
    expect(phoneReadingExample('XX')).toBeNull();
  });
});
