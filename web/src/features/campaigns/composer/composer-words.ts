import type { TAppWords } from '../../../lib/app-words.tsx';
import { displayPhone } from '../../../lib/display-phone.ts';
import { formatCountIn } from '../../../lib/format-number.ts';

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
 * The toast after a test: 'Test sent (version B) to …' in the user's language, with the address as the picker showed
 * it (a number as the business writes numbers: the server's own sentence has it as stored).
 */
export function testSentWords(words: TAppWords, to: string, version: 'a' | 'b' | null, country: string): string {
  const address = displayPhone(to, country);
  return version
    ? words.t('composer.toast.testSentVersion', { version: version.toUpperCase(), address })
    : words.t('composer.toast.testSent', { address });
}
