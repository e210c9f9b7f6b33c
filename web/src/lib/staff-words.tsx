import { languageOfLocale, type TLanguage } from '@regulars/contracts';
import type { ReactNode } from 'react';
import { AppWordsProvider, preloadAppWords } from './app-words.tsx';
import { preloadWords, WordsProvider } from './words.tsx';

/**
 * The screens inside speak `language` to the business's staff (issue 52): the app's words and the customers' words
 * they share (a member card, a dialog's Close). Dates and numbers follow the business's locale when it speaks that
 * language (an en-GB café: 5 Jan 2026), else the language's own.
 */
export function StaffWords({
  language,
  businessLocale,
  children,
}: {
  language: TLanguage;
  businessLocale: string | undefined;
  children: ReactNode;
}) {
  const locale = businessLocale && languageOfLocale(businessLocale) === language ? businessLocale : undefined;
  // Both catalogues at once, not the second after the first has arrived.
  preloadWords(language);
  preloadAppWords(language);
  return (
    <WordsProvider language={language} locale={locale}>
      <AppWordsProvider language={language} locale={locale}>
        {children}
      </AppWordsProvider>
    </WordsProvider>
  );
}
