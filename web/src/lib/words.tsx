import { ENGLISH, type TMessageKey } from '@regulars/contracts';
import { createWords, type TWordsOf } from './words-kit.tsx';

/** The customers' words: the public pages, the portal, the wallet page, and what the owner's screens share of them. */
const customerWords = createWords(ENGLISH, {
  es: async () => (await import('@regulars/contracts/i18n/catalogues/es')).es,
  fr: async () => (await import('@regulars/contracts/i18n/catalogues/fr')).fr,
  de: async () => (await import('@regulars/contracts/i18n/catalogues/de')).de,
  'pt-BR': async () => (await import('@regulars/contracts/i18n/catalogues/pt-BR')).ptBR,
});

export type TWords = TWordsOf<TMessageKey>;
/** The words of the screen around: `t('portalIn.title')` in its language, English outside any WordsProvider. */
export const useWords = customerWords.useWords;
/** The screens inside speak `language`; see createWords. */
export const WordsProvider = customerWords.Provider;
/** Fetch a language's catalogue ahead: the screen then switches without a loading screen. */
export const preloadWords = customerWords.preload;
/** The customers' words in their language on an owner's screen (the composer shows the line their texts end with). */
export const useLanguageWords = customerWords.useLanguageWords;
