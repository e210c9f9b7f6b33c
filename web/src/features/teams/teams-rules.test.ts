import {
  acceptWithSignInAs,
  invitedAccountName,
  seatBarTone,
  ZAcceptWithNewAccount,
  ZInviteRequest,
} from '@regulars/contracts';
import { describe, expect, it } from 'vitest';
import { firstIssue } from '../../test/first-issue.ts';

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
    const account = (password: string) => ({ token: 't', firstName: '', lastName: '', password });
    expect(firstIssue(ZAcceptWithNewAccount, account(''))).toBe('Password is required');
    expect(firstIssue(ZAcceptWithNewAccount, account('12345'))).toBe('Password must be at least 6 characters');
    expect(firstIssue(ZAcceptWithNewAccount, account('123456'))).toBeNull();
  });

  it('signs in to accept only with the invited email, once both fields are filled', () => {
    const schema = acceptWithSignInAs('Ann@x.test');
    const signIn = (email: string, password: string) => ({ token: 't', email, password });
    expect(firstIssue(schema, signIn('', 'secret1'))).toBe('Email and password are required');
    expect(firstIssue(schema, signIn('bob@x.test', ''))).toBe('Email and password are required');
    expect(firstIssue(schema, signIn('bob@x.test', 'secret1'))).toBe(
      'Please log in with the invited email address: Ann@x.test',
    );
    expect(firstIssue(schema, signIn(' ANN@x.test ', 'secret1'))).toBeNull();
  });

  it('requires an invite email in a valid format', () => {
    expect(firstIssue(ZInviteRequest, { email: ' ' })).toBe('Email is required');
    expect(firstIssue(ZInviteRequest, { email: 'nope' })).toBe('Please enter a valid email address');
    expect(firstIssue(ZInviteRequest, { email: 'a@b.co' })).toBeNull();
  });
});
