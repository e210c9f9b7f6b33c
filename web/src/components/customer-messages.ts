import { CUSTOMER_MESSAGES, customerLimitMessage } from '@regulars/contracts';
import { ApiError } from '../api/client.ts';
import { messageIn, refusalIn, type TKnownMessages } from '../lib/app-refusal.ts';
import type { TAppWords } from '../lib/app-words.tsx';
import { formatCountIn } from '../lib/format-number.ts';

/**
 * What the customer contract's checks (ZCreateCustomer, ZAddCustomer) and the server say about one contact field,
 * word for word, with the app's words for it.
 */
export const CONTACT_FIELD_MESSAGES: TKnownMessages = {
  [CUSTOMER_MESSAGES.invalidEmail]: 'dashboard.contact.invalidEmail',
  [CUSTOMER_MESSAGES.invalidPhone]: 'dashboard.contact.invalidPhone',
  [CUSTOMER_MESSAGES.invalidBirthday]: 'dashboard.contact.invalidBirthday',
  [CUSTOMER_MESSAGES.contactRequired]: 'dashboard.contact.contactRequired',
  [CUSTOMER_MESSAGES.duplicatePhone]: 'dashboard.contact.duplicatePhone',
  [CUSTOMER_MESSAGES.duplicateEmail]: 'dashboard.contact.duplicateEmail',
  // The contract's lengths (optionalText in contracts/src/customers.ts).
  'First name must be at most 200 characters': 'dashboard.contact.firstNameTooLong',
  'Last name must be at most 200 characters': 'dashboard.contact.lastNameTooLong',
  'Email must be at most 254 characters': 'dashboard.contact.emailTooLong',
  'Phone must be at most 40 characters': 'dashboard.contact.phoneTooLong',
  'Birthday must be at most 20 characters': 'dashboard.contact.birthdayTooLong',
};

/** Why adding a customer was refused: a field's problem, or the server's own. */
export const ADD_CUSTOMER_REFUSALS: TKnownMessages = {
  ...CONTACT_FIELD_MESSAGES,
  [CUSTOMER_MESSAGES.idFailed]: 'dashboard.addCustomer.idFailed',
};

/** A contact field's problem in the user's language. */
export const contactFieldMessage = (words: TAppWords, message: string | undefined) =>
  message ? messageIn(words, message, CONTACT_FIELD_MESSAGES, 'dashboard.contact.invalid') : undefined;

/**
 * Why adding a customer failed, in the user's language: at the plan's customer limit with that limit (the server's
 * details), else a known refusal, else a plain "could not add".
 */
export function addCustomerRefusal(words: TAppWords, error: unknown): string {
  const limit = planLimitOf(error);
  if (limit !== null && words.language !== 'en') {
    return words.t('dashboard.addCustomer.planLimit', { limit: formatCountIn(limit, words.locale) });
  }
  return refusalIn(words, error, ADD_CUSTOMER_REFUSALS, 'dashboard.addCustomer.failed');
}

/** The plan's customer limit when that is why the server refused (its message, word for word), else null. */
function planLimitOf(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.code !== 'PLAN_LIMIT') return null;
  const details = error.details as { limit?: unknown } | undefined;
  const limit = details?.limit;
  return typeof limit === 'number' && error.message === customerLimitMessage(limit) ? limit : null;
}
