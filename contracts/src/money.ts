/**
 * Money in a business's own currency (issue 35). Amounts are stored in the currency's minor units (cents, pence;
 * yen have none, dinars have three), as ISO 4217 and Intl say; a person types and reads major units.
 */

const exponents = new Map<string, number>();

/** How many decimal places the currency's minor unit has (USD 2, JPY 0, BHD 3). */
export function currencyExponent(currency: string): number {
  let exponent = exponents.get(currency);
  if (exponent === undefined) {
    // A formatter per call cost a check-in more than its ledger arithmetic: one read per currency.
    exponent =
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    exponents.set(currency, exponent);
  }
  return exponent;
}

/** A typed amount (12.5) as minor units (1250), rounded to the unit. */
export function toMinorUnits(amount: number, currency: string): number {
  return Math.round(amount * 10 ** currencyExponent(currency));
}

/** Minor units (1250) as the amount people read (12.5). */
export function fromMinorUnits(minor: number, currency: string): number {
  const exponent = currencyExponent(currency);
  return Number((minor / 10 ** exponent).toFixed(exponent));
}

/** The business's money as every amount it shows is written: its currency and its locale. */
export type TMoney = { currency: string; locale: string };

/** What a business had before it chose (every business before issue 35): US dollars written the US way. */
export const DEFAULT_MONEY: TMoney = { currency: 'USD', locale: 'en-US' };

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, currency: string, whole: boolean): Intl.NumberFormat {
  const key = `${locale}|${currency}|${whole}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      ...(whole ? { minimumFractionDigits: 0 } : {}),
    });
    formats.set(key, format);
  }
  return format;
}

/** An amount in major units (12.5) as the business writes it: '$12.50', '€12.50', '12,50 €', '¥1,250'. */
export function formatAmount(amount: number, { currency, locale }: TMoney): string {
  return numberFormat(locale, currency, false).format(amount);
}

/** Minor units (1250) as the business writes them ('€12.50'). */
export function formatMoney(minor: number, currency: string, locale: string): string {
  return formatAmount(fromMinorUnits(minor, currency), { currency, locale });
}

/** A limit or a rate's unit without its zero decimals: '$0', '$1,000,000', '€1', '12,50 €'. */
export function formatWholeAmount(amount: number, { currency, locale }: TMoney): string {
  return numberFormat(locale, currency, true).format(amount);
}

/** The currency's symbol in the locale: '$', '€', '£', '¥', 'CHF'. */
export function currencySymbol({ currency, locale }: TMoney): string {
  return (
    numberFormat(locale, currency, true)
      .formatToParts(0)
      .find((p) => p.type === 'currency')?.value ?? currency
  );
}

let currencies: Set<string> | undefined;

/** Whether the code is an ISO 4217 currency this runtime knows (upper case, as stored). */
export function isCurrencyCode(code: string): boolean {
  currencies ??= new Set(Intl.supportedValuesOf('currency'));
  return /^[A-Z]{3}$/.test(code) && currencies.has(code);
}

/** The BCP 47 tag as Intl spells it ('en-gb' → 'en-GB'), or null when it is not one amounts can be written in. */
export function canonicalLocale(tag: string): string | null {
  const value = tag.trim();
  if (!value || value.length > 35) return null;
  try {
    const [canonical] = Intl.getCanonicalLocales(value);
    if (!canonical || Intl.NumberFormat.supportedLocalesOf([canonical]).length === 0) return null;
    return canonical;
  } catch {
    return null;
  }
}

/** A ledger row's amount as the API answers it (major units), null when it has none. */
export function amountOfRow(row: { amountMinor: number | null; currency: string | null }): number | null {
  return row.amountMinor === null || row.currency === null ? null : fromMinorUnits(row.amountMinor, row.currency);
}
