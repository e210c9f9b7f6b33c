import { APP_ENGLISH, type TAppMessageKey } from '@regulars/contracts';
import { createWords, type TWordsOf } from './words-kit.tsx';

/** The owner's app's words (issue 52): each user's language, its catalogues apart from the customers'. */
const appWords = createWords(APP_ENGLISH, {
  es: async () => (await import('@regulars/contracts/i18n/app/es')).appEs,
  fr: async () => (await import('@regulars/contracts/i18n/app/fr')).appFr,
  de: async () => (await import('@regulars/contracts/i18n/app/de')).appDe,
  'pt-BR': async () => (await import('@regulars/contracts/i18n/app/pt-BR')).appPtBR,
});

export type TAppWords = TWordsOf<TAppMessageKey>;
/** The app's words outside any screen (a plain function's default, what tests compare with): English, en-US numbers. */
export const APP_ENGLISH_WORDS: TAppWords = { ...APP_ENGLISH, locale: 'en-US' };
/** The owner's app's words of the screen around: `t('shell.signOut')`, English outside any AppWordsProvider. */
export const useAppWords = appWords.useWords;
export const AppWordsProvider = appWords.Provider;
export const preloadAppWords = appWords.preload;
