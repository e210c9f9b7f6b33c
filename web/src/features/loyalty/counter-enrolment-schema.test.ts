import { describe, expect, it } from 'vitest';
import { firstIssue } from '../../test/first-issue.ts';
import { PHONE_REQUIRED, ZCounterEnrolment } from './counter-enrolment-schema.ts';

describe('ZCounterEnrolment', () => {
  it('needs a phone number, names optional', () => {
    expect(firstIssue(ZCounterEnrolment, { phone: '', firstName: 'Dana', lastName: '' })).toBe(PHONE_REQUIRED);
    expect(firstIssue(ZCounterEnrolment, { phone: '   ' })).toBe(PHONE_REQUIRED);
    expect(ZCounterEnrolment.parse({ phone: ' (202) 555-0147 ', firstName: '', lastName: ' Scully ' })).toEqual({
      phone: '(202) 555-0147',
      firstName: null,
      lastName: 'Scully',
      referralCode: null,
    });
  });

  it('takes the referral code of the customer who invited them, trimmed; none when left empty', () => {
    expect(ZCounterEnrolment.parse({ phone: '(202) 555-0147', referralCode: ' k7m2-qx9p ' }).referralCode).toBe(
      'k7m2-qx9p',
    );
    expect(ZCounterEnrolment.parse({ phone: '(202) 555-0147', referralCode: '   ' }).referralCode).toBeNull();
  });

  it("keeps the add-customer contract's limits", () => {
    expect(firstIssue(ZCounterEnrolment, { phone: '1'.repeat(41) })).toBe('Phone must be at most 40 characters');
  });
});
