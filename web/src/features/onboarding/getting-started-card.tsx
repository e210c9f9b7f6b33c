import { Check, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { useGettingStarted } from '../../api/onboarding.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { cn } from '../../lib/cn.ts';
import { checklistSteps, type TChecklistStep } from './checklist-steps.ts';

function Step({ step, number }: { step: TChecklistStep; number: number }) {
  const { t } = useAppWords();
  return (
    <li>
      <Link
        to={step.to}
        className={cn(
          'group flex h-full items-center gap-3 rounded-lg border px-4 py-3 transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 lg:flex-col lg:items-start lg:gap-2',
          step.done
            ? 'border-emerald-100 bg-emerald-50/50 hover:border-emerald-200'
            : 'border-gray-200 hover:border-brand-300 hover:bg-brand-50/50',
        )}
      >
        <span
          className={cn(
            'flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
            step.done ? 'bg-emerald-600 text-white' : 'bg-brand-50 text-brand-700 ring-1 ring-brand-200',
          )}
          aria-hidden
        >
          {step.done ? <Check className="size-4" strokeWidth={3} /> : number}
        </span>
        <span className="min-w-0 flex-1">
          <span className={cn('block text-sm font-semibold', step.done ? 'text-gray-500' : 'text-gray-900')}>
            {step.label}
          </span>
          {step.done ? (
            <span className="block text-xs font-medium text-emerald-700">{t('dashboard.start.done')}</span>
          ) : (
            <span className="block text-xs text-gray-500">{step.hint}</span>
          )}
        </span>
        <ChevronRight className="size-4 shrink-0 text-gray-400 lg:hidden" aria-hidden />
      </Link>
    </li>
  );
}

/**
 * A new business's first steps, each ticked from its own rows and linking to the screen where it is done. Shown to
 * every member of the team (each step is theirs to do too); gone once all are done, and never a placeholder while
 * it loads or if it fails: it is a nudge, not information.
 */
export function GettingStartedCard() {
  const words = useAppWords();
  const { t } = words;
  const { data } = useGettingStarted();
  if (!data) return null;
  const { steps, done } = checklistSteps(data, words);
  if (done === steps.length) return null;
  const progress = t('dashboard.start.progress', { done, total: steps.length });
  const title = t('dashboard.start.title');
  return (
    <Card role="region" aria-labelledby="getting-started-title">
      <CardHeader className="gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <CardTitle id="getting-started-title">{title}</CardTitle>
          <CardDescription>
            {data.agency ? t('dashboard.start.introAgency') : t('dashboard.start.intro')}
          </CardDescription>
        </div>
        <div className="flex items-center gap-3 sm:w-56">
          <div
            className="h-2 flex-1 overflow-hidden rounded-full bg-gray-100"
            role="progressbar"
            aria-label={title}
            aria-valuemin={0}
            aria-valuemax={steps.length}
            aria-valuenow={done}
            aria-valuetext={progress}
          >
            <div className="h-full rounded-full bg-emerald-500" style={{ width: `${(done / steps.length) * 100}%` }} />
          </div>
          <p className="shrink-0 text-sm font-medium text-gray-700">{progress}</p>
        </div>
      </CardHeader>
      <CardContent>
        <ol className={cn('grid gap-3', steps.length === 6 ? 'lg:grid-cols-6' : 'lg:grid-cols-4')}>
          {steps.map((step, i) => (
            <Step key={step.key} step={step} number={i + 1} />
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
