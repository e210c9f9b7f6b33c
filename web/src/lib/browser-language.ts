// The languages' module alone: the loader shown before anything else needs it, and no more of the contracts.
import { firstSpokenLanguage, type TLanguage } from '@regulars/contracts/i18n/languages';

/** The first of the browser's languages we speak, else English: for a screen no business's language governs yet. */
export function browserLanguage(): TLanguage {
  return firstSpokenLanguage(navigator.languages ?? [navigator.language]) ?? 'en';
}
