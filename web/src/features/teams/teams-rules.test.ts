import { invitedAccountName, seatBarTone } from '@regulars/contracts';
import { describe, expect, it } from 'vitest';
import { validateInvitePassword } from './accept-forms.tsx';
import { validateInviteEmail } from './invite-member-dialog.tsx';

describe('seat bar colour (spec section 4)', () => {
  it('is orange below 80%, yellow from 80%, red from 100%', () => {
    expect(seatBarTone(1, 3)).toBe('orange');
    expect(seatBarTone(7, 10)).toBe('orange');
    expect(seatBarTone(8, 10)).toBe('yellow');
    expect(seatBarTone(9, 10)).toBe('yellow');
    expect(seatBarTone(1, 1)).toBe('red');
    expect(seatBarTone(4, 3)).toBe('red');
  });
});

describe('invitation rules (spec section 5)', () => {
  it("names the account 'first last' trimmed, else the email's local part", () => {
    expect(invitedAccountName(' Ann ', ' Lee ', 'ann@x.test')).toBe('Ann Lee');
    expect(invitedAccountName('Ann', '', 'ann@x.test')).toBe('Ann');
    expect(invitedAccountName(' ', '', 'ann.lee@x.test')).toBe('ann.lee');
  });

  it('requires a password of at least 6 characters', () => {
    expect(validateInvitePassword('')).toBe('Password is required');
    expect(validateInvitePassword('12345')).toBe('Password must be at least 6 characters');
    expect(validateInvitePassword('123456')).toBeNull();
  });

  it('requires an invite email in a valid format', () => {
    expect(validateInviteEmail(' ')).toBe('Email is required');
    expect(validateInviteEmail('nope')).toBe('Please enter a valid email address');
    expect(validateInviteEmail('a@b.co')).toBeNull();
  });
});
