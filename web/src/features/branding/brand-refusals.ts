import {
  ADMIN_ACTION_MESSAGES,
  BRAND_COLOR_MESSAGE,
  BRAND_MESSAGES,
  CLOSING_MESSAGES,
  checkFieldMessage,
  type TAppMessageKey,
} from '@regulars/contracts';
import { messageIn, refusalIn, type TKnownMessages } from '../../lib/app-refusal.ts';
import type { TAppWords } from '../../lib/app-words.tsx';

/** What the Brand card's checks (the contract's, IN_OUR_WORDS's) and the server's brand routes may answer in English. */
export const BRAND_REFUSALS = {
  // ZUpdateBrand, ZUpdateDisplayName, ZUploadLogo and server/src/branding.
  [BRAND_COLOR_MESSAGE]: 'settings.brand.colorInvalid',
  [BRAND_MESSAGES.nameTooLong]: 'settings.brand.nameTooLong',
  [BRAND_MESSAGES.nameInvalid]: 'settings.brand.nameInvalid',
  [checkFieldMessage(['displayName'])]: 'settings.brand.checkName',
  [BRAND_MESSAGES.notImage]: 'settings.brand.notImage',
  [BRAND_MESSAGES.tooLarge]: 'settings.brand.tooLarge',
  [BRAND_MESSAGES.tooManyPixels]: 'settings.brand.tooManyPixels',
  [BRAND_MESSAGES.loadFailed]: 'settings.brand.loadFailed',
  [BRAND_MESSAGES.colorFailed]: 'settings.brand.colorFailed',
  [BRAND_MESSAGES.nameFailed]: 'settings.brand.nameFailed',
  [BRAND_MESSAGES.logoFailed]: 'settings.brand.logoFailed',
  [BRAND_MESSAGES.removeFailed]: 'settings.brand.removeFailed',
  // The session's and the platform's guards, the API client's own.
  'Only the team admin can do this': 'settings.adminOnly',
  'Your access to this team has ended': 'settings.accessEnded',
  'Business not found': 'settings.businessNotFound',
  [CLOSING_MESSAGES.closed]: 'settings.closed',
  [ADMIN_ACTION_MESSAGES.suspended]: 'settings.suspended',
  'Unable to reach the server. Please check your connection and try again.': 'settings.network',
  'Something went wrong. Please try again.': 'settings.somethingWrong',
  [checkFieldMessage([])]: 'settings.checkForm',
} as const satisfies TKnownMessages;

/** A brand check or the server's message in the user's language; `fallback` for an unknown one. */
export const brandMessageIn = (words: TAppWords, message: string, fallback: TAppMessageKey) =>
  messageIn(words, message, BRAND_REFUSALS, fallback);

/** A field's check in the user's language, or undefined when the field is fine. */
export const brandFieldMessage = (words: TAppWords, message: string | undefined) =>
  message ? brandMessageIn(words, message, 'settings.checkForm') : undefined;

/** Why a brand request failed, in the user's language: the server's reason when known, else `fallback`. */
export const brandRefusal = (words: TAppWords, error: unknown, fallback: TAppMessageKey = 'settings.somethingWrong') =>
  refusalIn(words, error, BRAND_REFUSALS, fallback);
