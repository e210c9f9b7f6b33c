/**
 * Money in a business's own currency (issue 35). Amounts are stored in the currency's minor units (cents, pence;
 * yen have none, dinars have three), as ISO 4217 and Intl say; a person types and reads major units.
 */

/** How many decimal places the currency's minor unit has (USD 2, JPY 0, BHD 3). */
export function currencyExponent(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
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
