import { STATUS_MESSAGES, type TAppMessageKey } from '@regulars/contracts';
import { messageIn, refusalIn, type TKnownMessages } from '../../lib/app-refusal.ts';
import type { TAppWords } from '../../lib/app-words.tsx';

/**
 * What the tiers' editor may be told by the contract's checks and the server, by their English words (the contract's
 * own constants), with the card's key for each.
 */
export const STATUS_KNOWN = {
  'Something went wrong. Please try again.': 'frame.somethingWrong',
  'Unable to reach the server. Please check your connection and try again.': 'growth.refusal.network',
  [STATUS_MESSAGES.nameRequired]: 'growth.tiers.refusal.nameRequired',
  [STATUS_MESSAGES.nameTooLong]: 'growth.tiers.refusal.nameTooLong',
  [STATUS_MESSAGES.nameTaken]: 'growth.tiers.refusal.nameTaken',
  [STATUS_MESSAGES.thresholdRange]: 'growth.tiers.refusal.thresholdRange',
  [STATUS_MESSAGES.thresholdsRise]: 'growth.tiers.refusal.thresholdsRise',
  [STATUS_MESSAGES.factorRange]: 'growth.tiers.refusal.factorRange',
  [STATUS_MESSAGES.factorDecimals]: 'growth.tiers.refusal.factorDecimals',
  [STATUS_MESSAGES.factorFalls]: 'growth.tiers.refusal.factorFalls',
  [STATUS_MESSAGES.tooMany]: 'growth.tiers.refusal.tooMany',
  [STATUS_MESSAGES.windowRange]: 'growth.tiers.refusal.windowRange',
  [STATUS_MESSAGES.graceRange]: 'growth.tiers.refusal.graceRange',
  [STATUS_MESSAGES.tierNotFound]: 'growth.tiers.refusal.tierNotFound',
  [STATUS_MESSAGES.rewardNameRequired]: 'growth.tiers.refusal.rewardNameRequired',
  [STATUS_MESSAGES.rewardNameTooLong]: 'growth.tiers.refusal.rewardNameTooLong',
  [STATUS_MESSAGES.rewardDaysRange]: 'growth.tiers.refusal.rewardDaysRange',
  [STATUS_MESSAGES.notIncluded]: 'growth.tiers.refusal.notIncluded',
  [STATUS_MESSAGES.loadFailed]: 'growth.tiers.refusal.loadFailed',
  [STATUS_MESSAGES.saveFailed]: 'growth.tiers.refusal.saveFailed',
} as const satisfies TKnownMessages;

/** A message of the tiers' editor (a field's check, the server's) in the user's language; see messageIn. */
export const statusMessageIn = (words: TAppWords, message: string | undefined): string | undefined =>
  message ? messageIn(words, message, STATUS_KNOWN, 'growth.checkForm') : undefined;

/** Why the server refused a tiers request, in the user's language, else `fallback`; see refusalIn. */
export const statusRefusal = (words: TAppWords, error: unknown, fallback: TAppMessageKey = 'frame.somethingWrong') =>
  refusalIn(words, error, STATUS_KNOWN, fallback);
