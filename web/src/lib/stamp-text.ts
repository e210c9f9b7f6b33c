import type { TStampCount } from '@regulars/contracts';
import { formatCount } from './format-number.ts';

/** A stamp card as lists show it: '7 of 10', named ('Coffee card 7 of 10') when the business runs several. */
export function stampText(card: Pick<TStampCount, 'programName' | 'current' | 'required'>, named: boolean): string {
  const count = `${formatCount(card.current)} of ${formatCount(card.required)}`;
  return named ? `${card.programName} ${count}` : count;
}
