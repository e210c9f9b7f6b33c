import type { TAppMessageKey, TDiscountStanding, TProgramType, TTranslator } from '@regulars/contracts';
import type { TAppWords } from '../../lib/app-words.tsx';
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

/** '5% discount', or that the first tier is still ahead, in the counter's words. */
export function discountLabel(discount: TDiscountStanding, { t }: Pick<TAppWords, 't'>): string {
  return discount.percent === null
    ? t('counter.discount.none')
    : t('counter.discount.percent', { percent: discount.percent });
}

/** '3 visits to 10%', in the screen's words; null at the top tier. */
export function nextTierLabel(discount: TDiscountStanding, { t }: Pick<TTranslator, 't'>): string | null {
  if (discount.nextPercent === null || discount.visitsToNext === null) return null;
  return t('portal.visitsToTier', { count: discount.visitsToNext, percent: discount.nextPercent });
}

const NEXT_EARN: Record<TProgramType, TAppMessageKey> = {
  points: 'counter.nextEarn.points',
  stamp_card: 'counter.nextEarn.stamp',
  rebate_code: 'counter.nextEarn.code',
  discount: 'counter.nextEarn.visit',
  free_item: 'counter.nextEarn.purchase',
};

/**
 * 'Next stamp available at 3:42 PM' (on the business's clocks: the counter is in the business) while the program's
 * pause between earns lasts; null once it has passed.
 */
export function nextEarnLabel(
  type: TProgramType,
  nextEarnAt: string | null,
  words: TAppWords,
  now = Date.now(),
  zone?: TZone,
): string | null {
  if (!nextEarnAt || isPast(nextEarnAt, now)) return null;
  return words.t(NEXT_EARN[type], { time: formatTime(nextEarnAt, zone, words.locale) });
}
