import { describe, expect, it } from 'vitest';
import { validateLogin, validateNewPassword, validateSignup } from './validation.ts';

const valid = { companyName: 'Blue Door Coffee', email: 'owner@example.com', password: 'secret1', tierId: 'tier-free' };

describe('validateSignup (spec section 5)', () => {
  it('accepts a complete form', () => {
    expect(validateSignup(valid)).toBeNull();
  });

  it('requires company name, email and password', () => {
    expect(validateSignup({ ...valid, companyName: '   ' })).toBe('Company name is required');
    expect(validateSignup({ ...valid, email: '' })).toBe('Email is required');
    expect(validateSignup({ ...valid, password: '' })).toBe('Password is required');
  });

  it('requires a plausible email', () => {
    expect(validateSignup({ ...valid, email: 'not-an-email' })).toBe('Please enter a valid email address');
  });

  it('requires at least 6 password characters', () => {
    expect(validateSignup({ ...valid, password: '12345' })).toBe('Password must be at least 6 characters');
    expect(validateSignup({ ...valid, password: '123456' })).toBeNull();
  });

  it('requires a tier', () => {
    expect(validateSignup({ ...valid, tierId: null })).toBe('Please select a subscription tier');
  });
});

describe('validateLogin', () => {
  it('requires both fields', () => {
    expect(validateLogin({ email: '', password: 'x' })).toBe('Email and password are required');
    expect(validateLogin({ email: 'a@b.co', password: '' })).toBe('Email and password are required');
    expect(validateLogin({ email: 'a@b.co', password: 'x' })).toBeNull();
  });
});

describe('validateNewPassword', () => {
  it('checks length and confirmation', () => {
    expect(validateNewPassword('123', '123')).toBe('Password must be at least 6 characters');
    expect(validateNewPassword('secret1', 'secret2')).toBe('Passwords do not match');
    expect(validateNewPassword('secret1', 'secret1')).toBeNull();
  });
});
