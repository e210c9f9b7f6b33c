import { categoryKey, type TCategoryBonus } from '@regulars/contracts';
import { Tag } from 'lucide-react';
import { useAppWords } from '../../lib/app-words.tsx';
import { cn } from '../../lib/cn.ts';
import { formatFactorIn } from '../../lib/format-factor.ts';

/**
 * The business's category bonuses at this counter, to tick when the purchase is of one ('×2 Lattes'): the counter
 * records one amount, so a ticked bonus applies to the whole purchase. Nothing when the business has none here.
 */
export function CategoryBonusChoice({
  bonuses,
  chosen,
  onChange,
  className,
}: {
  bonuses: TCategoryBonus[];
  chosen: string[];
  onChange: (categories: string[]) => void;
  className?: string;
}) {
  const { t, locale } = useAppWords();
  if (bonuses.length === 0) return null;
  const isChosen = (category: string) => chosen.some((c) => categoryKey(c) === categoryKey(category));
  const toggle = (category: string) =>
    onChange(
      isChosen(category) ? chosen.filter((c) => categoryKey(c) !== categoryKey(category)) : [...chosen, category],
    );
  return (
    <fieldset className={cn('space-y-1.5', className)} data-testid="category-bonuses">
      <legend className="flex items-center gap-1.5 text-sm font-medium text-gray-700">
        <Tag className="size-4 text-gray-400" aria-hidden />
        {t('counter.bonuses.legend')}
      </legend>
      <div className="flex flex-wrap gap-2">
        {bonuses.map((bonus) => {
          const on = isChosen(bonus.category);
          return (
            <button
              key={bonus.category}
              type="button"
              aria-pressed={on}
              onClick={() => toggle(bonus.category)}
              className={cn(
                'min-h-10 rounded-full px-3.5 text-sm font-semibold ring-1 ring-inset transition-colors',
                on
                  ? 'bg-amber-800 text-white ring-amber-800 hover:bg-amber-900'
                  : 'bg-white text-gray-800 ring-gray-300 hover:bg-gray-50',
              )}
            >
              {bonus.category}{' '}
              <span className={cn('ml-1', on ? 'text-white' : 'text-amber-800')}>
                ×{formatFactorIn(bonus.factor, locale)}
              </span>
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
