import { firstSpokenLanguage, LANGUAGES, type TLanguage } from '@regulars/contracts';
import type { Context } from 'hono';
import { accepts } from 'hono/accepts';

/**
 * The language the visitor's browser asks for first (Accept-Language, by weight) among those we speak: for a page
 * that names no business to take the language from. English when none.
 */
export function visitorLanguage(c: Context): TLanguage {
  return accepts(c, {
    header: 'Accept-Language',
    supports: [...LANGUAGES],
    default: 'en',
    match: (asked, { default: fallback }) => {
      const wanted = asked.filter((a) => a.q > 0).sort((a, b) => b.q - a.q);
      return firstSpokenLanguage(wanted.map((a) => a.type)) ?? fallback;
    },
  }) as TLanguage;
}
