import { describe, expect, it } from 'vitest';
import { phoneQueryDigits, searchPattern } from './list-customers.ts';

describe('phoneQueryDigits', () => {
  it('reads a query written like a phone number as its digits', () => {
    expect(phoneQueryDigits('(555) 123-45')).toBe('55512345');
    expect(phoneQueryDigits('+1 415.555.0101')).toBe('14155550101');
    expect(phoneQueryDigits(' 212 ')).toBe('212');
  });

  it('leaves names, ids, emails and too-short numbers alone', () => {
    expect(phoneQueryDigits('ava')).toBeNull();
    expect(phoneQueryDigits('CUS000012')).toBeNull();
    expect(phoneQueryDigits('ava5@example.com')).toBeNull();
    expect(phoneQueryDigits('12')).toBeNull();
    expect(phoneQueryDigits(undefined)).toBeNull();
  });
});

describe('searchPattern', () => {
  it('matches anywhere in the search text, case-insensitively', () => {
    expect(searchPattern('  Müller ')).toBe('%müller%');
    expect(searchPattern('CUS000012')).toBe('%cus000012%');
  });

  it('matches a phone however it was written', () => {
    expect(searchPattern('(212) 555')).toBe('%212555%');
  });

  it('takes wildcards the user typed literally', () => {
    expect(searchPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });

  it('is no filter at all for an empty query', () => {
    expect(searchPattern('   ')).toBeNull();
    expect(searchPattern(undefined)).toBeNull();
  });
});
