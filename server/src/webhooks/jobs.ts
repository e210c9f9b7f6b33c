import type { TJobSpec } from '../jobs/queue.ts';

export const WEBHOOK_JOBS = {
  drain: 'webhook.drain',
  drainLater: 'webhook.drain-later',
  cleanup: 'webhook.cleanup',
} as const;

declare module '../jobs/queue.ts' {
  interface TJobPayloads {
    /** Delivers the webhook deliveries that are due, in batches, then queues a drain for the next one due. No ids. */
    [WEBHOOK_JOBS.drain]: Record<string, never>;
    /** The same drain, at a later time: when the next retry is due, and every minute as a safety net. */
    [WEBHOOK_JOBS.drainLater]: Record<string, never>;
    /** Deletes settled events (and their deliveries) older than 30 days, in batches. No ids. */
    [WEBHOOK_JOBS.cleanup]: Record<string, never>;
  }
}

export const webhookJobSpecs: TJobSpec[] = [
  // One drain waits at most (a burst of events shares it; one sent while a drain runs waits for the next). A failed
  // drain is not retried by pg-boss: the deliveries it held come due again by themselves.
  { name: WEBHOOK_JOBS.drain, retry: 'never', policy: 'short' },
  { name: WEBHOOK_JOBS.drainLater, retry: 'never', cron: '* * * * *' },
  // Nightly, after the loyalty expiry run (03:15) and the rollups' compaction (03:25).
  { name: WEBHOOK_JOBS.cleanup, cron: '40 3 * * *' },
];
