import type { TJobSpec } from '../jobs/queue.ts';

export const ANALYTICS_JOBS = {
  compactRollups: 'analytics.compact-rollups',
  rebuildRollups: 'analytics.rebuild-rollups',
} as const;

declare module '../jobs/queue.ts' {
  interface TJobPayloads {
    /** Nightly: past days' ledger counters folded back into one row each (compact-rollups.ts). */
    [ANALYTICS_JOBS.compactRollups]: Record<string, never>;
    /** A business's rollups recounted after its currency changed (rebuild-rollups.ts). */
    [ANALYTICS_JOBS.rebuildRollups]: { businessId: string };
  }
}

export const analyticsJobSpecs: TJobSpec[] = [
  { name: ANALYTICS_JOBS.compactRollups, cron: '25 3 * * *' },
  { name: ANALYTICS_JOBS.rebuildRollups },
];
