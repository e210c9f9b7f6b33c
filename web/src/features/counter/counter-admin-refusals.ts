import { COUNTER_MESSAGES } from '@regulars/contracts';
import type { TKnownMessages } from '../../lib/app-refusal.ts';
import type { TAppWords } from '../../lib/app-words.tsx';
import { counterRefusal } from '../loyalty/index.ts';

/**
 * What /company's counter cards may be told in English (the contract's checks, the server's refusals) beyond what
 * the counter itself already says (counterRefusal: PINs, staff not found, the connection), with their keys.
 */
export const COUNTER_ADMIN_REFUSALS = {
  [COUNTER_MESSAGES.nameRequired]: 'company.staff.nameRequired',
  [COUNTER_MESSAGES.nameTooLong]: 'company.staff.nameTooLong',
  [COUNTER_MESSAGES.unsavableCharacter]: 'company.unsavable',
  [COUNTER_MESSAGES.alreadyStaff]: 'company.staff.alreadyStaff',
  [COUNTER_MESSAGES.staffLimit]: 'company.staff.limit',
  [COUNTER_MESSAGES.nothingToUpdate]: 'company.staff.nothingToUpdate',
  [COUNTER_MESSAGES.chooseStaffOrName]: 'company.staff.chooseStaffOrName',
  [COUNTER_MESSAGES.shiftRange]: 'company.rules.shiftRange',
  [COUNTER_MESSAGES.amountPositive]: 'company.rules.amountPositive',
  [COUNTER_MESSAGES.deviceNotFound]: 'company.devices.notFound',
  // ZCreateCounterDevice's location, and the server's own failure (server/src/counter/create-counter-device.ts).
  'Location not found': 'company.locations.notFound',
  'Failed to set up the counter device': 'company.devices.setUpFailed',
  'Only the team admin can do this': 'company.adminOnly',
} as const satisfies TKnownMessages;

/** A field's check or the server's message on the counter cards, in the user's language. */
export function counterAdminMessage(words: TAppWords, message: string | undefined): string | undefined {
  // The counter's own words know the rest (a PIN's format); they take a message as a refusal.
  return message === undefined ? undefined : counterAdminRefusal(words, new Error(message));
}

/** Why the server refused a counter card's request, in the user's language (see counterRefusal for the rest). */
export function counterAdminRefusal(words: TAppWords, error: unknown): string {
  const message = error instanceof Error ? error.message : null;
  const key = message ? (COUNTER_ADMIN_REFUSALS as TKnownMessages)[message] : undefined;
  return key ? words.t(key) : counterRefusal(words, error);
}
