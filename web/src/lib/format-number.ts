import { currencyExponent, formatAmount, formatWholeAmount, type TMoney } from '@regulars/contracts';

// One locale for every number: the screens are written in US English, so a figure reads like the words around it
// ('1,234 points', '$12.50') whatever language the browser is set to, as dates do (format-date.ts).
const LOCALE = 'en-US';

const COUNT = new Intl.NumberFormat(LOCALE);
const DECIMAL = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 });
const MONEY = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'USD' });
const WHOLE_DOLLARS = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const PERCENT_BY_DIGITS = new Map<number, Intl.NumberFormat>();

/** '1,234': customers, visits, points, messages, credits. */
export const formatCount = (n: number) => COUNT.format(n);

const COUNTS_BY_LOCALE = new Map<string, Intl.NumberFormat>();

/** '1.234' in Spanish: a count on a screen that speaks the customer's language (issue 52). */
export function formatCountIn(n: number, locale: string): string {
  let count = COUNTS_BY_LOCALE.get(locale);
  if (!count) {
    count = new Intl.NumberFormat(locale);
    COUNTS_BY_LOCALE.set(locale, count);
  }
  return count.format(n);
}

/** '1 point', '1,234 points', '3 entries' (pass the plural when it is not the singular plus 's'). */
export function formatCountOf(n: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(n)} ${Math.abs(n) === 1 ? singular : plural}`;
}

/** A file's size in its unit: 1 KB = 1,000 bytes, as a phone or a computer shows a download's size. */
export function fileSizeOf(bytes: number): { value: number; unit: 'bytes' | 'kilobytes' | 'megabytes' | 'gigabytes' } {
  if (bytes < 1000) return { value: bytes, unit: 'bytes' };
  const units = ['kilobytes', 'megabytes', 'gigabytes'] as const;
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return { value, unit: units[unit] ?? 'gigabytes' };
}

/** '1.33': an average, at most two decimals. */
export const formatDecimal = (n: number) => DECIMAL.format(n);

const DECIMALS_BY_LOCALE = new Map<string, Intl.NumberFormat>();

/** '1,33' in French: a figure with at most `digits` decimals on a screen in the user's language. */
export function formatDecimalIn(n: number, locale: string, digits = 2): string {
  const key = `${locale}/${digits}`;
  let decimal = DECIMALS_BY_LOCALE.get(key);
  if (!decimal) {
    decimal = new Intl.NumberFormat(locale, { maximumFractionDigits: digits });
    DECIMALS_BY_LOCALE.set(key, decimal);
  }
  return decimal.format(n);
}

/**
 * '$1,234.50': the platform's own prices and revenue (plans, MRR), in the tiers' US dollars. A business's own amounts
 * (purchases, spend) are written with `formatAmountIn` in its currency and locale.
 */
export const formatMoney = (amount: number) => MONEY.format(amount);

/**
 * '$29' or '$29.50': a price tag, without cents when it is whole dollars. A screen in the user's language passes its
 * locale: the plan's US dollars written their way ('49 $US' in fr-FR).
 */
export function formatPrice(amount: number, locale = LOCALE): string {
  if (locale === LOCALE) return Number.isInteger(amount) ? WHOLE_DOLLARS.format(amount) : MONEY.format(amount);
  const money = { currency: 'USD', locale };
  return Number.isInteger(amount) ? formatWholeAmount(amount, money) : formatAmount(amount, money);
}

/**
 * '12.5%' of a value already in percent (12.5, not 0.125), as the API sends rates. `digits` fixes the decimals shown
 * ('40.0%'); without it up to three show, as many as the value has. A screen in the user's language passes its
 * locale ('12,5 %' in fr-FR).
 */
export function formatPercent(percent: number, digits?: number, locale = LOCALE): string {
  if (locale !== LOCALE) {
    const fraction =
      digits === undefined
        ? { maximumFractionDigits: 3 }
        : { minimumFractionDigits: digits, maximumFractionDigits: digits };
    return new Intl.NumberFormat(locale, { style: 'percent', ...fraction }).format(percent / 100);
  }
  if (digits === undefined) return `${COUNT.format(percent)}%`;
  let format = PERCENT_BY_DIGITS.get(digits);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: digits, maximumFractionDigits: digits });
    PERCENT_BY_DIGITS.set(digits, format);
  }
  return `${format.format(percent)}%`;
}

/** '€12.50', '12,50 €', '¥1,250': an amount of the business's own money, written its way (issue 35). */
export const formatAmountIn = (amount: number, money: TMoney) => formatAmount(amount, money);

/** '€1', '1 €': a rate's unit or a limit in the business's money, without zero decimals. */
export const formatWholeAmountIn = (amount: number, money: TMoney) => formatWholeAmount(amount, money);

/** '1234.50': an amount as a form field holds it, cents and no grouping, so it parses back as typed. */
export const formatAmountInput = (amount: number) => amount.toFixed(2);

/** The locale's decimal sign ('.' in en-US, ',' in de-DE): how a typed amount is read back. */
export function decimalSign(locale: string): '.' | ',' {
  const part = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal');
  return part?.value === ',' ? ',' : '.';
}

/** An empty amount field's hint in the business's money: '0.00', '0,00', '0' for yen. */
export function amountPlaceholder({ currency, locale }: TMoney): string {
  const digits = currencyExponent(currency);
  return digits === 0 ? '0' : `0${decimalSign(locale)}${'0'.repeat(digits)}`;
}
