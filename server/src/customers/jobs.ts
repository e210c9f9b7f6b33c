import type { TJobSpec } from '../jobs/queue.ts';

export const CUSTOMER_JOBS = {
  sendWelcome: 'customer.send-welcome',
  refreshCustomerStats: 'customer.refresh-stats',
  carryOutDeletionRequests: 'customer.carry-out-deletion-requests',
  writeOpeningBalances: 'customer.write-opening-balances',
  sweepOpeningBalances: 'customer.sweep-opening-balances',
} as const;

declare module '../jobs/queue.ts' {
  interface TJobPayloads {
    /** Sent after a customer is added: the business's active welcome templates go out to them. */
    /** `smsWithheld`: the number joined too many businesses today; only the welcome email may go. */
    [CUSTOMER_JOBS.sendWelcome]: { businessId: string; customerId: string; smsWithheld?: boolean };
    /** Queued after a bulk import: fresh planner statistics for the customers table (and a vacuum on PGlite). */
    [CUSTOMER_JOBS.refreshCustomerStats]: Record<string, never>;
    /** Nightly: customers who asked to be deleted 30 days ago are deleted (customers/carry-out-deletion-requests.ts). */
    [CUSTOMER_JOBS.carryOutDeletionRequests]: Record<string, never>;
    /** After an import request: its new customers' opening balances waiting in import_opening_balances are written. */
    [CUSTOMER_JOBS.writeOpeningBalances]: { businessId: string; importId: string };
    /** Every 10 minutes: balances a request left waiting but did not queue (its process stopped first) are written. */
    [CUSTOMER_JOBS.sweepOpeningBalances]: Record<string, never>;
  }
}

export const customerJobSpecs: TJobSpec[] = [
  { name: CUSTOMER_JOBS.sendWelcome },
  { name: CUSTOMER_JOBS.refreshCustomerStats },
  { name: CUSTOMER_JOBS.carryOutDeletionRequests, cron: '50 3 * * *' },
  { name: CUSTOMER_JOBS.writeOpeningBalances },
  { name: CUSTOMER_JOBS.sweepOpeningBalances, cron: '*/10 * * * *' },
];
