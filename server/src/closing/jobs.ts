import type { TJobSpec } from '../jobs/queue.ts';

export const CLOSING_JOBS = {
  cancelSubscription: 'closing.cancel-subscription',
  purgeClosed: 'closing.purge-closed',
} as const;

declare module '../jobs/queue.ts' {
  interface TJobPayloads {
    /** Cancels a closed business's subscription at the payments provider (already ended in our tables). */
    [CLOSING_JOBS.cancelSubscription]: { businessId: string; subscriptionId: string };
    /** Deletes every business closed more than the grace period ago, one transaction each. No ids. */
    [CLOSING_JOBS.purgeClosed]: Record<string, never>;
  }
}

export const closingJobSpecs: TJobSpec[] = [
  { name: CLOSING_JOBS.cancelSubscription },
  // Daily, after the nightly customer deletions and the webhook cleanup (03:40).
  { name: CLOSING_JOBS.purgeClosed, cron: '55 3 * * *' },
];
