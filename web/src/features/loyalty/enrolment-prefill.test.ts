import { describe, expect, it } from 'vitest';
import { enrolmentPrefill } from './enrolment-prefill.ts';

describe('enrolmentPrefill', () => {
  it('reads digits as the phone', () => {
    expect(enrolmentPrefill(' (202) 555-0147 ')).toEqual({ phone: '(202) 555-0147', firstName: '', lastName: '' });
    expect(enrolmentPrefill('+44 20 7946 0958').phone).toBe('+44 20 7946 0958');
  });

  it('reads words as first and last name', () => {
    expect(enrolmentPrefill('Dana')).toEqual({ phone: '', firstName: 'Dana', lastName: '' });
    expect(enrolmentPrefill('Mary  Jo Smith')).toEqual({ phone: '', firstName: 'Mary', lastName: 'Jo Smith' });
    expect(enrolmentPrefill("Zoë O'Neil").lastName).toBe("O'Neil");
  });

  it('fills nothing from a customer ID, an email or a couple of digits', () => {
    const empty = { phone: '', firstName: '', lastName: '' };
    expect(enrolmentPrefill('CUS00012')).toEqual(empty);
    expect(enrolmentPrefill('dana@example.test')).toEqual(empty);
    expect(enrolmentPrefill('12')).toEqual(empty);
    expect(enrolmentPrefill('')).toEqual(empty);
  });
});
