import { EXPERIMENT_KIND_LABELS, type TExperiment, type TExperimentKind } from '@regulars/contracts';
import type { TCsvTable } from './csv.ts';

export const EXPERIMENT_FILTERS = ['all', 'campaigns', 'automations'] as const;
export type TExperimentFilter = (typeof EXPERIMENT_FILTERS)[number];
export const EXPERIMENT_FILTER_LABELS: Record<TExperimentFilter, string> = {
  all: 'All',
  campaigns: 'Campaigns',
  automations: 'Automations',
};

const isCampaign = (kind: TExperimentKind) => kind === 'campaign';

/** The experiments the owner chose to see: by kind, and only those with a conclusive version when asked. */
export function filterExperiments(
  experiments: TExperiment[],
  filter: TExperimentFilter,
  conclusiveOnly: boolean,
): TExperiment[] {
  return experiments.filter(
    (e) =>
      (filter === 'all' || (filter === 'campaigns') === isCampaign(e.kind)) &&
      (!conclusiveOnly || e.versions.some((v) => v.comparison.cameBack.conclusive)),
  );
}

/** A share as a percentage with one decimal, for a spreadsheet (6.25 for 0.0625). */
const pct = (share: number) => Math.round(share * 1000) / 10;
const money = (n: number) => Math.round(n * 100) / 100;

/** The experiments as shown, one row per version (an A/B test's A and B each against the same control group). */
export function experimentsTable(experiments: TExperiment[], range: { from: string; to: string }): TCsvTable {
  return {
    fileName: `analytics-experiments-${range.from}-to-${range.to}.csv`,
    columns: [
      'experiment',
      'type',
      'channel',
      'version',
      'from',
      'to',
      'window days',
      'results final',
      'messaged customers',
      'messaged came back %',
      'control customers',
      'control came back %',
      'lift (points in every 100)',
      'lift 95% low',
      'lift 95% high',
      'conclusive',
      'spend per customer messaged',
      'spend per customer control',
      'spend difference 95% low',
      'spend difference 95% high',
    ],
    rows: experiments.flatMap((e) =>
      e.versions.map(({ label, comparison: c }) => [
        e.name,
        EXPERIMENT_KIND_LABELS[e.kind],
        e.channel === null ? null : e.channel === 'sms' ? 'SMS' : 'Email',
        label,
        e.fromDay,
        e.toDay,
        e.windowDays,
        e.settled ? 'yes' : 'no',
        c.message.customers,
        pct(c.message.cameBack / c.message.customers),
        c.control.customers,
        pct(c.control.cameBack / c.control.customers),
        pct(c.cameBack.difference),
        pct(c.cameBack.low),
        pct(c.cameBack.high),
        c.cameBack.conclusive ? 'yes' : 'no',
        money(c.message.spendPerCustomer),
        money(c.control.spendPerCustomer),
        c.spend ? money(c.spend.low) : null,
        c.spend ? money(c.spend.high) : null,
      ]),
    ),
  };
}
