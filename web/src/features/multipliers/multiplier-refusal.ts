import { MULTIPLIER_KINDS, MULTIPLIER_MESSAGES, type TAppMessageKey, type TMultiplierKind } from '@regulars/contracts';
import { messageIn, type TKnownMessages } from '../../lib/app-refusal.ts';
import type { TAppWords } from '../../lib/app-words.tsx';
import { partsAround } from '../../lib/parts-around.ts';

/**
 * What the multipliers' forms may be told by the contract's checks and the server, by their English words (the
 * contract's own constants), with the card's key for each.
 */
export const MULTIPLIER_KNOWN = {
  'Something went wrong. Please try again.': 'frame.somethingWrong',
  'Unable to reach the server. Please check your connection and try again.': 'growth.refusal.network',
  [MULTIPLIER_MESSAGES.nameRequired]: 'growth.multipliers.refusal.nameRequired',
  [MULTIPLIER_MESSAGES.nameTooLong]: 'growth.multipliers.refusal.nameTooLong',
  [MULTIPLIER_MESSAGES.factorRange]: 'growth.multipliers.refusal.factorRange',
  [MULTIPLIER_MESSAGES.factorDecimals]: 'growth.multipliers.refusal.factorDecimals',
  [MULTIPLIER_MESSAGES.ceilingRange]: 'growth.multipliers.refusal.ceilingRange',
  [MULTIPLIER_MESSAGES.daysRequired]: 'growth.multipliers.refusal.daysRequired',
  [MULTIPLIER_MESSAGES.timeInvalid]: 'growth.multipliers.refusal.timeInvalid',
  [MULTIPLIER_MESSAGES.endBeforeStart]: 'growth.multipliers.refusal.endBeforeStart',
  [MULTIPLIER_MESSAGES.dateInvalid]: 'growth.multipliers.refusal.dateInvalid',
  [MULTIPLIER_MESSAGES.lastBeforeFirst]: 'growth.multipliers.refusal.lastBeforeFirst',
  [MULTIPLIER_MESSAGES.tooManyDays]: 'growth.multipliers.refusal.tooManyDays',
  [MULTIPLIER_MESSAGES.locationsRequired]: 'growth.multipliers.refusal.locationsRequired',
  [MULTIPLIER_MESSAGES.categoryRequired]: 'growth.multipliers.refusal.categoryRequired',
  [MULTIPLIER_MESSAGES.categoryTooLong]: 'growth.multipliers.refusal.categoryTooLong',
  [MULTIPLIER_MESSAGES.locationNotFound]: 'growth.multipliers.refusal.locationNotFound',
  [MULTIPLIER_MESSAGES.notFound]: 'growth.multipliers.refusal.notFound',
  [MULTIPLIER_MESSAGES.tooMany]: 'growth.multipliers.refusal.tooMany',
  [MULTIPLIER_MESSAGES.notIncluded]: 'growth.multipliers.refusal.notIncluded',
  [MULTIPLIER_MESSAGES.loadFailed]: 'growth.multipliers.refusal.loadFailed',
  [MULTIPLIER_MESSAGES.saveFailed]: 'growth.multipliers.refusal.saveFailed',
  [MULTIPLIER_MESSAGES.deleteFailed]: 'growth.multipliers.refusal.deleteFailed',
} as const satisfies TKnownMessages;

/** The server's refusal of a multiplier that overlaps another (MULTIPLIER_MESSAGES.overlaps), by the kind refused. */
export const OVERLAPS: Record<TMultiplierKind, TAppMessageKey> = {
  happy_hour: 'growth.multipliers.refusal.overlapsHappyHour',
  double_days: 'growth.multipliers.refusal.overlapsDoubleDays',
  birthday_week: 'growth.multipliers.refusal.overlapsBirthdayWeek',
  category: 'growth.multipliers.refusal.overlapsCategory',
};

/** An overlap refusal in the user's language, with the other multiplier's name; null when the message is none. */
function overlapIn(words: TAppWords, message: string): string | null {
  for (const kind of MULTIPLIER_KINDS) {
    const [before, after] = partsAround((name) => MULTIPLIER_MESSAGES.overlaps(kind, name));
    const fits = message.length > before.length + after.length && message.startsWith(before);
    if (fits && message.endsWith(after)) {
      return words.t(OVERLAPS[kind], { name: message.slice(before.length, message.length - after.length) });
    }
  }
  return null;
}

/**
 * A message of the multipliers' forms (a field's check, the server's refusal) in the user's language: in English as
 * written, else the card's words for it, or `fallback` rather than a stray English sentence.
 */
export function multiplierMessageIn(
  words: TAppWords,
  message: string | null | undefined,
  fallback: TAppMessageKey = 'growth.checkForm',
): string {
  const overlap = message && words.language !== 'en' ? overlapIn(words, message) : null;
  return overlap ?? messageIn(words, message, MULTIPLIER_KNOWN, fallback);
}

/** Why the server refused a multiplier request, in the user's language (see multiplierMessageIn). */
export function multiplierRefusal(words: TAppWords, error: unknown, fallback: TAppMessageKey): string {
  return multiplierMessageIn(words, error instanceof Error ? error.message : null, fallback);
}
