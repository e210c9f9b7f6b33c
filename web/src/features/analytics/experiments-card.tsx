import {
  ANALYTICS_CAMPAIGNS_LIMIT,
  EXPERIMENT_KIND_LABELS,
  type TAnalyticsQuery,
  type TExperiment,
} from '@regulars/contracts';
import { FlaskConical } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useExperiments } from '../../api/analytics.ts';
import { errorMessage } from '../../api/client.ts';
import { LoadError } from '../../components/ui/load-error.tsx';
import { ToggleSwitch } from '../../components/ui/switch.tsx';
import { cn } from '../../lib/cn.ts';
import { formatCount } from '../../lib/format-number.ts';
import { cameBackRate, comparisonHeadline } from '../campaigns/index.ts';
import { ChartCard } from './chart-card.tsx';
import {
  EXPERIMENT_FILTER_LABELS,
  EXPERIMENT_FILTERS,
  experimentsTable,
  filterExperiments,
  type TExperimentFilter,
} from './experiments-table.ts';
import { rangeLabel } from './format.ts';

/** What caused the lift, in the headline's sentence. */
function causeOf(e: TExperiment, label: string): string {
  if (label === 'Version A') return 'version A';
  if (label === 'Version B') return 'version B';
  return e.kind === 'campaign' ? 'this campaign' : EXPERIMENT_KIND_LABELS[e.kind].toLowerCase();
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
  const parts = [
    EXPERIMENT_KIND_LABELS[e.kind],
    e.channel === null ? null : e.channel === 'sms' ? 'SMS' : 'Email',
    e.kind === 'campaign' ? rangeLabel(e.fromDay, e.toDay) : 'last 90 days',
    e.settled ? 'final' : 'still counting',
  ].filter(Boolean);
  return <p className="mt-0.5 text-xs text-gray-500">{parts.join(' · ')}</p>;
}

function Versions({ experiment: e }: { experiment: TExperiment }) {
  return (
    <ul className="mt-2 space-y-2">
      {e.versions.map(({ label, comparison: c }) => {
        const headline = comparisonHeadline(c, causeOf(e, label), {
          over: e.settled,
          who: e.kind === 'campaign' ? 'recipients' : 'customers',
        });
        return (
          <li key={label} className="rounded-lg bg-gray-50 px-3 py-2" data-testid="experiment-version">
            {e.versions.length > 1 && <p className="text-xs font-semibold text-gray-700">{label}</p>}
            <p className={cn('text-sm font-medium', headline.conclusive ? 'text-green-800' : 'text-gray-900')}>
              {headline.title}
            </p>
            <p className="mt-0.5 text-xs text-gray-600">
              Came back: {cameBackRate(c.message)} of {formatCount(c.message.customers)} messaged,{' '}
              {cameBackRate(c.control)} of {formatCount(c.control.customers)} in the control group.
              {headline.sofar && ` ${headline.sofar}`}
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
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 px-2 pb-3">
      <fieldset className="inline-flex items-center gap-1 rounded-lg bg-gray-100 p-1 text-gray-600">
        <legend className="sr-only">Show</legend>
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
            {EXPERIMENT_FILTER_LABELS[f]}
          </button>
        ))}
      </fieldset>
      <div className="flex items-center gap-2 text-sm text-gray-700">
        <ToggleSwitch id={id} checked={conclusiveOnly} onChange={onConclusiveOnly} aria-labelledby={`${id}-label`} />
        <label id={`${id}-label`} htmlFor={id}>
          Conclusive only
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
  const [filter, setFilter] = useState<TExperimentFilter>('all');
  const [conclusiveOnly, setConclusiveOnly] = useState(false);
  if (experiments.isError) {
    return (
      <LoadError
        title="Could not load the experiments"
        description={errorMessage(experiments.error, 'Please try again.')}
        onRetry={() => experiments.refetch()}
        retrying={experiments.isFetching}
      />
    );
  }
  const all = experiments.data?.experiments ?? [];
  const shown = filterExperiments(all, filter, conclusiveOnly);
  return (
    <ChartCard
      title="Experiments"
      description="Campaigns and automations that kept a control group: how many more customers came back because of them"
      empty={!experiments.isPending && all.length === 0}
      emptyText="No campaign in this period kept a control group. Turn on “Keep a control group” when you create one to see what it really brought in."
      csv={experimentsTable(shown, range)}
    >
      {experiments.isPending ? (
        <div className="h-32 animate-pulse rounded-lg bg-gray-50" role="status" aria-label="Loading experiments" />
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
              {conclusiveOnly ? 'None is conclusive yet.' : 'None of this kind in this period.'}
            </p>
          ) : (
            <ul className="divide-y divide-gray-100" aria-label="Experiments">
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
              The newest {ANALYTICS_CAMPAIGNS_LIMIT} of {formatCount(experiments.data.campaignsTotal)} campaigns with a
              control group
            </p>
          )}
        </>
      )}
    </ChartCard>
  );
}
