import { getCountries } from 'libphonenumber-js';
import type { TAppWords } from '../../lib/app-words.tsx';

type TChoice = { code: string; label: string };

/** `code` named in the words' language by Intl ('Royaume-Uni' for GB in French), else the code itself. */
function nameIn(words: TAppWords, type: 'region' | 'currency' | 'language', code: string): string {
  try {
    return new Intl.DisplayNames(words.language, { type }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * Every country a phone number can be read in, named in the user's language and sorted their way: 'United Kingdom ·
 * GB' in English (as countryChoices in the contracts), 'Royaume-Uni · GB' in French.
 */
export function countryChoicesIn(words: TAppWords): TChoice[] {
  return getCountries()
    .map((code) => ({ code, label: `${nameIn(words, 'region', code)} · ${code}` }))
    .sort((a, b) => a.label.localeCompare(b.label, words.language));
}

/** 'EUR · Euro' ('EUR · euro' in French): every ISO 4217 currency this runtime knows, by code, as currencyChoices. */
export function currencyChoicesIn(words: TAppWords): TChoice[] {
  return Intl.supportedValuesOf('currency').map((code) => ({
    code,
    label: `${code} · ${nameIn(words, 'currency', code)}`,
  }));
}

/** 'English (Ireland) · en-IE' ('anglais (Irlande) · en-IE' in French): a locale as the user reads it, and its code. */
export const localeChoiceLabel = (words: TAppWords, locale: string) =>
  `${nameIn(words, 'language', locale)} · ${locale}`;
