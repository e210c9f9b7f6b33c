import type { TJobSpec } from '../jobs/queue.ts';

export const TILL_JOBS = {
  settleSquareEvent: 'tills.square-event',
  backfillSquare: 'tills.square-backfill',
  settleShopifyEvent: 'tills.shopify-event',
  backfillShopify: 'tills.shopify-backfill',
  refreshTillTokens: 'tills.refresh-tokens',
} as const;

declare module '../jobs/queue.ts' {
  interface TJobPayloads {
    /** One received Square webhook event (its row in till_events): the sale it is about is read back and settled. */
    [TILL_JOBS.settleSquareEvent]: { businessId: string; eventRowId: string };
    /** Once a seller is connected: their sales of the 30 days before `connectedAt` from customers Regulars knows earn. */
    [TILL_JOBS.backfillSquare]: { businessId: string; connectedAt: string };
    /**
     * One received Shopify webhook (its row in till_events): an order read back and settled, the app's uninstall
     * recorded, or a compliance request carried out.
     */
    [TILL_JOBS.settleShopifyEvent]: { businessId: string; eventRowId: string };
    /** Once a store is connected: its paid orders of the 30 days before `connectedAt` from known customers earn. */
    [TILL_JOBS.backfillShopify]: { businessId: string; connectedAt: string };
    /** Daily: access tokens that expire within a week are refreshed. */
    [TILL_JOBS.refreshTillTokens]: Record<string, never>;
  }
}

export const tillJobSpecs: TJobSpec[] = [
  // Square outages and bursts wait here: retried with back-off, the webhook already answered. Fetched 20 at a time
  // and on without pause while the backlog lasts: one at a time, pg-boss's half-second poll made it 2 sales a second.
  // Eight at a time: each mostly waits for Square's answers.
  { name: TILL_JOBS.settleSquareEvent, batch: 20, concurrency: 8 },
  { name: TILL_JOBS.backfillSquare },
  { name: TILL_JOBS.settleShopifyEvent, batch: 20, concurrency: 8 },
  { name: TILL_JOBS.backfillShopify },
  { name: TILL_JOBS.refreshTillTokens, cron: '20 3 * * *' },
];
