import type { LucideIcon } from 'lucide-react';
import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import { Card } from '../../components/ui/card.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { cn } from '../../lib/cn.ts';
import { change } from './format.ts';

export type TFigure = {
  label: string;
  value: string;
  /** The figure's own numbers, to compare with the previous period. */
  current: number | null;
  previous: number | null;
  /** How the previous value reads under the card: 'vs 12 before'. */
  previousLabel: string;
  changeKind: 'relative' | 'points';
  /** Whether a rise is good news (green) or just a change (grey): more expired points is not a win. */
  goodWhenUp?: boolean;
  icon: LucideIcon;
  tone: string;
  note?: string;
};

function ChangeBadge({ figure }: { figure: TFigure }) {
  const c = change(figure.current, figure.previous, figure.changeKind, useAppWords());
  if (!c) return null;
  const Icon = c.direction === 'up' ? ArrowUpRight : c.direction === 'down' ? ArrowDownRight : Minus;
  const tone =
    c.direction === 'flat' || figure.goodWhenUp === undefined
      ? 'bg-gray-100 text-gray-700'
      : (c.direction === 'up') === figure.goodWhenUp
        ? 'bg-emerald-50 text-emerald-700'
        : 'bg-rose-50 text-rose-700';
  return (
    <span
      className={cn('inline-flex items-center gap-0.5 rounded-full px-1.5 py-0.5 text-xs font-medium', tone)}
      data-testid="figure-change"
    >
      <Icon className="size-3.5" aria-hidden />
      {c.label}
    </span>
  );
}

/** One figure of the period, its change against the period before, and what it was then. */
export function FigureCard({ figure }: { figure: TFigure }) {
  const Icon = figure.icon;
  const { t } = useAppWords();
  return (
    <Card className="flex flex-col p-4 sm:p-5">
      <section aria-label={figure.label} className="flex h-full flex-col">
        <div className="flex items-start justify-between gap-2">
          <p className="text-sm font-medium text-gray-500">{figure.label}</p>
          <div className={cn('hidden size-8 shrink-0 items-center justify-center rounded-lg sm:flex', figure.tone)}>
            <Icon className="size-4" aria-hidden />
          </div>
        </div>
        <p
          className="mt-1 truncate text-2xl font-semibold tracking-tight text-gray-900 tabular-nums"
          data-testid="figure-value"
        >
          {figure.value}
        </p>
        <div className="mt-auto flex flex-wrap items-center gap-x-2 gap-y-1 pt-2">
          <ChangeBadge figure={figure} />
          <span className="text-xs text-gray-500">
            {figure.previous === null ? t('analytics.figure.noEarlier') : figure.previousLabel}
          </span>
        </div>
        {figure.note && <p className="mt-1.5 text-xs text-gray-500">{figure.note}</p>}
      </section>
    </Card>
  );
}

export function FigureGrid({ figures }: { figures: TFigure[] }) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4">
      {figures.map((f) => (
        <FigureCard key={f.label} figure={f} />
      ))}
    </div>
  );
}

export function FigureGridSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <div
      className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4"
      role="status"
      aria-busy="true"
      aria-label={label}
    >
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
        <Card key={i} className="h-[118px] animate-pulse bg-gray-50" />
      ))}
    </div>
  );
}
