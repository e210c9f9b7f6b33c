import { formatFactor } from '@regulars/contracts';
import { formatCountIn } from '../../lib/format-number.ts';

/** A multiplier's factor in the screen's locale: 1.5 → '1.5' in en-US, '1,5' in fr-FR (rounded as formatFactor does). */
export const factorIn = (factor: number, locale: string) => formatCountIn(Number(formatFactor(factor)), locale);
