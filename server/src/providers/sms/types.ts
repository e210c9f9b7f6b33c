import type { TExecutor } from '../../db/client.ts';

export type TSmsMessage = {
  /** E.164, as customers' phones are stored (+16465550102). */
  to: string;
  body: string;
  /** The business the message is sent for; absent for platform messages. */
  businessId?: string;
};

/**
 * The transaction a send belongs to. A provider that writes to our own database (the outbox) writes through it,
 * so the message exists only if the spend and the log commit with it; a network provider ignores it.
 */
export type TSmsSendContext = { tx?: TExecutor };

/** A delivery report, in communication_logs' statuses (Twilio's 'delivered' is 'sent', 'undelivered' 'failed'). */
export type TSmsStatusUpdate = {
  providerMessageId: string;
  status: 'pending' | 'sent' | 'failed';
  error?: string;
};

/** One interface for sending SMS; the outbox and (with the messaging work) Twilio implement it. */
export type TSmsProvider = {
  readonly name: string;
  send(message: TSmsMessage, context?: TSmsSendContext): Promise<{ providerMessageId: string }>;
  /**
   * Reads a provider's delivery-status callback and verifies its signature (Twilio: a form-encoded POST carrying
   * MessageSid and MessageStatus, signed over the full URL and the parameters in X-Twilio-Signature); throws when
   * the signature does not match. Absent for the outbox, which has no callbacks.
   */
  parseStatusWebhook?(request: { url: string; rawBody: string; signature: string | undefined }): TSmsStatusUpdate;
};
