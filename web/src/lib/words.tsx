import { createTranslator, ENGLISH, type TCatalogue, type TLanguage, type TTranslator } from '@regulars/contracts';
import { createContext, type ReactNode, use, useMemo } from 'react';
import { usePageLanguage } from './use-page-language.ts';

/**
 * Each language's catalogue is its own file, downloaded only by a screen that speaks it; English, the source of every
 * other, comes with the code.
 */
const CATALOGUE_FILES: Record<Exclude<TLanguage, 'en'>, () => Promise<TCatalogue>> = {
  es: async () => (await import('@regulars/contracts/i18n/catalogues/es')).es,
  fr: async () => (await import('@regulars/contracts/i18n/catalogues/fr')).fr,
  de: async () => (await import('@regulars/contracts/i18n/catalogues/de')).de,
  'pt-BR': async () => (await import('@regulars/contracts/i18n/catalogues/pt-BR')).ptBR,
};

const loading = new Map<TLanguage, Promise<TTranslator>>();
/** Those arrived: a screen switching to one draws at once, without waiting (suspending) again. */
const ready = new Map<TLanguage, TTranslator>([['en', ENGLISH]]);

/**
 * A language's translator, its catalogue fetched once; a catalogue that cannot be fetched leaves the screen whole in
 * English. Call it ahead (the portal's language choice) and the screen switches without a loading screen.
 */
export function preloadWords(language: TLanguage): Promise<TTranslator> {
  let translator = loading.get(language);
  if (!translator) {
    const load = language === 'en' ? null : CATALOGUE_FILES[language];
    translator = (load ? load().then((messages) => createTranslator(language, messages)) : Promise.resolve(ENGLISH))
      .catch(() => ENGLISH)
      .then((arrived) => {
        ready.set(language, arrived);
        return arrived;
      });
    loading.set(language, translator);
  }
  return translator;
}

/** A screen's words, and the locale its dates and numbers are written in (the business's, when it speaks its language). */
export type TWords = TTranslator & { locale: string };

/**
 * A language's words where the screen around speaks another: the owner's composer shows the line its customers' texts
 * end with, in the business's language. Waits (the nearest Suspense) for the catalogue the first time.
 */
export function useLanguageWords(language: TLanguage): TTranslator {
  return ready.get(language) ?? use(preloadWords(language));
}

const WordsContext = createContext<TWords>({ ...ENGLISH, locale: 'en-US' });

/** The words of the screen around: `t('portalIn.title')` in its language, English outside any WordsProvider. */
export function useWords(): TWords {
  return use(WordsContext);
}

/**
 * The screens inside speak `language` (issue 52): they wait (the nearest Suspense) for its catalogue, and the page's
 * `lang` follows, so a screen reader speaks them in it. `locale` writes their dates ('en-GB': 5 Jan 2026); by
 * default the language's own.
 */
export function WordsProvider({
  language,
  locale,
  children,
}: {
  language: TLanguage;
  locale?: string;
  children: ReactNode;
}) {
  const translator = useLanguageWords(language);
  usePageLanguage(translator.language);
  const words = useMemo(
    () => ({ ...translator, locale: translator.language === language ? (locale ?? language) : 'en-US' }),
    [translator, language, locale],
  );
  return <WordsContext value={words}>{children}</WordsContext>;
}
