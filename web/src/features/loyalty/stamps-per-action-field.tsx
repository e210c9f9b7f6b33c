import { Minus, Plus, Stamp } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { fieldClasses } from '../../components/ui/input.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { cn } from '../../lib/cn.ts';

/**
 * How many stamps the next visit or purchase puts on each stamp card: one per item that earns a stamp (two coffees,
 * 2), from 1 to the largest card. Shown while the customer has a stamp card; back to 1 after each action.
 */
export function StampsPerActionField({
  value,
  max,
  onChange,
  className,
}: {
  value: number;
  max: number;
  onChange: (stamps: number) => void;
  className?: string;
}) {
  const { t } = useAppWords();
  const set = (next: number) => onChange(Math.min(max, Math.max(1, Math.trunc(next) || 1)));
  return (
    <div className={cn('space-y-1.5', className)} data-testid="stamps-per-action">
      <label htmlFor="stamps-per-action" className="flex items-center gap-1.5 text-sm font-medium text-gray-700">
        <Stamp className="size-4 text-gray-400" aria-hidden />
        {t('counter.stamps.label')}
      </label>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
        <div className="flex items-center gap-1.5">
          <Button
            type="button"
            variant="secondary"
            size="icon"
            aria-label={t('counter.stamps.fewer')}
            disabled={value <= 1}
            onClick={() => set(value - 1)}
          >
            <Minus className="size-4" aria-hidden />
          </Button>
          <input
            id="stamps-per-action"
            type="number"
            inputMode="numeric"
            min={1}
            max={max}
            value={value}
            onChange={(event) => set(Number(event.target.value))}
            onFocus={(event) => event.target.select()}
            aria-describedby="stamps-per-action-hint"
            // The − and + beside it are the steppers: the browser's own small arrows are hidden.
            className={cn(
              fieldClasses,
              'h-10 w-16 [appearance:textfield] text-center text-lg font-semibold tabular-nums',
              '[&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none',
            )}
          />
          <Button
            type="button"
            variant="secondary"
            size="icon"
            aria-label={t('counter.stamps.more')}
            disabled={value >= max}
            onClick={() => set(value + 1)}
          >
            <Plus className="size-4" aria-hidden />
          </Button>
        </div>
        <p id="stamps-per-action-hint" className="text-sm text-gray-600">
          {t('counter.stamps.hint')}
        </p>
      </div>
    </div>
  );
}
