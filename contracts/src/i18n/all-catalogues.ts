import { de } from './catalogues/de.ts';
import { en, type TCatalogue } from './catalogues/en.ts';
import { es } from './catalogues/es.ts';
import { fr } from './catalogues/fr.ts';
import { ptBR } from './catalogues/pt-BR.ts';
import type { TLanguage } from './languages.ts';
import { createTranslator, type TTranslator } from './translator.ts';

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
