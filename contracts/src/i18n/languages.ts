/**
 * The languages customers and owners can be spoken to in (issue 52). Each has a complete catalogue
 * (i18n/catalogues); a locale in any other language is spoken to in English. No zod here (its schema:
 * language-schema.ts): the loader every page shows first reads this module and nothing more of the contracts.
 */
export const LANGUAGES = ['en', 'es', 'fr', 'de', 'pt-BR'] as const;
export type TLanguage = (typeof LANGUAGES)[number];

/** Each language in its own words, as a chooser lists it. */
export const LANGUAGE_NAMES: Record<TLanguage, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  'pt-BR': 'Português (Brasil)',
};

/**
 * What a page says while nothing else can be said yet: before the session or any catalogue has arrived, in the
 * browser's language (the spinner's name and the line under it; the bar along the top while a screen's code
 * arrives).
 */
export const LOADING_WORDS: Record<TLanguage, { label: string; text: string; page: string }> = {
  en: { label: 'Loading', text: 'Loading...', page: 'Loading page' },
  es: { label: 'Cargando', text: 'Cargando…', page: 'Cargando la página' },
  fr: { label: 'Chargement', text: 'Chargement…', page: 'Chargement de la page' },
  de: { label: 'Wird geladen', text: 'Wird geladen…', page: 'Seite wird geladen' },
  'pt-BR': { label: 'Carregando', text: 'Carregando…', page: 'Carregando a página' },
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
