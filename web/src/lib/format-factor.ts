import { formatFactor } from '@regulars/contracts';
import { formatCountIn } from './format-number.ts';

/**
 * A multiplier's factor in a locale: 1.5 → '1.5' in en-US, '1,5' in fr-FR (rounded as contracts' formatFactor does).
 * Apart from format-number.ts: the multipliers' contract (and zod) stays out of pages that only write numbers.
 */
export const formatFactorIn = (factor: number, locale: string) => formatCountIn(Number(formatFactor(factor)), locale);
