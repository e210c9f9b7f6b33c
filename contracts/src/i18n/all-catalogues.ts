import { appDe } from './app/de.ts';
import { appEn, type TAppCatalogue, type TAppMessageKey } from './app/en.ts';
import { appEs } from './app/es.ts';
import { appFr } from './app/fr.ts';
import { appPtBR } from './app/pt-BR.ts';
import { de } from './catalogues/de.ts';
import { en, type TCatalogue } from './catalogues/en.ts';
import { es } from './catalogues/es.ts';
import { fr } from './catalogues/fr.ts';
import { ptBR } from './catalogues/pt-BR.ts';
import type { TLanguage } from './languages.ts';
import { createTranslator, type TTranslator, type TTranslatorOf } from './translator.ts';

/**
 * Every catalogue, for the server and tests. The web app never imports this module: the public pages get their words
 * ready-made from the server, and the English catalogue is all it holds.
 */
export const CATALOGUES: Record<TLanguage, TCatalogue> = { en, es, fr, de, 'pt-BR': ptBR };

const translators = new Map<TLanguage, TTranslator>();

/** The translator of a language, made once. */
export function translatorFor(language: TLanguage): TTranslator {
  let translator = translators.get(language);
  if (!translator) {
    translator = createTranslator(language, CATALOGUES[language]);
    translators.set(language, translator);
  }
  return translator;
}

/** The owner's app in every language (issue 52): what the server says to staff (the counter's lines). */
export const APP_CATALOGUES: Record<TLanguage, TAppCatalogue> = {
  en: appEn,
  es: appEs,
  fr: appFr,
  de: appDe,
  'pt-BR': appPtBR,
};

const appTranslators = new Map<TLanguage, TTranslatorOf<TAppMessageKey>>();

/** The owner's app's translator of a language, made once. */
export function appTranslatorFor(language: TLanguage): TTranslatorOf<TAppMessageKey> {
  let translator = appTranslators.get(language);
  if (!translator) {
    translator = createTranslator(language, APP_CATALOGUES[language]);
    appTranslators.set(language, translator);
  }
  return translator;
}
