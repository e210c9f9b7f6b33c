import type { TDiscountStanding, TProgramType, TTranslator } from '@regulars/contracts';
import { isPast } from '../../lib/dates.ts';
import { formatTime, type TZone } from '../../lib/format-date.ts';

/** '7 of 10 stamps' (stamp card) or '2 of 5 purchases' (free item), in the screen's words. */
export function progressLabel(
  type: 'stamp_card' | 'free_item',
  current: number,
  required: number,
  { t }: Pick<TTranslator, 't'>,
): string {
  return t(type === 'stamp_card' ? 'portal.stampsOf' : 'portal.purchasesOf', { current, required });
}

/** '5% discount', or that the first tier is still ahead. */
export function discountLabel(discount: TDiscountStanding): string {
  return discount.percent === null ? 'No discount yet' : `${discount.percent}% discount`;
}

/** '3 visits to 10%', in the screen's words; null at the top tier. */
export function nextTierLabel(discount: TDiscountStanding, { t }: Pick<TTranslator, 't'>): string | null {
  if (discount.nextPercent === null || discount.visitsToNext === null) return null;
  return t('portal.visitsToTier', { count: discount.visitsToNext, percent: discount.nextPercent });
}

const NEXT_EARN: Record<TProgramType, string> = {
  points: 'Next points available at',
  stamp_card: 'Next stamp available at',
  rebate_code: 'Next code available at',
  discount: 'Next visit counts at',
  free_item: 'Next purchase counts at',
};

/**
 * 'Next stamp available at 3:42 PM' (on the business's clocks: the counter is in the business) while the program's
 * pause between earns lasts; null once it has passed.
 */
export function nextEarnLabel(
  type: TProgramType,
  nextEarnAt: string | null,
  now = Date.now(),
  zone?: TZone,
): string | null {
  if (!nextEarnAt || isPast(nextEarnAt, now)) return null;
  return `${NEXT_EARN[type]} ${formatTime(nextEarnAt, zone)}`;
}
