import { createTranslator, ENGLISH, type TCatalogue, type TLanguage, type TTranslator } from '@regulars/contracts';
import { createContext, type ReactNode, use } from 'react';
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

/** A language's translator, its catalogue fetched once; a catalogue that cannot be fetched leaves the screen whole in English. */
function translatorOf(language: TLanguage): Promise<TTranslator> {
  let translator = loading.get(language);
  if (!translator) {
    const load = language === 'en' ? null : CATALOGUE_FILES[language];
    translator = load
      ? load().then(
          (messages) => createTranslator(language, messages),
          () => ENGLISH,
        )
      : Promise.resolve(ENGLISH);
    loading.set(language, translator);
  }
  return translator;
}

const WordsContext = createContext<TTranslator>(ENGLISH);

/** The words of the screen around: `t('portalIn.title')` in its language, English outside any WordsProvider. */
export function useWords(): TTranslator {
  return use(WordsContext);
}

/**
 * The screens inside speak `language` (issue 52): they wait (the nearest Suspense) for its catalogue, and the page's
 * `lang` follows, so a screen reader speaks them in it.
 */
export function WordsProvider({ language, children }: { language: TLanguage; children: ReactNode }) {
  const translator = language === 'en' ? ENGLISH : use(translatorOf(language));
  usePageLanguage(translator.language);
  return <WordsContext value={translator}>{children}</WordsContext>;
}
