import type { TStampCount } from '@regulars/contracts';
import { APP_ENGLISH_WORDS, type TAppWords } from './app-words.tsx';
import { formatCountIn } from './format-number.ts';

/**
 * A stamp card as lists show it: '7 of 10', named ('Coffee card 7 of 10') when the business runs several; in the
 * words and numbers of `words` (the screen's, English by default).
 */
export function stampText(
  card: Pick<TStampCount, 'programName' | 'current' | 'required'>,
  named: boolean,
  words: TAppWords = APP_ENGLISH_WORDS,
): string {
  const { t, locale } = words;
  const count = t('customers.stampsOf', {
    current: formatCountIn(card.current, locale),
    required: formatCountIn(card.required, locale),
  });
  return named ? `${card.programName} ${count}` : count;
}
