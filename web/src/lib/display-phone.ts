import {
  type CountryCode,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from 'libphonenumber-js';

/**
 * A stored E.164 number as the business's people write it (issue 52): nationally when it shares the business's
 * country code ('07911 654321' in a GB business, '(415) 555-0101' in a US or Canadian one), with its code otherwise
 * ('+44 7911 654321' in a US business). Stored E.164 stays the source of truth; a number that is none is shown as is.
 */
export function displayPhone(phone: string, country: string): string {
  const parsed = parsePhoneNumberFromString(phone);
  if (!parsed) return phone;
  const home = isSupportedCountry(country) ? getCountryCallingCode(country as CountryCode) : null;
  return parsed.countryCallingCode === home ? parsed.formatNational() : parsed.formatInternational();
}
