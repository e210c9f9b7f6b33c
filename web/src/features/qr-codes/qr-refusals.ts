import { LOCATION_MESSAGES, QR_CUSTOM_URL_MESSAGE, QR_LOCATION_MESSAGE } from '@regulars/contracts';
import { messageIn, refusalIn, type TKnownMessages } from '../../lib/app-refusal.ts';
import type { TAppWords } from '../../lib/app-words.tsx';

/** What the QR form's checks and the server may answer in English, by the keys that say it in the user's language. */
export const QR_REFUSALS: TKnownMessages = {
  [QR_CUSTOM_URL_MESSAGE]: 'qrCodes.refusal.invalidUrl',
  // ZQrCustomUrl's limit (contracts/src/qr-codes.ts), which has no constant of its own.
  'The URL must be at most 2000 characters': 'qrCodes.refusal.urlTooLong',
  [QR_LOCATION_MESSAGE]: 'qrCodes.refusal.chooseLocation',
  // server/src/qr-codes as it writes them (a location gone meanwhile: server/src/locations).
  'QR code not found': 'qrCodes.refusal.notFound',
  'Failed to create QR code': 'qrCodes.refusal.createFailed',
  'Only the team admin can do this': 'qrCodes.refusal.adminOnly',
  [LOCATION_MESSAGES.notFound]: 'qrCodes.refusal.locationNotFound',
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
