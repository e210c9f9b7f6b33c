/**
 * The amount typed at the till as a number for the contract's checks: '$1,250.50 ' reads 1250.5; blank
 * reads undefined (the contract's 'Enter the purchase amount'); anything else NaN, which the same check refuses.
 */
export function parseAmount(raw: unknown): number | undefined {
  if (typeof raw === 'number') return raw;
  if (typeof raw !== 'string') return undefined;
  const text = raw.replace(/[\s$,]/g, '');
  if (text === '') return undefined;
  return /^(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : Number.NaN;
}
