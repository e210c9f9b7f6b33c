import type { TCustomerDetail } from '@regulars/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/client.ts';
import { changedFields, fieldOfError, profileDefaults } from './profile-form.ts';

const customer: TCustomerDetail = {
  id: 'c1',
  uniqueCustomerId: 'CUS000001',
  firstName: 'Maya',
  lastName: null,
  email: 'maya@example.test',
  phone: '+14155550101',
  birthday: null,
  totalPoints: 0,
  lifetimePointsEarned: 0,
  totalVisits: 0,
  optedInSms: true,
  optedInEmail: false,
  portalEnabled: true,
  createdAt: '2026-01-05T10:00:00.000Z',
  memberSince: null,
  pinSet: false,
  lastLoginAt: null,
  deletionRequestedAt: null,
  deletionDueAt: null,
};

describe('profileDefaults', () => {
  it('fills blanks for missing fields and writes a US phone as people do', () => {
    expect(profileDefaults(customer, 'US')).toEqual({
      firstName: 'Maya',
      lastName: '',
      email: 'maya@example.test',
      phone: '(415) 555-0101',
      birthday: '',
      optedInSms: true,
      optedInEmail: false,
    });
  });
});

describe('profileDefaults in a London business', () => {
  it('writes its own numbers as Londoners do, and a number from abroad with its code', () => {
    expect(profileDefaults({ ...customer, phone: '+447911654321' }, 'GB').phone).toBe('07911 654321');
    expect(profileDefaults(customer, 'GB').phone).toBe('+1 415 555 0101');
  });
});

describe('changedFields', () => {
  it('sends only what was changed, blanks included (they clear the field)', () => {
    const values = { ...profileDefaults(customer, 'US'), lastName: 'Lopez', email: '' };
    expect(changedFields(values, { lastName: true, email: true })).toEqual({ lastName: 'Lopez', email: '' });
    expect(changedFields(values, {})).toEqual({});
  });
});

describe('fieldOfError', () => {
  const error = (details: unknown) => new ApiError({ code: 'CONFLICT', message: 'x', status: 409, details });
  it('finds the field of a conflict, a use-case refusal or a schema refusal', () => {
    expect(fieldOfError(error({ field: 'phone', customerId: 'c2' }))).toBe('phone');
    expect(fieldOfError(error({ email: ['Invalid email format'] }))).toBe('email');
    expect(fieldOfError(error({ field: 'pin' }))).toBeNull();
    expect(fieldOfError(error(undefined))).toBeNull();
    expect(fieldOfError(new Error('offline'))).toBeNull();
  });
});
