import type { TEventValues } from '@regulars/contracts';
import type { TJobSpec } from '../jobs/queue.ts';
import type { TMessageTrigger } from '../messaging/index.ts';

export const LOYALTY_JOBS = {
  expireLoyalty: 'loyalty.expire-due',
  sendLoyaltyMessage: 'loyalty.send-message',
} as const;

declare module '../jobs/queue.ts' {
  interface TJobPayloads {
    /** Daily: lapsed points, stamp cards and rewards become `expire` ledger rows (idempotent); expiry notices go out. */
    [LOYALTY_JOBS.expireLoyalty]: Record<string, never>;
    /** A reward earned, a points milestone reached, points about to lapse: the business's template of that trigger. */
    [LOYALTY_JOBS.sendLoyaltyMessage]: {
      businessId: string;
      customerId: string;
      trigger: Exclude<TMessageTrigger, 'welcome'>;
      /** The occasion (`reward:<id>`, `milestone:500`…): sent once per channel however often it is queued. */
      eventKey: string;
      values: TEventValues;
    };
  }
}

export const loyaltyJobSpecs: TJobSpec[] = [
  { name: LOYALTY_JOBS.expireLoyalty, cron: '15 3 * * *' },
  { name: LOYALTY_JOBS.sendLoyaltyMessage },
];
