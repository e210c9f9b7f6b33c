/** The currency signs a cashier may type or paste with an amount. */
const SIGNS = '$€£¥₩₹₪₺₽฿';

/**
 * The amount typed at the till as a number for the contract's checks: '$1,250.50 ' reads 1250.5, '-5' reads -5 (the
 * contract then says it must be more than $0); blank reads undefined (the contract's 'Enter the purchase amount');
 * anything else NaN, which the same check refuses. `decimal` is the locale's decimal sign: with ',' (de-DE, fr-FR)
 * '1.250,50 €' reads 1250.5, and the other sign is the grouping one, left out.
 */
export function parseAmount(raw: unknown, decimal: '.' | ',' = '.'): number | undefined {
  if (typeof raw === 'number') return raw;
  if (typeof raw !== 'string') return undefined;
  const grouping = decimal === '.' ? ',' : '.';
  const text = raw
    .replace(new RegExp(`[\\s${SIGNS}]`, 'g'), '')
    .replaceAll(grouping, '')
    .replace(decimal, '.');
  if (text === '') return undefined;
  return /^-?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : Number.NaN;
}

/**
 * What the amount field keeps of what was typed or pasted: digits, one decimal point's worth of punctuation ('.',
 * ',', a currency sign, spaces) and a minus sign only in front. A letter is refused as it is typed, so 'abc' never shows.
 */
export function amountText(typed: string): string {
  const kept = typed.replace(new RegExp(`[^\\d.,\\s${SIGNS}-]`, 'g'), '');
  const sign = new RegExp(`^[\\s${SIGNS}]*-`).exec(kept)?.[0] ?? '';
  return sign + kept.slice(sign.length).replaceAll('-', '');
}
