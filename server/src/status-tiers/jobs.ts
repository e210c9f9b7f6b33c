import type { TJobSpec } from '../jobs/queue.ts';

export const STATUS_JOBS = {
  refreshAll: 'status.refresh-all',
  refreshBusiness: 'status.refresh-business',
} as const;

declare module '../jobs/queue.ts' {
  interface TJobPayloads {
    /** Nightly: every business with tiers places its customers again as their windows roll (refresh-statuses.ts). */
    [STATUS_JOBS.refreshAll]: Record<string, never>;
    /** One business's customers placed again: after its tier table changed, and per business from refreshAll. */
    [STATUS_JOBS.refreshBusiness]: { businessId: string };
  }
}

export const statusJobSpecs: TJobSpec[] = [
  { name: STATUS_JOBS.refreshAll, cron: '35 3 * * *' },
  { name: STATUS_JOBS.refreshBusiness },
];
