import { LOCATION_MESSAGES, type TAppMessageKey } from '@regulars/contracts';
import { messageIn, type TKnownMessages } from '../../lib/app-refusal.ts';
import type { TAppWords } from '../../lib/app-words.tsx';

/** What the location form's checks and the server's location routes may answer in English, with their keys. */
export const LOCATION_REFUSALS = {
  [LOCATION_MESSAGES.nameRequired]: 'company.locations.nameRequired',
  [LOCATION_MESSAGES.nameTooLong]: 'company.locations.nameTooLong',
  [LOCATION_MESSAGES.addressTooLong]: 'company.locations.addressTooLong',
  [LOCATION_MESSAGES.invalidTimeZone]: 'company.locations.invalidTimeZone',
  [LOCATION_MESSAGES.unsavableCharacter]: 'company.unsavable',
  [LOCATION_MESSAGES.nothingToUpdate]: 'company.locations.nothingToUpdate',
  [LOCATION_MESSAGES.notFound]: 'company.locations.notFound',
  [LOCATION_MESSAGES.readOnly]: 'company.locations.readOnly',
  [LOCATION_MESSAGES.addFailed]: 'company.locations.addFailed',
  [LOCATION_MESSAGES.saveFailed]: 'company.locations.saveFailed',
  [LOCATION_MESSAGES.deleteFailed]: 'company.locations.deleteFailed',
  // server/src/locations/create-location.ts and the session's guard.
  'Failed to add the location': 'company.locations.serverAddFailed',
  'Only the team admin can do this': 'company.adminOnly',
  'Unable to reach the server. Please check your connection and try again.': 'company.network',
  'Something went wrong. Please try again.': 'company.somethingWrong',
} as const satisfies TKnownMessages;

/** LOCATION_MESSAGES.duplicate, with the name in it. */
const DUPLICATE = /^A location named (.+) already exists\.$/s;

/** A location's check or the server's message in the user's language; `fallback` for an unknown one. */
export function locationMessageIn(words: TAppWords, message: string, fallback: TAppMessageKey): string {
  const duplicate = words.language === 'en' ? null : DUPLICATE.exec(message);
  if (duplicate) return words.t('company.locations.duplicate', { name: duplicate[1] });
  return messageIn(words, message, LOCATION_REFUSALS, fallback);
}

/** A field's check in the user's language, or undefined when the field is fine. */
export const locationFieldMessage = (words: TAppWords, message: string | undefined) =>
  message === undefined ? undefined : locationMessageIn(words, message, 'company.checkForm');

/** Why a location request failed, in the user's language: the server's reason when known, else `fallback`. */
export function locationRefusal(words: TAppWords, error: unknown, fallback: TAppMessageKey): string {
  const message = error instanceof Error && error.message ? error.message : words.t(fallback);
  return locationMessageIn(words, message, fallback);
}
