import { LANGUAGES, type TLanguage } from '@regulars/contracts';

/** The language a customer chose (customers.language), when it is one we still speak; null: the business's. */
export function customerLanguage(stored: string | null): TLanguage | null {
  return LANGUAGES.find((language) => language === stored) ?? null;
}
