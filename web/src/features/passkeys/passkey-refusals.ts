import { PASSKEY_MESSAGES, TWO_STEP_MESSAGES } from '@regulars/contracts';
import { messageIn, refusalIn, type TKnownMessages } from '../../lib/app-refusal.ts';
import type { TAppWords } from '../../lib/app-words.tsx';

/**
 * What adding and removing a passkey may answer in English (contracts/src/passkeys.ts, the password check of
 * contracts/src/two-step.ts, the browser's refusals of api/passkey-device.ts), with the keys that say it.
 */
export const PASSKEY_REFUSALS = {
  [PASSKEY_MESSAGES.nameRequired]: 'settings.passkeys.refusal.nameRequired',
  [PASSKEY_MESSAGES.nameTooLong]: 'settings.passkeys.refusal.nameTooLong',
  [PASSKEY_MESSAGES.notAdded]: 'settings.passkeys.refusal.notAdded',
  [PASSKEY_MESSAGES.expired]: 'settings.passkeys.refusal.expired',
  [PASSKEY_MESSAGES.notFound]: 'settings.passkeys.refusal.notFound',
  [PASSKEY_MESSAGES.tooMany]: 'settings.passkeys.refusal.tooMany',
  [PASSKEY_MESSAGES.notSupported]: 'settings.passkeys.refusal.notSupported',
  [PASSKEY_MESSAGES.cancelled]: 'settings.passkeys.refusal.cancelled',
  [PASSKEY_MESSAGES.unavailable]: 'settings.passkeys.unavailable',
  [PASSKEY_MESSAGES.added]: 'settings.passkeys.added',
  [PASSKEY_MESSAGES.removed]: 'settings.passkeys.removed',
  [PASSKEY_MESSAGES.alreadyOnDevice]: 'settings.passkeys.refusal.alreadyOnDevice',
  [TWO_STEP_MESSAGES.passwordRequired]: 'settings.twoStep.refusal.passwordRequired',
  [TWO_STEP_MESSAGES.passwordWrong]: 'settings.twoStep.refusal.passwordWrong',
  'Unable to reach the server. Please check your connection and try again.': 'settings.network',
  'Something went wrong. Please try again.': 'settings.somethingWrong',
} as const satisfies TKnownMessages;

/** The add dialog's field a message belongs under; any other goes in the dialog's red box. */
export function passkeyFieldOf(message: string | undefined): 'name' | 'password' | null {
  if (message === PASSKEY_MESSAGES.nameRequired || message === PASSKEY_MESSAGES.nameTooLong) return 'name';
  if (message === TWO_STEP_MESSAGES.passwordRequired || message === TWO_STEP_MESSAGES.passwordWrong) return 'password';
  return null;
}

/** A form's check (the contract's English) in the user's words. */
export const passkeyMessageIn = (words: TAppWords, message: string | undefined) =>
  messageIn(words, message, PASSKEY_REFUSALS, 'settings.passkeys.refusal.addFailed');

/** Why adding or removing failed, in the user's words. */
export const passkeyRefusal = (
  words: TAppWords,
  error: unknown,
  fallback: 'settings.passkeys.refusal.addFailed' | 'settings.passkeys.refusal.removeFailed',
) => refusalIn(words, error, PASSKEY_REFUSALS, fallback);
