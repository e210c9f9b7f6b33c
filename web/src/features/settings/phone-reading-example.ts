import { type CountryCode, getExampleNumber, isSupportedCountry } from 'libphonenumber-js';
import examples from 'libphonenumber-js/mobile/examples';

/** How a country reads a mobile number typed without its code: '07400 123456 is +44 7400 123456'; null if unknown. */
export function phoneReadingExample(country: string): string | null {
  if (!isSupportedCountry(country)) return null;
  const example = getExampleNumber(country as CountryCode, examples);
  return example ? `${example.formatNational()} is ${example.formatInternational()}` : null;
}
