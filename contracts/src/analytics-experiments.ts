import { z } from 'zod';
import { ZGroupComparison } from './campaign-lift.ts';

/** What an experiment is: a campaign that kept a control group, or an automation's rolling control group. */
export const EXPERIMENT_KINDS = ['campaign', 'win_back', 'birthday'] as const;
export type TExperimentKind = (typeof EXPERIMENT_KINDS)[number];

export const EXPERIMENT_KIND_LABELS: Record<TExperimentKind, string> = {
  campaign: 'Campaign',
  win_back: 'Win-back',
  birthday: 'Birthday',
};

/** One messaged group against the control group: the whole audience, or version A or B of an A/B test. */
export const ZExperimentVersion = z.object({
  label: z.enum(['All messaged', 'Version A', 'Version B']),
  comparison: ZGroupComparison,
});

/**
 * A row of /analytics' Experiments table. A campaign's days run from its send through its results window
 * (`settled` once the window is over); an automation's are the last 90 days, rolling, so never settled.
 */
export const ZExperiment = z.object({
  kind: z.enum(EXPERIMENT_KINDS),
  /** The campaign's id, or the automation's kind. */
  id: z.string(),
  name: z.string(),
  channel: z.enum(['sms', 'email']).nullable(),
  fromDay: z.string(),
  toDay: z.string(),
  windowDays: z.number().int(),
  settled: z.boolean(),
  versions: z.array(ZExperimentVersion),
});
export type TExperiment = z.infer<typeof ZExperiment>;

/**
 * The campaigns sent in the period that kept a control group (newest first, at most ANALYTICS_CAMPAIGNS_LIMIT) and
 * the automations with a control group in the last 90 days; `campaignsTotal` counts every such campaign of the
 * period, shown or not.
 */
export const ZExperimentList = z.object({ experiments: z.array(ZExperiment), campaignsTotal: z.number().int() });
export type TExperimentList = z.infer<typeof ZExperimentList>;
