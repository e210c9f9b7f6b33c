import { type CountryCode, getExampleNumber, isSupportedCountry } from 'libphonenumber-js';
import examples from 'libphonenumber-js/mobile/examples';

/** The number US forms have always shown; every other country shows its own mobile example, as people write it. */
const US_EXAMPLE = '(555) 123-4567';

/** A mobile number written the way `country` writes its own ('07400 123456' in GB), for a phone field's placeholder. */
export function phoneExampleOf(country: string): string {
  if (country === 'US' || !isSupportedCountry(country)) return US_EXAMPLE;
  return getExampleNumber(country as CountryCode, examples)?.formatNational() ?? US_EXAMPLE;
}
