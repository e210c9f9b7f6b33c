import type { TJobSpec } from '../jobs/queue.ts';

export const ADMIN_JOBS = { sendTestMessage: 'admin.send-test' } as const;

/** What a super admin's test send carries (the address and text: redacted once settled). */
export type TTestMessage = { actor: { userId: string; email: string } } & (
  | { channel: 'email'; to: string; recipientName: string | null; subject: string; body: string }
  | { channel: 'sms'; to: string; body: string }
);

declare module '../jobs/queue.ts' {
  interface TJobPayloads {
    /** A super admin's test email or SMS; the job's output is the provider's message id. */
    [ADMIN_JOBS.sendTestMessage]: TTestMessage;
  }
}

/** Never retried: the super admin is answered now, the failure shown as it is. */
export const adminJobSpecs: TJobSpec[] = [
  { name: ADMIN_JOBS.sendTestMessage, retry: 'never', redactWhenSettled: true },
];
