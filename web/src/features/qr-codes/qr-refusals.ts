import { LOCATION_MESSAGES, QR_CUSTOM_URL_MESSAGE, QR_LOCATION_MESSAGE } from '@regulars/contracts';
import { ApiError } from '../../api/client.ts';
import { messageIn, refusalIn, type TKnownMessages } from '../../lib/app-refusal.ts';
import type { TAppWords } from '../../lib/app-words.tsx';

/** What the QR form's checks and the server may answer in English, by the keys that say it in the user's language. */
export const QR_REFUSALS: TKnownMessages = {
  [QR_CUSTOM_URL_MESSAGE]: 'qrCodes.refusal.invalidUrl',
  // ZQrCustomUrl's limit (contracts/src/qr-codes.ts), which has no constant of its own.
  'The URL must be at most 2000 characters': 'qrCodes.refusal.urlTooLong',
  [QR_LOCATION_MESSAGE]: 'qrCodes.refusal.chooseLocation',
  // server/src/qr-codes and server/src/locations, as they write them.
  'QR code not found': 'qrCodes.refusal.notFound',
  'Failed to create QR code': 'qrCodes.refusal.createFailed',
  'Failed to add the location': 'qrCodes.refusal.addLocationFailed',
  'Only the team admin can do this': 'qrCodes.refusal.adminOnly',
  [LOCATION_MESSAGES.notFound]: 'qrCodes.refusal.locationNotFound',
  [LOCATION_MESSAGES.nameRequired]: 'qrCodes.refusal.locationNameRequired',
  [LOCATION_MESSAGES.nameTooLong]: 'qrCodes.refusal.locationNameTooLong',
  [LOCATION_MESSAGES.unsavableCharacter]: 'qrCodes.refusal.unsavableCharacter',
  // The app's own (api/client.ts): no answer, or one it cannot read.
  'Unable to reach the server. Please check your connection and try again.': 'qrCodes.refusal.network',
  'Something went wrong. Please try again.': 'qrCodes.refusal.unknown',
};

/** A QR refusal or form check in the user's language (see messageIn). */
export const qrMessageIn = (words: TAppWords, message: string | null | undefined) =>
  messageIn(words, message, QR_REFUSALS, 'qrCodes.refusal.unknown');

/** Why a QR request was refused, in the user's language. */
export const qrRefusalIn = (words: TAppWords, error: unknown) =>
  refusalIn(words, error, QR_REFUSALS, 'qrCodes.refusal.unknown');

/** Why the new location was refused: a name already taken names it, in the user's language. */
export function addLocationRefusalIn(words: TAppWords, error: unknown, name: string): string {
  const taken = error instanceof ApiError && error.message === LOCATION_MESSAGES.duplicate(name);
  return taken && words.language !== 'en'
    ? words.t('qrCodes.refusal.locationTaken', { name })
    : qrRefusalIn(words, error);
}
