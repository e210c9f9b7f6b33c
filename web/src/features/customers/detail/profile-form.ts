import type { TCustomerDetail, TUpdateCustomer } from '@regulars/contracts';
import { ApiError } from '../../../api/client.ts';
import { displayPhone } from '../../../lib/display-phone.ts';

export type TProfileFields = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  birthday: string;
  optedInSms: boolean;
  optedInEmail: boolean;
};

/**
 * The form's starting values: the customer as stored, blanks for what is missing, the phone as the business's people
 * write it (read back in the same country when saved).
 */
export function profileDefaults(customer: TCustomerDetail, country: string): TProfileFields {
  return {
    firstName: customer.firstName ?? '',
    lastName: customer.lastName ?? '',
    email: customer.email ?? '',
    phone: customer.phone ? displayPhone(customer.phone, country) : '',
    birthday: customer.birthday ?? '',
    optedInSms: customer.optedInSms,
    optedInEmail: customer.optedInEmail,
  };
}

/**
 * Only the fields the user changed: an untouched phone is not sent back as displayed (read in the business's
 * region it could become another number), and an edit never overwrites what someone else changed meanwhile.
 */
export function changedFields(
  values: TProfileFields,
  dirty: Partial<Record<keyof TProfileFields, boolean | undefined>>,
): TUpdateCustomer {
  const body: Record<string, unknown> = {};
  for (const key of Object.keys(values) as (keyof TProfileFields)[]) {
    if (dirty[key]) body[key] = values[key];
  }
  return body as TUpdateCustomer;
}

const FIELDS = new Set<keyof TProfileFields>([
  'firstName',
  'lastName',
  'email',
  'phone',
  'birthday',
  'optedInSms',
  'optedInEmail',
]);

/** The form field a refusal is about (a phone another customer has, an impossible number), to show beside it. */
export function fieldOfError(error: unknown): keyof TProfileFields | null {
  if (!(error instanceof ApiError) || typeof error.details !== 'object' || error.details === null) return null;
  const details = error.details as Record<string, unknown>;
  const named = typeof details.field === 'string' ? details.field : Object.keys(details)[0];
  return named && FIELDS.has(named as keyof TProfileFields) ? (named as keyof TProfileFields) : null;
}
