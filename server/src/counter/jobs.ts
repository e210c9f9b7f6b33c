import type { TJobSpec } from '../jobs/queue.ts';

export const COUNTER_JOBS = { notifyPinCeiling: 'counter.notify-pin-ceiling' } as const;

/** Which day ceiling of wrong PINs was reached: a staff member's, or a device's across everyone on it. */
export type TPinCeiling = 'staff' | 'device';

declare module '../jobs/queue.ts' {
  interface TJobPayloads {
    /**
     * Emails the business's owner that a day ceiling of wrong PINs was reached (send-pin-ceiling-email.ts). Ids only:
     * the names and the address are read when it runs; never a PIN or its hash.
     */
    [COUNTER_JOBS.notifyPinCeiling]: {
      businessId: string;
      ceiling: TPinCeiling;
      /** The staff member whose PIN was tried last. */
      staffId: string;
      /** The device it was tried on; null for an approval from a team member's own session. */
      deviceId: string | null;
    };
  }
}

export const counterJobSpecs: TJobSpec[] = [{ name: COUNTER_JOBS.notifyPinCeiling }];
