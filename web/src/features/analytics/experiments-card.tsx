import {
  ANALYTICS_CAMPAIGNS_LIMIT,
  type TAnalyticsQuery,
  type TAppMessageKey,
  type TExperiment,
  type TExperimentKind,
} from '@regulars/contracts';
import { FlaskConical } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useExperiments } from '../../api/analytics.ts';
import { LoadError } from '../../components/ui/load-error.tsx';
import { ToggleSwitch } from '../../components/ui/switch.tsx';
import { type TAppWords, useAppWords } from '../../lib/app-words.tsx';
import { cn } from '../../lib/cn.ts';
import { formatCountIn } from '../../lib/format-number.ts';
import { cameBackRate, comparisonHeadline } from '../campaigns/index.ts';
import { analyticsRefusal } from './analytics-refusals.ts';
import { ChartCard } from './chart-card.tsx';
import {
  channelLabel,
  EXPERIMENT_FILTER_LABELS,
  EXPERIMENT_FILTERS,
  EXPERIMENT_KINDS,
  experimentsTable,
  filterExperiments,
  type TExperimentFilter,
  VERSION_LABELS,
} from './experiments-table.ts';
import { rangeLabel } from './format.ts';

const CAUSES: Record<TExperimentKind, TAppMessageKey> = {
  campaign: 'analytics.experiment.cause.campaign',
  win_back: 'analytics.experiment.cause.winBack',
  birthday: 'analytics.experiment.cause.birthday',
};

/** What caused the lift, in the headline's sentence. */
function causeOf(e: TExperiment, label: TExperiment['versions'][number]['label'], words: TAppWords): string {
  if (label === 'Version A') return words.t('analytics.experiment.cause.versionA');
  if (label === 'Version B') return words.t('analytics.experiment.cause.versionB');
  return words.t(CAUSES[e.kind]);
}

function ExperimentName({ experiment: e }: { experiment: TExperiment }) {
  // An automation's settings and lift are on the campaigns page, under its automations.
  const to = e.kind === 'campaign' ? `/campaigns/${e.id}` : '/campaigns';
  return (
    <Link
      to={to}
      className="font-medium text-gray-900 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      {e.name}
    </Link>
  );
}

/** The kind, channel and days its results cover ('Campaign · SMS · Mar 4 – Mar 17, 2026, still counting'). */
function Subline({ experiment: e }: { experiment: TExperiment }) {
  const words = useAppWords();
  const { t } = words;
  const parts = [
    t(EXPERIMENT_KINDS[e.kind]),
    channelLabel(e.channel, words),
    e.kind === 'campaign' ? rangeLabel(e.fromDay, e.toDay, words.locale) : t('analytics.experiments.last90Days'),
    t(e.settled ? 'analytics.experiments.final' : 'analytics.experiments.stillCounting'),
  ].filter(Boolean);
  return <p className="mt-0.5 text-xs text-gray-500">{parts.join(' · ')}</p>;
}

function Versions({ experiment: e }: { experiment: TExperiment }) {
  const words = useAppWords();
  const { t, locale } = words;
  return (
    <ul className="mt-2 space-y-2">
      {e.versions.map(({ label, comparison: c }) => {
        const headline = comparisonHeadline(
          c,
          causeOf(e, label, words),
          { over: e.settled, who: e.kind === 'campaign' ? 'recipients' : 'customers' },
          words,
        );
        const cameBack = t('analytics.experiments.cameBack', {
          messagedRate: cameBackRate(c.message, words),
          messaged: formatCountIn(c.message.customers, locale),
          controlRate: cameBackRate(c.control, words),
          control: formatCountIn(c.control.customers, locale),
        });
        return (
          <li key={label} className="rounded-lg bg-gray-50 px-3 py-2" data-testid="experiment-version">
            {e.versions.length > 1 && <p className="text-xs font-semibold text-gray-700">{t(VERSION_LABELS[label])}</p>}
            <p className={cn('text-sm font-medium', headline.conclusive ? 'text-green-800' : 'text-gray-900')}>
              {headline.title}
            </p>
            <p className="mt-0.5 text-xs text-gray-600">
              {headline.sofar ? `${cameBack} ${headline.sofar}` : cameBack}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

function Filters({
  filter,
  onFilter,
  conclusiveOnly,
  onConclusiveOnly,
}: {
  filter: TExperimentFilter;
  onFilter: (f: TExperimentFilter) => void;
  conclusiveOnly: boolean;
  onConclusiveOnly: (on: boolean) => void;
}) {
  const id = useId();
  const { t } = useAppWords();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 px-2 pb-3">
      <fieldset className="inline-flex items-center gap-1 rounded-lg bg-gray-100 p-1 text-gray-600">
        <legend className="sr-only">{t('analytics.experiments.show')}</legend>
        {EXPERIMENT_FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            aria-pressed={filter === f}
            onClick={() => onFilter(f)}
            className={cn(
              'inline-flex h-8 items-center rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors',
              'hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-brand-600',
              filter === f && 'bg-white text-gray-900 shadow-sm',
            )}
          >
            {t(EXPERIMENT_FILTER_LABELS[f])}
          </button>
        ))}
      </fieldset>
      <div className="flex items-center gap-2 text-sm text-gray-700">
        <ToggleSwitch id={id} checked={conclusiveOnly} onChange={onConclusiveOnly} aria-labelledby={`${id}-label`} />
        <label id={`${id}-label`} htmlFor={id}>
          {t('analytics.experiments.conclusiveOnly')}
        </label>
      </div>
    </div>
  );
}

/**
 * /analytics' Experiments: every campaign of the period that kept a control group and each automation that keeps
 * one, with the extra customers it brought back in the owner's words (the campaign page's own sentences), filterable
 * by kind and to the conclusive ones, and exported as shown, one row per version.
 */
export function ExperimentsCard({ query, range }: { query: TAnalyticsQuery; range: { from: string; to: string } }) {
  const experiments = useExperiments(query);
  const words = useAppWords();
  const { t, locale } = words;
  const [filter, setFilter] = useState<TExperimentFilter>('all');
  const [conclusiveOnly, setConclusiveOnly] = useState(false);
  if (experiments.isError) {
    return (
      <LoadError
        title={t('analytics.experiments.loadFailed')}
        description={analyticsRefusal(words, experiments.error)}
        onRetry={() => experiments.refetch()}
        retrying={experiments.isFetching}
      />
    );
  }
  const all = experiments.data?.experiments ?? [];
  const shown = filterExperiments(all, filter, conclusiveOnly);
  return (
    <ChartCard
      title={t('analytics.experiments.title')}
      description={t('analytics.experiments.about')}
      empty={!experiments.isPending && all.length === 0}
      emptyText={t('analytics.experiments.empty')}
      csv={experimentsTable(shown, range, words)}
    >
      {experiments.isPending ? (
        <div
          className="h-32 animate-pulse rounded-lg bg-gray-50"
          role="status"
          aria-label={t('analytics.experiments.loading')}
        />
      ) : (
        <>
          <Filters
            filter={filter}
            onFilter={setFilter}
            conclusiveOnly={conclusiveOnly}
            onConclusiveOnly={setConclusiveOnly}
          />
          {shown.length === 0 ? (
            <p className="px-2 py-6 text-center text-sm text-gray-500">
              {t(conclusiveOnly ? 'analytics.experiments.noneConclusive' : 'analytics.experiments.noneOfKind')}
            </p>
          ) : (
            <ul className="divide-y divide-gray-100" aria-label={t('analytics.experiments.title')}>
              {shown.map((e) => (
                <li key={`${e.kind}:${e.id}`} className="px-2 py-3" data-testid="experiment-row">
                  <div className="flex items-start gap-3">
                    <FlaskConical className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
                    <div className="min-w-0 flex-1">
                      <ExperimentName experiment={e} />
                      <Subline experiment={e} />
                      <Versions experiment={e} />
                    </div>
                  </div>
                </li>
              ))}
            </ul>
          )}
          {experiments.data && experiments.data.campaignsTotal > ANALYTICS_CAMPAIGNS_LIMIT && (
            <p className="px-2 pt-2 text-sm text-gray-500">
              {t('analytics.experiments.newest', {
                limit: formatCountIn(ANALYTICS_CAMPAIGNS_LIMIT, locale),
                total: formatCountIn(experiments.data.campaignsTotal, locale),
              })}
            </p>
          )}
        </>
      )}
    </ChartCard>
  );
}
