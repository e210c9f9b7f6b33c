import { describe, expect, it } from 'vitest';
import { caretAfterDigits, digitsBefore, formatPhoneAsTyped } from './phone-as-typed.ts';

/** Types `text` one character at a time at the end of the field, formatting after each, as the field does. */
const typeInto = (text: string) => [...text].reduce((value, char) => formatPhoneAsTyped(value + char), '');

describe('formatPhoneAsTyped', () => {
  it('shapes a US number as it is typed', () => {
    expect(
      ['4', '41', '415', '4155', '41555', '415555', '4155550', '415555010', '4155550101'].map((typed) =>
        formatPhoneAsTyped(typed),
      ),
    ).toEqual(['4', '41', '415', '(415) 5', '(415) 55', '(415) 555', '(415) 555-0', '(415) 555-010', '(415) 555-0101']);
    expect(typeInto('4155550101')).toBe('(415) 555-0101');
  });

  it('reshapes whatever was pasted or typed with other separators', () => {
    expect(formatPhoneAsTyped('415.555.0101')).toBe('(415) 555-0101');
    expect(formatPhoneAsTyped('415-555-0101')).toBe('(415) 555-0101');
    expect(formatPhoneAsTyped(' (415) 555 0101 ')).toBe('(415) 555-0101');
    expect(formatPhoneAsTyped('')).toBe('');
    expect(formatPhoneAsTyped('abc')).toBe('');
  });

  it('keeps a leading 1 apart from the area code', () => {
    expect(formatPhoneAsTyped('1')).toBe('1');
    expect(formatPhoneAsTyped('14')).toBe('1 4');
    expect(typeInto('14155550101')).toBe('1 (415) 555-0101');
  });

  it('keeps an international number as it was typed', () => {
    expect(typeInto('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(formatPhoneAsTyped('+1 (415) 555-0101')).toBe('+1 (415) 555-0101');
    expect(formatPhoneAsTyped('+')).toBe('+');
    expect(formatPhoneAsTyped('+33x6 12')).toBe('+336 12');
  });

  it('leaves a number longer than a US one as digits', () => {
    expect(typeInto('02079460958')).toBe('02079460958');
    expect(formatPhoneAsTyped('4'.repeat(60))).toHaveLength(40);
  });

  it('lets backspace undo the formatting', () => {
    // '(415) 5' less its last digit is '(415) ', which becomes plain '415' again.
    expect(formatPhoneAsTyped('(415) ')).toBe('415');
    expect(formatPhoneAsTyped('(415) 555-')).toBe('(415) 555');
  });
});

describe('the caret keeps its place among the digits', () => {
  it('counts the digits before the caret and finds the same spot after formatting', () => {
    // Typing 9 after '(415) 5' with the caret after the 4: '(4915) 5' → '(491) 55'.
    const typed = '(49|15) 5';
    const caret = typed.indexOf('|');
    const raw = typed.replace('|', '');
    const formatted = formatPhoneAsTyped(raw);
    expect(formatted).toBe('(491) 55');
    expect(caretAfterDigits(formatted, digitsBefore(raw, caret))).toBe(3);
  });

  it('at the ends', () => {
    expect(caretAfterDigits('(415) 555-0101', 0)).toBe(0);
    expect(caretAfterDigits('+44 20', 0)).toBe(1);
    expect(caretAfterDigits('(415) 555-0101', 6)).toBe(9);
    expect(caretAfterDigits('(415) 555-0101', 7)).toBe(11);
    expect(caretAfterDigits('(415) 555-0101', 99)).toBe(14);
  });

  it('keeps a number typed in a browser outside North America as typed', () => {
    expect(formatPhoneAsTyped('612 34 56 78', 'ES')).toBe('612 34 56 78');
    expect(formatPhoneAsTyped('07911 654321', 'GB')).toBe('07911 654321');
    expect(formatPhoneAsTyped('06 12 34 56 78x', 'FR')).toBe('06 12 34 56 78');
    expect(formatPhoneAsTyped('+44 7911 654321', 'GB')).toBe('+44 7911 654321');
    expect(formatPhoneAsTyped('4155550101', 'CA')).toBe('(415) 555-0101');
    expect(formatPhoneAsTyped('4155550101', undefined)).toBe('(415) 555-0101');
  });
});
