import type { TExecutor } from '../../db/client.ts';

export type TEmailMessage = {
  to: string;
  /** The sender's name (a business's, to its customers); absent: the platform's own, from EMAIL_FROM. */
  fromName?: string;
  subject: string;
  text: string;
  html?: string;
  /** The business the message is sent for; absent for platform mail (password reset, tests). */
  businessId?: string;
  /** Extra headers (List-Unsubscribe…). */
  headers?: Record<string, string>;
};

export type TEmailProvider = {
  readonly name: string;
  /** `provider` names who took the message when it was not this provider itself (a business's own account). */
  send(message: TEmailMessage): Promise<{ messageId: string; provider?: string }>;
  /**
   * Only a provider that keeps messages in our own database (the outbox): stores many in the caller's transaction,
   * so that recording them sent and sending them commit together (a campaign's batch: exactly once, even on a crash).
   * Answers their ids, in order.
   */
  storeMany?(tx: TExecutor, messages: TEmailMessage[]): Promise<string[]>;
};
