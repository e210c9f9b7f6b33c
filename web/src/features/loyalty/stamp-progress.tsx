import { Check } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { useWords } from '../../lib/words.tsx';
import { progressLabel } from './standing-labels.ts';

/** Up to this many, progress is drawn as circles a customer recognises from a paper card; above, as a bar. */
const MAX_CIRCLES = 20;

/** Stamps on the card (or purchases toward the free item): filled circles and '7 of 10 stamps'. */
export function StampProgress({
  type,
  current,
  required,
}: {
  type: 'stamp_card' | 'free_item';
  current: number;
  required: number;
}) {
  const words = useWords();
  const filled = Math.min(current, required);
  return (
    <div className="space-y-3">
      {required <= MAX_CIRCLES ? (
        // A longer card is laid out in rows of five, like a paper punch card.
        <ol className={cn('gap-2', required > 6 ? 'grid w-fit grid-cols-5' : 'flex')} aria-hidden>
          {Array.from({ length: required }, (_, i) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: the circles are positions on the card
              key={i}
              className={cn(
                'flex size-8 items-center justify-center rounded-full',
                i < filled
                  ? type === 'stamp_card'
                    ? 'bg-brand-600 text-white'
                    : 'bg-sky-500 text-white'
                  : 'border-2 border-dashed border-gray-300',
              )}
            >
              {i < filled && <Check className="size-4" strokeWidth={3} />}
            </li>
          ))}
        </ol>
      ) : (
        <div className="h-3 overflow-hidden rounded-full bg-gray-100" aria-hidden>
          <div
            className={cn('h-full rounded-full', type === 'stamp_card' ? 'bg-brand-600' : 'bg-sky-500')}
            style={{ width: `${(filled / required) * 100}%` }}
          />
        </div>
      )}
      <p className="text-base font-semibold text-gray-900" data-testid="stamp-progress">
        {progressLabel(type, current, required, words)}
      </p>
    </div>
  );
}
