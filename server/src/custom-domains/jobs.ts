import type { TJobSpec } from '../jobs/queue.ts';

export const CUSTOM_DOMAIN_JOBS = {
  check: 'custom-domain.check',
  recheckPending: 'custom-domain.recheck-pending',
} as const;

declare module '../jobs/queue.ts' {
  interface TJobPayloads {
    /** Looks up a business's own domain's TXT record, and verifies the domain when it holds the business's token. */
    [CUSTOM_DOMAIN_JOBS.check]: { businessId: string };
    /** Every quarter of an hour: a check for each domain added in the last three days and not verified yet. */
    [CUSTOM_DOMAIN_JOBS.recheckPending]: Record<string, never>;
  }
}

export const customDomainJobSpecs: TJobSpec[] = [
  // A lookup that fails is recorded as the domain's problem and checked again by the recheck: no retries of its own.
  { name: CUSTOM_DOMAIN_JOBS.check, retry: 'never' },
  { name: CUSTOM_DOMAIN_JOBS.recheckPending, cron: '*/15 * * * *' },
];
