import type { TAppliedMultipliers } from '@regulars/contracts';
import { Sparkles } from 'lucide-react';
import { useAppWords } from '../../lib/app-words.tsx';
import { cn } from '../../lib/cn.ts';
import { formatFactorIn } from '../../lib/format-factor.ts';

/**
 * What a purchase earns extra right now, seen before the cashier records it: each multiplier that applies, and what
 * they give together when there are several. Nothing while none applies.
 */
export function PurchaseMultipliers({
  multipliers,
  className,
}: {
  multipliers: TAppliedMultipliers | null;
  className?: string;
}) {
  const { t, locale } = useAppWords();
  if (!multipliers || multipliers.applied.length === 0) return null;
  const several = multipliers.applied.length > 1;
  return (
    <div
      className={cn(
        'flex flex-wrap items-center gap-x-2 gap-y-1.5 rounded-lg bg-amber-50 px-3 py-2 ring-1 ring-amber-200 ring-inset',
        className,
      )}
      data-testid="purchase-multipliers"
    >
      <p className="flex items-center gap-1.5 text-sm font-medium text-amber-900" id="purchase-multipliers-title">
        <Sparkles className="size-4 shrink-0 text-amber-600" aria-hidden />
        {t('counter.multipliers.title')}
      </p>
      <ul className="flex flex-wrap items-center gap-1.5" aria-labelledby="purchase-multipliers-title">
        {multipliers.applied.map((applied) => (
          <li
            key={applied.name}
            className="rounded-full bg-white px-2.5 py-0.5 text-sm font-semibold text-amber-900 ring-1 ring-amber-300 ring-inset"
          >
            {`×${formatFactorIn(applied.factor, locale)} ${applied.name}`}
          </li>
        ))}
      </ul>
      {several && (
        <p className="text-sm font-semibold text-amber-900" data-testid="purchase-multipliers-total">
          {t('counter.multipliers.total', { factor: formatFactorIn(multipliers.factor, locale) })}
        </p>
      )}
    </div>
  );
}
