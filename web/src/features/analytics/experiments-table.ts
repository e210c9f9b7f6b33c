import type { TAppMessageKey, TExperiment, TExperimentKind } from '@regulars/contracts';
import type { TAppWords } from '../../lib/app-words.tsx';
import type { TCsvTable } from './csv.ts';

export const EXPERIMENT_FILTERS = ['all', 'campaigns', 'automations'] as const;
export type TExperimentFilter = (typeof EXPERIMENT_FILTERS)[number];
export const EXPERIMENT_FILTER_LABELS: Record<TExperimentFilter, TAppMessageKey> = {
  all: 'analytics.experiments.filter.all',
  campaigns: 'analytics.experiments.filter.campaigns',
  automations: 'analytics.experiments.filter.automations',
};

/** What an experiment is, in words: a campaign, or the automation's name. */
export const EXPERIMENT_KINDS: Record<TExperimentKind, TAppMessageKey> = {
  campaign: 'analytics.experiment.kind.campaign',
  win_back: 'analytics.experiment.kind.winBack',
  birthday: 'analytics.experiment.kind.birthday',
};

/** The messaged group a version compares, as the server names it. */
export const VERSION_LABELS: Record<TExperiment['versions'][number]['label'], TAppMessageKey> = {
  'All messaged': 'analytics.experiment.version.all',
  'Version A': 'analytics.experiment.version.a',
  'Version B': 'analytics.experiment.version.b',
};

/** A channel in words, none for an automation that sends on both. */
export const channelLabel = (channel: TExperiment['channel'], words: TAppWords) =>
  channel === null ? null : words.t(channel === 'sms' ? 'analytics.channel.sms' : 'analytics.channel.email');

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

/**
 * The experiments as shown, one row per version (an A/B test's A and B each against the same control group), headed
 * and worded in the user's language; days as YYYY-MM-DD and figures as plain numbers, so a spreadsheet reads them.
 */
export function experimentsTable(
  experiments: TExperiment[],
  range: { from: string; to: string },
  words: TAppWords,
): TCsvTable {
  const { t } = words;
  const yesNo = (yes: boolean) => t(yes ? 'analytics.csv.yes' : 'analytics.csv.no');
  return {
    fileName: `analytics-experiments-${range.from}-to-${range.to}.csv`,
    columns: [
      t('analytics.csv.experiment.experiment'),
      t('analytics.csv.experiment.type'),
      t('analytics.csv.experiment.channel'),
      t('analytics.csv.experiment.version'),
      t('analytics.csv.experiment.from'),
      t('analytics.csv.experiment.to'),
      t('analytics.csv.experiment.windowDays'),
      t('analytics.csv.experiment.final'),
      t('analytics.csv.experiment.messaged'),
      t('analytics.csv.experiment.messagedCameBack'),
      t('analytics.csv.experiment.control'),
      t('analytics.csv.experiment.controlCameBack'),
      t('analytics.csv.experiment.lift'),
      t('analytics.csv.experiment.liftLow'),
      t('analytics.csv.experiment.liftHigh'),
      t('analytics.csv.experiment.conclusive'),
      t('analytics.csv.experiment.spendMessaged'),
      t('analytics.csv.experiment.spendControl'),
      t('analytics.csv.experiment.spendLow'),
      t('analytics.csv.experiment.spendHigh'),
    ],
    rows: experiments.flatMap((e) =>
      e.versions.map(({ label, comparison: c }) => [
        e.name,
        t(EXPERIMENT_KINDS[e.kind]),
        channelLabel(e.channel, words),
        t(VERSION_LABELS[label]),
        e.fromDay,
        e.toDay,
        e.windowDays,
        yesNo(e.settled),
        c.message.customers,
        pct(c.message.cameBack / c.message.customers),
        c.control.customers,
        pct(c.control.cameBack / c.control.customers),
        pct(c.cameBack.difference),
        pct(c.cameBack.low),
        pct(c.cameBack.high),
        yesNo(c.cameBack.conclusive),
        money(c.message.spendPerCustomer),
        money(c.control.spendPerCustomer),
        c.spend ? money(c.spend.low) : null,
        c.spend ? money(c.spend.high) : null,
      ]),
    ),
  };
}
