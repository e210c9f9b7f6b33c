import { CAMPAIGN_MESSAGES } from '@regulars/contracts';
import type { TAppWords } from '../../../lib/app-words.tsx';
import { formatCountIn } from '../../../lib/format-number.ts';
import { displayTestAddress } from './test-recipient-display.ts';

/** The twelve months' names in the user's language, January first, each starting with a capital as a list shows it. */
export function monthNames(locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, i) => {
    const name = format.format(new Date(Date.UTC(2026, i, 1)));
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  });
}

/** A count of customers as a plural's values: the number to choose the form by, and as the locale writes it. */
export const countValues = (words: TAppWords, count: number) => ({ count, n: formatCountIn(count, words.locale) });

/**
 * The toast after a test: the server's words in English ('Test sent (version B) to …'); another language says the same
 * in its own, with the address as the picker showed it.
 */
export function testSentWords(words: TAppWords, answer: string, to: string, version: 'a' | 'b' | null): string {
  if (words.language === 'en') return answer || CAMPAIGN_MESSAGES.testSent;
  const address = displayTestAddress(to);
  return version
    ? words.t('composer.toast.testSentVersion', { version: version.toUpperCase(), address })
    : words.t('composer.toast.testSent', { address });
}
