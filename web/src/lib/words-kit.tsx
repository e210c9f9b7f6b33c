import { createTranslator, type TLanguage, type TTranslatorOf } from '@regulars/contracts';
import { createContext, type ReactNode, use, useMemo } from 'react';
import { usePageLanguage } from './use-page-language.ts';

/** A promise as React's `use` tracks it: once marked fulfilled, `use` answers its value without suspending. */
type TTracked<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

function settled<T>(value: T): TTracked<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });
}

/** A screen's words, and the locale its dates and numbers are written in (the business's, when it speaks its language). */
export type TWordsOf<K extends string> = TTranslatorOf<K> & { locale: string };

/**
 * One family of catalogues in the browser (the customers' words, the owner's app): each language its own file,
 * downloaded only by a screen that speaks it; English, the source of every other, comes with the code.
 */
export function createWords<K extends string>(
  english: TTranslatorOf<K>,
  files: Record<Exclude<TLanguage, 'en'>, () => Promise<Record<K, string>>>,
) {
  const loading = new Map<TLanguage, TTracked<TTranslatorOf<K>>>([['en', settled(english)]]);

  /**
   * A language's translator, its catalogue fetched once; a catalogue that cannot be fetched leaves the screen whole
   * in English. Call it ahead (a language choice) and the screen switches without a loading screen.
   */
  function preload(language: TLanguage): Promise<TTranslatorOf<K>> {
    let translator = loading.get(language);
    if (!translator) {
      const load = files[language as Exclude<TLanguage, 'en'>];
      const pending: TTracked<TTranslatorOf<K>> = load()
        .then((messages) => createTranslator(language, messages))
        .catch(() => english)
        .then((arrived) => {
          // Marked as React's `use` reads it: a screen drawn after it arrived draws at once, without suspending.
          pending.status = 'fulfilled';
          pending.value = arrived;
          return arrived;
        });
      translator = pending;
      loading.set(language, translator);
    }
    return translator;
  }

  /** A language's words where the screen around speaks another; waits (the nearest Suspense) the first time. */
  function useLanguageWords(language: TLanguage): TTranslatorOf<K> {
    return use(preload(language));
  }

  const Context = createContext<TWordsOf<K>>({ ...english, locale: 'en-US' });

  /** The words of the screen around, English outside any Provider. */
  function useWords(): TWordsOf<K> {
    return use(Context);
  }

  /**
   * The screens inside speak `language` (issue 52): they wait (the nearest Suspense) for its catalogue, and the page's
   * `lang` follows, so a screen reader speaks them in it. `locale` writes their dates ('en-GB': 5 Jan 2026); by
   * default the language's own.
   */
  function Provider({ language, locale, children }: { language: TLanguage; locale?: string; children: ReactNode }) {
    const translator = useLanguageWords(language);
    usePageLanguage(translator.language);
    const words = useMemo(
      () => ({ ...translator, locale: translator.language === language ? (locale ?? language) : 'en-US' }),
      [translator, language, locale],
    );
    return <Context value={words}>{children}</Context>;
  }

  return { preload, useLanguageWords, useWords, Provider };
}
