import type { TJobSpec } from '../jobs/queue.ts';
import type { TEmailMessage } from '../providers/email/index.ts';

export const MESSAGING_JOBS = {
  sendEmail: 'email.send',
  deliverMessage: 'message.deliver',
} as const;

declare module '../jobs/queue.ts' {
  interface TJobPayloads {
    /** A platform email (password reset, invitation, notices): the address and text are redacted once sent. */
    [MESSAGING_JOBS.sendEmail]: TEmailMessage;
    /** One queued message to a customer (its content lives in its communication_logs row, not in the job). */
    [MESSAGING_JOBS.deliverMessage]: { businessId: string; logId: string };
  }
}

export const messagingJobSpecs: TJobSpec[] = [
  { name: MESSAGING_JOBS.sendEmail, redactWhenSettled: true },
  { name: MESSAGING_JOBS.deliverMessage, retry: 'provider' },
];
