import { describe, expect, it } from 'vitest';
import { insertPlaceholder, renderSample, unknownPlaceholders } from './placeholders.ts';

describe('unknownPlaceholders', () => {
  it('accepts every placeholder of the channel', () => {
    const all =
      '{business_name} {name} {firstName} {lastName} {points} {reward} {milestone} {expiring_points} {expiry_date}';
    expect(unknownPlaceholders(all, 'sms')).toEqual([]);
    expect(unknownPlaceholders(`${all} {email}`, 'email')).toEqual([]);
  });

  it('lists each unknown one once, as typed: misspelt, wrong case, spaced, empty', () => {
    expect(unknownPlaceholders('Hi {first_name} {Name} {first_name} { name } {}', 'sms')).toEqual([
      '{first_name}',
      '{Name}',
      '{ name }',
      '{}',
    ]);
  });

  it('knows {email} only in email', () => {
    expect(unknownPlaceholders('Your email: {email}', 'sms')).toEqual(['{email}']);
    expect(unknownPlaceholders('Your email: {email}', 'email')).toEqual([]);
  });
});

describe('renderSample', () => {
  it('fills the placeholders for the sample customer and leaves unknown ones as typed', () => {
    expect(renderSample('Hi {firstName} ({name}), {points} pts at {business_name}. {oops}', 'Bean Bar', 'sms')).toBe(
      'Hi Sam (Sam Lee), 120 pts at Bean Bar. {oops}',
    );
    expect(renderSample('{reward} {milestone} {expiring_points} {expiry_date}', 'B', 'sms')).toBe(
      'Free coffee 500 40 June 30',
    );
    expect(renderSample('{email}', 'B', 'email')).toBe('sam.lee@example.com');
  });
});

describe('insertPlaceholder', () => {
  it('inserts at the caret and puts the caret after it', () => {
    expect(insertPlaceholder('Hi !', 'firstName', { start: 3, end: 3 })).toEqual({
      text: 'Hi {firstName}!',
      caret: 14,
    });
  });

  it('replaces a selection, and clamps a caret past the end', () => {
    expect(insertPlaceholder('Hi you', 'name', { start: 3, end: 6 })).toEqual({ text: 'Hi {name}', caret: 9 });
    expect(insertPlaceholder('Hi ', 'name', { start: 99, end: 99 })).toEqual({ text: 'Hi {name}', caret: 9 });
  });
});
