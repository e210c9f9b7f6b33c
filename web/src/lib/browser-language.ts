import { firstSpokenLanguage, type TLanguage } from '@regulars/contracts';

/** The first of the browser's languages we speak, else English: for a screen no business's language governs yet. */
export function browserLanguage(): TLanguage {
  return firstSpokenLanguage(navigator.languages ?? [navigator.language]) ?? 'en';
}
