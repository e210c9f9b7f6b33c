import { useLayoutEffect } from 'react';

/**
 * The page's `lang` follows the words it shows (a public page in its business's or visitor's language): a screen
 * reader then speaks them in their language. Put back when the page goes. Set with the words themselves, before the
 * browser paints, never a moment after them.
 */
export function usePageLanguage(language: string | null): void {
  useLayoutEffect(() => {
    if (!language) return;
    const before = document.documentElement.lang;
    document.documentElement.lang = language;
    return () => {
      document.documentElement.lang = before;
    };
  }, [language]);
}
