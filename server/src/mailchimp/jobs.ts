import type { TJobSpec } from '../jobs/queue.ts';

export const MAILCHIMP_JOBS = {
  syncMailchimp: 'mailchimp.sync',
  syncAllMailchimp: 'mailchimp.sync-all',
} as const;

declare module '../jobs/queue.ts' {
  interface TJobPayloads {
    /** Syncs one business's opted-in customers to its MailChimp audience (on demand, or from the nightly run). */
    [MAILCHIMP_JOBS.syncMailchimp]: { businessId: string };
    /** Nightly: a sync job for every business with a connected MailChimp audience. */
    [MAILCHIMP_JOBS.syncAllMailchimp]: Record<string, never>;
  }
}

export const mailchimpJobSpecs: TJobSpec[] = [
  { name: MAILCHIMP_JOBS.syncMailchimp },
  { name: MAILCHIMP_JOBS.syncAllMailchimp, cron: '45 2 * * *' },
];
