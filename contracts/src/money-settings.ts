import { z } from 'zod';
import { canonicalLocale, isCurrencyCode } from './money.ts';

/** Every message of the "Currency and language" card. */
export const MONEY_MESSAGES = {
  saved: 'Currency and language saved',
  failed: 'Failed to save the currency and language',
  invalidCurrency: 'Choose a currency from the list (for example EUR)',
  invalidLocale: 'Choose a language and region from the list (for example en-GB)',
  /** The 409 of a currency change sent without confirmation while purchases exist. */
  confirmChange: (from: string, to: string) =>
    `You have purchases recorded in ${from}. They keep their amounts in ${from}; new purchases will be recorded in ${to}. Confirm to change the currency.`,
} as const;

/** The locales offered in /settings (a business's own, if it is another, is offered too). */
export const LOCALE_CHOICES = [
  'en-US',
  'en-GB',
  'en-IE',
  'en-CA',
  'en-AU',
  'en-NZ',
  'en-IN',
  'en-SG',
  'en-ZA',
  'fr-FR',
  'fr-BE',
  'fr-CA',
  'fr-CH',
  'de-DE',
  'de-AT',
  'de-CH',
  'es-ES',
  'es-MX',
  'es-AR',
  'it-IT',
  'nl-NL',
  'nl-BE',
  'pt-PT',
  'pt-BR',
  'sv-SE',
  'da-DK',
  'nb-NO',
  'fi-FI',
  'pl-PL',
  'cs-CZ',
  'hu-HU',
  'ro-RO',
  'el-GR',
  'tr-TR',
  'he-IL',
  'ar-AE',
  'ja-JP',
  'ko-KR',
  'zh-CN',
  'zh-TW',
] as const;

/** GET /api/settings `money` and the PATCH's answer. */
export const ZMoneySettings = z.object({
  /** ISO 4217: new purchases are recorded in it. */
  currency: z.string(),
  /** BCP 47: how amounts are written ('€12.50' in en-IE, '12,50 €' in de-DE). */
  locale: z.string(),
  /** Whether purchases with an amount were recorded already: a change of currency then asks first. */
  hasPurchases: z.boolean(),
});
export type TMoneySettings = z.infer<typeof ZMoneySettings>;

/**
 * PATCH /api/settings/money. Amounts already recorded are never converted: changing the currency while purchases
 * exist needs `confirmCurrencyChange: true`, else 409 with the words the confirmation shows.
 */
export const ZUpdateMoneySettings = z.object({
  currency: z
    .string({ error: MONEY_MESSAGES.invalidCurrency })
    .trim()
    .toUpperCase()
    .refine(isCurrencyCode, MONEY_MESSAGES.invalidCurrency),
  locale: z
    .string({ error: MONEY_MESSAGES.invalidLocale })
    .refine((value) => canonicalLocale(value) !== null, { error: MONEY_MESSAGES.invalidLocale, abort: true })
    .transform((value) => canonicalLocale(value) as string),
  confirmCurrencyChange: z.boolean().optional(),
});
export type TUpdateMoneySettingsInput = z.input<typeof ZUpdateMoneySettings>;
export type TUpdateMoneySettings = z.output<typeof ZUpdateMoneySettings>;

/** 'EUR · Euro': every ISO 4217 currency this runtime knows, with its English name, by code. */
export function currencyChoices(): { code: string; label: string }[] {
  const names = new Intl.DisplayNames('en', { type: 'currency' });
  return Intl.supportedValuesOf('currency').map((code) => ({ code, label: `${code} · ${names.of(code) ?? code}` }));
}

/** 'English (Ireland)': a locale as people read it, in English like the rest of the app. */
export function localeLabel(locale: string): string {
  try {
    return new Intl.DisplayNames('en', { type: 'language' }).of(locale) ?? locale;
  } catch {
    return locale;
  }
}
