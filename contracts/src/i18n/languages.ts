/**
 * The languages customers and owners can be spoken to in (issue 52). Each has a complete catalogue
 * (i18n/catalogues); a locale in any other language is spoken to in English.
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
 * The language of a BCP 47 locale ('es-MX' → es, 'pt-PT' → pt-BR, the nearest we have; 'it-IT' → en). A business's
 * locale (the "Currency and language" card) is the language its customers are spoken to in.
 */
export function languageOfLocale(locale: string | null | undefined): TLanguage {
  const primary = (locale ?? '').split(/[-_]/)[0]?.toLowerCase();
  if (primary === 'pt') return 'pt-BR';
  return LANGUAGES.find((language) => language === primary) ?? 'en';
}
