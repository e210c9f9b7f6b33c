import { canonicalLocale, DEFAULT_MONEY, isCurrencyCode, type TMoney } from '@regulars/contracts';

/** The currency and locale a sign-up sent, each only when it is a real one (else the default's). */
export function signupMoney(input: { currency?: string; locale?: string }): TMoney {
  const currency = input.currency?.trim().toUpperCase();
  const locale = input.locale ? canonicalLocale(input.locale) : null;
  return {
    currency: currency && isCurrencyCode(currency) ? currency : DEFAULT_MONEY.currency,
    locale: locale ?? DEFAULT_MONEY.locale,
  };
}
