import { createIntl, createIntlCache } from '@formatjs/intl';
import { en, type TMessageKey } from './catalogues/en.ts';
import type { TLanguage } from './languages.ts';

export type TMessageValues = Record<string, string | number | boolean | Date | null | undefined>;
/** One message of a catalogue in the translator's language, its ICU arguments filled in. */
export type TTranslateOf<K extends string> = (key: K, values?: TMessageValues) => string;
export type TTranslatorOf<K extends string> = { language: TLanguage; t: TTranslateOf<K> };
/** The customers' words (the public pages, the portal, messages, passes). */
export type TTranslate = TTranslateOf<TMessageKey>;
export type TTranslator = TTranslatorOf<TMessageKey>;

// Pure: a web bundle that never formats a message drops the formatter.
const cache = /* @__PURE__ */ createIntlCache();

/** One language's catalogue formatted by FormatJS: its plurals, numbers and dates in that language. */
export function createTranslator<K extends string>(language: TLanguage, messages: Record<K, string>): TTranslatorOf<K> {
  const intl = createIntl({ locale: language, defaultLocale: 'en', messages }, cache);
  return { language, t: (key, values) => intl.formatMessage({ id: key }, values) };
}

/** English, what shared wording falls back to when no language is given. */
export const ENGLISH: TTranslator = /* @__PURE__ */ createTranslator('en', en);
