import { QUICK_MESSAGES } from '@regulars/contracts';
import { AppError } from '../platform/errors.ts';

/**
 * The number a chosen SMS goes to, or the reason it cannot go (400). Consent is checked before the number, so a
 * customer who opted out hears about consent whether or not a phone is on file.
 */
export function smsRecipientPhone(customer: { optedInSms: boolean; phone: string | null }): string {
  if (!customer.optedInSms) throw new AppError('VALIDATION', QUICK_MESSAGES.smsNotOptedIn);
  if (!customer.phone) throw new AppError('VALIDATION', QUICK_MESSAGES.phoneRequired);
  return customer.phone;
}
