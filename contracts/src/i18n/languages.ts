import { z } from 'zod';

/**
 * The languages customers and owners can be spoken to in (issue 52). Each has a complete catalogue
 * (i18n/catalogues); a locale in any other language is spoken to in English.
 */
export const LANGUAGES = ['en', 'es', 'fr', 'de', 'pt-BR'] as const;
export type TLanguage = (typeof LANGUAGES)[number];
export const ZLanguage = z.enum(LANGUAGES, { error: 'Choose one of the languages offered' });

/** Each language in its own words, as a chooser lists it. */
export const LANGUAGE_NAMES: Record<TLanguage, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  'pt-BR': 'Português (Brasil)',
};

/**
 * The language of a BCP 47 locale ('es-MX' → es, 'pt-PT' → pt-BR, the nearest we have; 'it-IT' → en). A business's
 * locale (the "Currency and language" card) is the language its customers are spoken to in.
 */
export function languageOfLocale(locale: string | null | undefined): TLanguage {
  const primary = (locale ?? '').split(/[-_]/)[0]?.toLowerCase();
  if (primary === 'pt') return 'pt-BR';
  return LANGUAGES.find((language) => language === primary) ?? 'en';
}

/**
 * The first of a visitor's languages, in their order of preference, that we speak ('it', 'es-419' → es), or null: a
 * page that names no business speaks the browser's language (the server reads Accept-Language, the app
 * navigator.languages).
 */
export function firstSpokenLanguage(tags: readonly string[]): TLanguage | null {
  for (const tag of tags) {
    const primary = tag.split(/[-_]/)[0]?.toLowerCase();
    if (primary && LANGUAGES.some((language) => language.split('-')[0] === primary)) return languageOfLocale(tag);
  }
  return null;
}

/** A stored choice of language (a customer's, a user's), when it is one we still speak; null: the business's. */
export function knownLanguage(stored: string | null): TLanguage | null {
  return LANGUAGES.find((language) => language === stored) ?? null;
}

/** What a customer is spoken to in (issue 52): their own choice at the business, else the business's (its locale's). */
export function languageFor(customer: { language: string | null }, business: { locale: string }): TLanguage {
  return knownLanguage(customer.language) ?? languageOfLocale(business.locale);
}
