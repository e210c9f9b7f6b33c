import { CUSTOMER_MESSAGES } from '@regulars/contracts';
import { describe, expect, it } from 'vitest';
import { normalizeCustomerInput } from './customer-rows.ts';

const input = {
  firstName: 'Ava',
  lastName: 'Smith',
  email: 'Ava.Smith@Example.COM',
  phone: '(415) 555-0101',
  birthday: '1990-04-01',
  optedInSms: true,
  optedInEmail: false,
};

describe('normalizeCustomerInput', () => {
  it('stores the phone in E.164 with its digits as the portal key, and the email lower-cased', () => {
    expect(normalizeCustomerInput(input, 'US')).toEqual({
      firstName: 'Ava',
      lastName: 'Smith',
      email: 'ava.smith@example.com',
      phone: '+14155550101',
      authPhone: '14155550101',
      birthday: '1990-04-01',
      optedInSms: true,
      optedInEmail: false,
    });
  });

  it('reads a number without a country code in the business region, and keeps an international one', () => {
    const gb = normalizeCustomerInput({ ...input, phone: '07700 900123' }, 'GB');
    expect(gb).toMatchObject({ phone: '+447700900123', authPhone: '447700900123' });
    const intl = normalizeCustomerInput({ ...input, phone: '+44 7700 900123' }, 'US');
    expect(intl).toMatchObject({ phone: '+447700900123' });
  });

  it('gives one phone for every way of writing it', () => {
    const ways = ['4155550101', '+1 (415) 555-0101', '1-415-555-0101', '415.555.0101'];
    const phones = ways.map((phone) => (normalizeCustomerInput({ ...input, phone }, 'US') as { phone: string }).phone);
    expect(new Set(phones)).toEqual(new Set(['+14155550101']));
  });

  it('refuses a number that cannot be a phone', () => {
    expect(normalizeCustomerInput({ ...input, phone: '12' }, 'US')).toEqual({ error: CUSTOMER_MESSAGES.invalidPhone });
  });

  it('leaves a customer without a phone or email without them', () => {
    expect(normalizeCustomerInput({ ...input, phone: null, email: null }, 'US')).toMatchObject({
      phone: null,
      authPhone: null,
      email: null,
    });
  });
});
