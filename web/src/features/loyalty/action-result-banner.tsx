import { type TUndoableAction, UNDO_WINDOW_MINUTES } from '@regulars/contracts';
import { CircleAlert, CircleCheck, History, TriangleAlert, X } from 'lucide-react';
import { useAppWords } from '../../lib/app-words.tsx';
import { cn } from '../../lib/cn.ts';
import { secondsUntil } from '../../lib/dates.ts';
import { useNow } from '../../lib/use-now.ts';
import { ACTION_TITLES, splitChanges } from './action-outcome.ts';
import { useCounterOutcome } from './counter-outcome-context.ts';
import { UndoLastActionButton } from './undo-last-action-button.tsx';

const UNDO_SECONDS = UNDO_WINDOW_MINUTES * 60;

const TONES = {
  success: { box: 'border-emerald-200 bg-emerald-50', icon: CircleCheck, iconClass: 'text-emerald-600' },
  warning: { box: 'border-amber-300 bg-amber-50', icon: TriangleAlert, iconClass: 'text-amber-600' },
  error: { box: 'border-red-200 bg-red-50', icon: CircleAlert, iconClass: 'text-red-600' },
  last: { box: 'border-gray-200 bg-white', icon: History, iconClass: 'text-gray-400' },
} as const;

/**
 * What the last action did ('+12 points', 'Stamp 7 of 10') or why it was refused, with Undo while the
 * customer's last action can still be taken back.
 */
export function ActionResultBanner({ lastAction }: { lastAction: TUndoableAction | null }) {
  const { outcome, report } = useCounterOutcome();
  const { t } = useAppWords();
  const now = useNow(lastAction !== null);
  // `now` ticks once a second, so it can be up to a second old when a new action arrives.
  const secondsLeft = lastAction ? Math.min(secondsUntil(lastAction.undoableUntil, now), UNDO_SECONDS) : 0;
  const undoable = lastAction && secondsLeft > 0 ? lastAction : null;
  if (!outcome && !undoable) return null;

  const tone = TONES[outcome?.tone ?? 'last'];
  const title = !outcome
    ? t('changes.lastAction')
    : outcome.tone === 'error'
      ? outcome.message
      : t(ACTION_TITLES[outcome.kind]);
  const { changes, warnings } = !outcome
    ? splitChanges(undoable ?? { changes: [], warnings: [] })
    : outcome.tone === 'error'
      ? { changes: [], warnings: [] }
      : outcome;

  return (
    <div
      role={outcome?.tone === 'error' ? 'alert' : 'status'}
      data-testid="action-result"
      className={cn('flex flex-col gap-3 rounded-xl border p-4 sm:flex-row sm:items-center', tone.box)}
    >
      <div className="flex min-w-0 flex-1 gap-3">
        <tone.icon className={cn('mt-0.5 size-6 shrink-0', tone.iconClass)} aria-hidden />
        <div className="min-w-0 flex-1">
          <p className={cn('font-semibold', outcome?.tone === 'error' ? 'text-red-800' : 'text-gray-900')}>{title}</p>
          {warnings.map((warning) => (
            <p key={warning} className="text-sm font-medium text-amber-800" data-testid="action-warning">
              {warning}
            </p>
          ))}
          {outcome && outcome.tone !== 'error' && outcome.replayed && (
            <p className="text-sm text-gray-600">{t('changes.replayed')}</p>
          )}
          {changes.length > 0 && (
            <ul className="mt-2 flex flex-wrap gap-2" aria-label={t('changes.list')}>
              {changes.map((change, index) => (
                <li
                  // biome-ignore lint/suspicious/noArrayIndexKey: the same words can come twice (two points programs); the list never reorders
                  key={`${index}:${change}`}
                  className="rounded-full bg-white px-3 py-1 text-sm font-semibold text-gray-900 shadow-xs ring-1 ring-gray-200"
                >
                  {change}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <div className="flex items-center gap-2">
        {undoable && <UndoLastActionButton action={undoable} secondsLeft={secondsLeft} />}
        {outcome && (
          <button
            type="button"
            onClick={() => report(null)}
            aria-label={t('changes.dismiss')}
            className="hidden rounded-md p-1.5 text-gray-500 hover:bg-black/5 hover:text-gray-600 sm:block"
          >
            <X className="size-4" aria-hidden />
          </button>
        )}
      </div>
    </div>
  );
}
