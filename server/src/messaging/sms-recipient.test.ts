import { QUICK_MESSAGES } from '@regulars/contracts';
import { describe, expect, it } from 'vitest';
import { smsRecipientPhone } from './sms-recipient.ts';

describe('smsRecipientPhone', () => {
  it('is the stored number of an opted-in customer', () => {
    expect(smsRecipientPhone({ optedInSms: true, phone: '+16465550102' })).toBe('+16465550102');
  });

  it('refuses a customer who has not opted in, before asking for a number', () => {
    expect(() => smsRecipientPhone({ optedInSms: false, phone: '+16465550102' })).toThrow(QUICK_MESSAGES.smsNotOptedIn);
    expect(() => smsRecipientPhone({ optedInSms: false, phone: null })).toThrow(QUICK_MESSAGES.smsNotOptedIn);
  });

  it('refuses an opted-in customer with no number', () => {
    expect(() => smsRecipientPhone({ optedInSms: true, phone: null })).toThrow(QUICK_MESSAGES.phoneRequired);
    expect(() => smsRecipientPhone({ optedInSms: true, phone: '' })).toThrow(QUICK_MESSAGES.phoneRequired);
  });
});
