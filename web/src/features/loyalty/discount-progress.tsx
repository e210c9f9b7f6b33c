import type { TDiscountStanding } from '@regulars/contracts';
import { useAppWords } from '../../lib/app-words.tsx';
import { useWords } from '../../lib/words.tsx';
import { discountLabel, nextTierLabel } from './standing-labels.ts';

/** The discount reached by visits ('5% discount') and how far the next tier is ('3 visits to 10%'). */
export function DiscountProgress({ discount }: { discount: TDiscountStanding }) {
  const { t } = useAppWords();
  const next = nextTierLabel(discount, useWords());
  return (
    <div>
      <p className="text-2xl font-semibold tracking-tight text-gray-900">{discountLabel(discount, { t })}</p>
      <p className="mt-1 text-sm text-gray-500">{next ?? t('counter.discount.top')}</p>
    </div>
  );
}
