import { APP_ENGLISH, type TStampCount } from '@regulars/contracts';
import type { TAppWords } from './app-words.tsx';
import { formatCountIn } from './format-number.ts';

const ENGLISH_WORDS: TAppWords = { ...APP_ENGLISH, locale: 'en-US' };

/**
 * A stamp card as lists show it: '7 of 10', named ('Coffee card 7 of 10') when the business runs several; in the
 * words and numbers of `words` (the screen's, English by default).
 */
export function stampText(
  card: Pick<TStampCount, 'programName' | 'current' | 'required'>,
  named: boolean,
  words: TAppWords = ENGLISH_WORDS,
): string {
  const { t, locale } = words;
  const count = t('customers.stampsOf', {
    current: formatCountIn(card.current, locale),
    required: formatCountIn(card.required, locale),
  });
  return named ? `${card.programName} ${count}` : count;
}
