/**
 * The amount typed at the till as a number for the contract's checks: '$1,250.50 ' reads 1250.5, '-5' reads -5 (the
 * contract then says it must be more than $0); blank reads undefined (the contract's 'Enter the purchase amount');
 * anything else NaN, which the same check refuses.
 */
export function parseAmount(raw: unknown): number | undefined {
  if (typeof raw === 'number') return raw;
  if (typeof raw !== 'string') return undefined;
  const text = raw.replace(/[\s$,]/g, '');
  if (text === '') return undefined;
  return /^-?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : Number.NaN;
}

/**
 * What the amount field keeps of what was typed or pasted: digits, one decimal point's worth of punctuation ('.',
 * ',', '$', spaces) and a minus sign only in front. A letter is refused as it is typed, so 'abc' never shows.
 */
export function amountText(typed: string): string {
  const kept = typed.replace(/[^\d.,$\s-]/g, '');
  const sign = /^[\s$]*-/.exec(kept)?.[0] ?? '';
  return sign + kept.slice(sign.length).replaceAll('-', '');
}
