import { createTranslator, type TTranslatorOf } from '../translator.ts';
import { appEn, type TAppMessageKey } from './en.ts';

export type { TAppCatalogue, TAppMessageKey } from './en.ts';
/** The owner's app's words in one language. */
export type TAppTranslator = TTranslatorOf<TAppMessageKey>;

/** The owner's app in English: what it speaks until a user chooses another language (and wherever none is known). */
export const APP_ENGLISH: TAppTranslator = /* @__PURE__ */ createTranslator('en', appEn);
