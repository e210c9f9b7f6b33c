import type { TJobSpec } from '../jobs/queue.ts';

export const WALLET_JOBS = {
  pushApple: 'wallet.apple-push',
  patchGoogle: 'wallet.google-patch',
  repushBrand: 'wallet.brand-repush',
} as const;

declare module '../jobs/queue.ts' {
  interface TJobPayloads {
    /** A pass changed: tell every device that holds it (APNs), so they fetch the new version. Ids only. */
    [WALLET_JOBS.pushApple]: { businessId: string; serial: string };
    /** A pass changed: write its Google Wallet object as the pass is now (patch; INACTIVE once voided). Ids only. */
    [WALLET_JOBS.patchGoogle]: { businessId: string; serial: string };
    /**
     * The business's logo or colour changed: the Google class once, then every pass a batch at a time, from after
     * `afterCustomerId` (none: the first batch). Ids only.
     */
    [WALLET_JOBS.repushBrand]: { businessId: string; afterCustomerId?: string };
  }
}

/**
 * A campaign or an expiry run queues a pass update per customer, thousands at once: those queues take a batch of
 * jobs per fetch and fetch on while full (jobs/queue.ts), so they drain at APNs' and Google's pace (the Google calls
 * keep to its 20 a second, providers/google-wallet), not at two jobs a second.
 */
const PASS_UPDATE_BATCH = 25;

export const walletJobSpecs: TJobSpec[] = [
  { name: WALLET_JOBS.pushApple, batch: PASS_UPDATE_BATCH },
  { name: WALLET_JOBS.patchGoogle, batch: PASS_UPDATE_BATCH },
  { name: WALLET_JOBS.repushBrand },
];
