import { describe, expect, it } from 'vitest';
import { APP_ENGLISH_WORDS } from '../../lib/app-words.tsx';
import { phoneReadingExample } from './phone-reading-example.ts';

describe('phoneReadingExample', () => {
  it('says how a country reads a mobile number typed without its code', () => {
    expect(phoneReadingExample(APP_ENGLISH_WORDS, 'GB')).toBe('07400 123456 is +44 7400 123456');
    expect(phoneReadingExample(APP_ENGLISH_WORDS, 'US')).toMatch(/^\(\d{3}\) \d{3}-\d{4} is \+1 \d{3} \d{3} \d{4}$/);
    expect(phoneReadingExample(APP_ENGLISH_WORDS, 'XX')).toBeNull();
  });
});
