import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { en, type TCatalogue, type TMessageKey } from './catalogues/en.ts';
import type { TLanguage } from './languages.ts';

export type TMessageValues = Record<string, string | number | boolean | Date | null | undefined>;
/** One message of the catalogue in the translator's language, its ICU arguments filled in. */
export type TTranslate = (key: TMessageKey, values?: TMessageValues) => string;
export type TTranslator = { language: TLanguage; t: TTranslate; intl: IntlShape<string> };

// Pure: a web bundle that never formats a message drops the formatter.
const cache = /* @__PURE__ */ createIntlCache();

/** FormatJS's intl for one language's catalogue: messages, plurals, numbers, dates and lists in that language. */
export function createTranslator(language: TLanguage, messages: TCatalogue): TTranslator {
  const intl = createIntl({ locale: language, defaultLocale: 'en', messages }, cache);
  return { language, intl, t: (key, values) => intl.formatMessage({ id: key }, values) };
}

/** English, what shared wording falls back to when no language is given. */
export const ENGLISH: TTranslator = /* @__PURE__ */ createTranslator('en', en);
