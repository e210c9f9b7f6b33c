import type { TJobSpec } from '../jobs/queue.ts';

export const WALLET_JOBS = {
  pushApple: 'wallet.apple-push',
} as const;

declare module '../jobs/queue.ts' {
  interface TJobPayloads {
    /** A pass changed: tell every device that holds it (APNs), so they fetch the new version. Ids only. */
    [WALLET_JOBS.pushApple]: { businessId: string; serial: string };
  }
}

export const walletJobSpecs: TJobSpec[] = [{ name: WALLET_JOBS.pushApple }];
