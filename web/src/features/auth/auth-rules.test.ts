import { ZLoginRequest, ZPasswordResetConfirm, ZPasswordResetRequest, ZSignupRequest } from '@regulars/contracts';
import { describe, expect, it } from 'vitest';
import { firstIssue } from '../../test/first-issue.ts';

// The rules of the sign-up, login and reset forms are the API's own schemas (shared through contracts).
const TIER_ID = '00000000-0000-4000-8000-000000000001';
const valid = { companyName: 'Blue Door Coffee', email: 'owner@example.com', password: 'secret1', tierId: TIER_ID };

describe('sign-up (spec section 5)', () => {
  it('accepts a complete form, trimmed and lowercased', () => {
    expect(firstIssue(ZSignupRequest, valid)).toBeNull();
    expect(ZSignupRequest.parse({ ...valid, companyName: ' Blue ', email: ' Owner@Example.com ' })).toMatchObject({
      companyName: 'Blue',
      email: 'owner@example.com',
    });
  });

  it('requires company name, email and password', () => {
    expect(firstIssue(ZSignupRequest, { ...valid, companyName: '   ' })).toBe('Company name is required');
    expect(firstIssue(ZSignupRequest, { ...valid, email: '' })).toBe('Email is required');
    expect(firstIssue(ZSignupRequest, { ...valid, password: '' })).toBe('Password is required');
  });

  it('requires a plausible email', () => {
    expect(firstIssue(ZSignupRequest, { ...valid, email: 'not-an-email' })).toBe('Please enter a valid email address');
  });

  it('requires at least 6 password characters', () => {
    expect(firstIssue(ZSignupRequest, { ...valid, password: '12345' })).toBe('Password must be at least 6 characters');
    expect(firstIssue(ZSignupRequest, { ...valid, password: '123456' })).toBeNull();
  });

  it('requires a tier', () => {
    expect(firstIssue(ZSignupRequest, { ...valid, tierId: '' })).toBe('Please select a subscription tier');
    expect(firstIssue(ZSignupRequest, { ...valid, tierId: undefined })).toBe('Please select a subscription tier');
  });
});

describe('login', () => {
  it('requires both fields', () => {
    expect(firstIssue(ZLoginRequest, { email: '', password: 'x' })).toBe('Email and password are required');
    expect(firstIssue(ZLoginRequest, { email: ' ', password: 'x' })).toBe('Email and password are required');
    expect(firstIssue(ZLoginRequest, { email: 'a@b.co', password: '' })).toBe('Email and password are required');
    expect(firstIssue(ZLoginRequest, { email: 'a@b.co', password: 'x' })).toBeNull();
  });
});

describe('password reset', () => {
  it('asks for a link with a valid email', () => {
    expect(firstIssue(ZPasswordResetRequest, { email: ' ' })).toBe('Email is required');
    expect(firstIssue(ZPasswordResetRequest, { email: 'nope' })).toBe('Please enter a valid email address');
    expect(firstIssue(ZPasswordResetRequest, { email: ' owner@example.com ' })).toBeNull();
  });

  it('sets a new password of at least 6 characters', () => {
    expect(firstIssue(ZPasswordResetConfirm, { token: 'abc', password: '' })).toBe('Password is required');
    expect(firstIssue(ZPasswordResetConfirm, { token: 'abc', password: '123' })).toBe(
      'Password must be at least 6 characters',
    );
    expect(firstIssue(ZPasswordResetConfirm, { token: 'abc', password: 'secret1' })).toBeNull();
  });
});
