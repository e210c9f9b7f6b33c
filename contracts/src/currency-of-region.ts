import { canonicalLocale, DEFAULT_MONEY, isCurrencyCode, type TMoney } from './money.ts';

/**
 * The currency most shops of a region take, for the regions a business is likeliest to sign up from: enough to
 * propose one at sign-up (the owner changes it in /settings when it is wrong). Unknown regions get US dollars.
 */
const REGION_CURRENCY: Record<string, string> = {
  US: 'USD',
  CA: 'CAD',
  MX: 'MXN',
  BR: 'BRL',
  AR: 'ARS',
  CL: 'CLP',
  CO: 'COP',
  PE: 'PEN',
  GB: 'GBP',
  IE: 'EUR',
  FR: 'EUR',
  DE: 'EUR',
  AT: 'EUR',
  BE: 'EUR',
  NL: 'EUR',
  LU: 'EUR',
  IT: 'EUR',
  ES: 'EUR',
  PT: 'EUR',
  FI: 'EUR',
  GR: 'EUR',
  SK: 'EUR',
  SI: 'EUR',
  EE: 'EUR',
  LV: 'EUR',
  LT: 'EUR',
  MT: 'EUR',
  CY: 'EUR',
  HR: 'EUR',
  CH: 'CHF',
  LI: 'CHF',
  SE: 'SEK',
  NO: 'NOK',
  DK: 'DKK',
  IS: 'ISK',
  PL: 'PLN',
  CZ: 'CZK',
  HU: 'HUF',
  RO: 'RON',
  BG: 'BGN',
  TR: 'TRY',
  UA: 'UAH',
  IL: 'ILS',
  AE: 'AED',
  SA: 'SAR',
  EG: 'EGP',
  ZA: 'ZAR',
  NG: 'NGN',
  KE: 'KES',
  MA: 'MAD',
  IN: 'INR',
  PK: 'PKR',
  BD: 'BDT',
  JP: 'JPY',
  CN: 'CNY',
  HK: 'HKD',
  TW: 'TWD',
  KR: 'KRW',
  SG: 'SGD',
  MY: 'MYR',
  TH: 'THB',
  VN: 'VND',
  ID: 'IDR',
  PH: 'PHP',
  AU: 'AUD',
  NZ: 'NZD',
};

/** The currency of a locale's region ('de-DE' → EUR, 'en-GB' → GBP); null when the region is unknown or missing. */
export function currencyOfLocale(locale: string): string | null {
  try {
    const region = new Intl.Locale(locale).region;
    const currency = region ? REGION_CURRENCY[region] : undefined;
    return currency && isCurrencyCode(currency) ? currency : null;
  } catch {
    return null;
  }
}

/** The money a new business is proposed from its browser's language: its locale and that region's currency. */
export function proposedMoney(browserLanguage: string | undefined): TMoney {
  const locale = browserLanguage ? canonicalLocale(browserLanguage) : null;
  if (!locale) return DEFAULT_MONEY;
  return { locale, currency: currencyOfLocale(locale) ?? DEFAULT_MONEY.currency };
}
