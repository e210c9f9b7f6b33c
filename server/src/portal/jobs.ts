import type { TLanguage } from '@regulars/contracts';
import type { TJobSpec } from '../jobs/queue.ts';

export const PORTAL_JOBS = { sendPinResetCode: 'portal.send-pin-reset-code' } as const;

declare module '../jobs/queue.ts' {
  interface TJobPayloads {
    /** A forgot-PIN code texted to a portal customer (the code itself: redacted once sent). */
    [PORTAL_JOBS.sendPinResetCode]: {
      businessId: string;
      businessName: string;
      /** What the customer is spoken to in there; absent on a job queued before issue 52: English. */
      language?: TLanguage;
      to: string;
      code: string;
    };
  }
}

export const portalJobSpecs: TJobSpec[] = [{ name: PORTAL_JOBS.sendPinResetCode, redactWhenSettled: true }];
