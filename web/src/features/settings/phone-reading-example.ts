import { type CountryCode, getExampleNumber, isSupportedCountry } from 'libphonenumber-js';
import examples from 'libphonenumber-js/mobile/examples';
import type { TAppWords } from '../../lib/app-words.tsx';

/** How a country reads a mobile number typed without its code: '07400 123456 is +44 7400 123456'; null if unknown. */
export function phoneReadingExample(words: TAppWords, country: string): string | null {
  if (!isSupportedCountry(country)) return null;
  const example = getExampleNumber(country as CountryCode, examples);
  return example
    ? words.t('settings.country.example', {
        national: example.formatNational(),
        international: example.formatInternational(),
      })
    : null;
}
