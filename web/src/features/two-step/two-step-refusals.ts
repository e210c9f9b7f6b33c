import { TWO_STEP_MESSAGES } from '@regulars/contracts';
import { messageIn, refusalIn, type TKnownMessages } from '../../lib/app-refusal.ts';
import type { TAppWords } from '../../lib/app-words.tsx';

/** What setting up and changing two-step sign-in may answer in English (contracts/src/two-step.ts), with its keys. */
export const TWO_STEP_REFUSALS = {
  [TWO_STEP_MESSAGES.passwordRequired]: 'settings.twoStep.refusal.passwordRequired',
  [TWO_STEP_MESSAGES.passwordWrong]: 'settings.twoStep.refusal.passwordWrong',
  [TWO_STEP_MESSAGES.codeRequired]: 'settings.twoStep.refusal.codeRequired',
  [TWO_STEP_MESSAGES.codeInvalid]: 'settings.twoStep.refusal.codeInvalid',
  [TWO_STEP_MESSAGES.alreadyOn]: 'settings.twoStep.refusal.alreadyOn',
  [TWO_STEP_MESSAGES.notStarted]: 'settings.twoStep.refusal.notStarted',
  [TWO_STEP_MESSAGES.notOn]: 'settings.twoStep.refusal.notOn',
  'Unable to reach the server. Please check your connection and try again.': 'settings.network',
  'Something went wrong. Please try again.': 'settings.somethingWrong',
} as const satisfies TKnownMessages;

/** A form's check (the contract's English) in the user's words. */
export const twoStepMessageIn = (words: TAppWords, message: string | undefined) =>
  messageIn(words, message, TWO_STEP_REFUSALS, 'settings.twoStep.refusal.failed');

/** Why a change failed, in the user's words. */
export const twoStepRefusal = (words: TAppWords, error: unknown) =>
  refusalIn(words, error, TWO_STEP_REFUSALS, 'settings.twoStep.refusal.failed');
