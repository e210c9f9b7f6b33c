import type { TJobSpec } from '../jobs/queue.ts';

export const ANALYTICS_JOBS = {
  compactRollups: 'analytics.compact-rollups',
  rebuildRollups: 'analytics.rebuild-rollups',
  refreshAllRhythms: 'analytics.refresh-all-rhythms',
  refreshRhythms: 'analytics.refresh-rhythms',
} as const;

declare module '../jobs/queue.ts' {
  interface TJobPayloads {
    /** Nightly: past days' ledger counters folded back into one row each (compact-rollups.ts). */
    [ANALYTICS_JOBS.compactRollups]: Record<string, never>;
    /** A business's rollups recounted after its currency changed (rebuild-rollups.ts). */
    [ANALYTICS_JOBS.rebuildRollups]: { businessId: string };
    /** Nightly: a refresh of every open business's customers' rhythms (refresh-rhythms.ts). */
    [ANALYTICS_JOBS.refreshAllRhythms]: Record<string, never>;
    /** One business's customers' rhythms kept again. */
    [ANALYTICS_JOBS.refreshRhythms]: { businessId: string };
  }
}

export const analyticsJobSpecs: TJobSpec[] = [
  { name: ANALYTICS_JOBS.compactRollups, cron: '25 3 * * *' },
  { name: ANALYTICS_JOBS.rebuildRollups },
  { name: ANALYTICS_JOBS.refreshAllRhythms, cron: '45 3 * * *' },
  { name: ANALYTICS_JOBS.refreshRhythms },
];
