import type { TExecutor } from '../../db/client.ts';

export type TSmsMessage = {
  /** E.164, as customers' phones are stored (+16465550102). */
  to: string;
  body: string;
  /** The business the message is sent for; absent for platform messages. */
  businessId?: string;
  /** Our id for the message (its communication_logs id): delivery reports carry it back. */
  reference?: string;
};

/** A delivery report, in communication_logs' statuses (Twilio's 'delivered' is 'sent', 'undelivered' 'failed'). */
export type TSmsStatusUpdate = {
  providerMessageId: string;
  /** Our id for the message, when the report carries it (TSmsMessage.reference). */
  reference?: string;
  status: 'pending' | 'sent' | 'failed';
  error?: string;
};

/** A provider's webhook call: the URL it was sent to (as the provider signed it), its form fields, its signature. */
export type TSmsWebhookRequest = { url: string; params: Record<string, string>; signature: string | undefined };

/** A text a customer sent to our number. */
export type TInboundSms = { from: string; to: string; body: string; providerMessageId?: string };

/** One interface for sending SMS; the outbox and (with the messaging work) Twilio implement it. */
export type TSmsProvider = {
  readonly name: string;
  send(message: TSmsMessage): Promise<{ providerMessageId: string }>;
  /** As TEmailProvider.storeMany: the outbox stores many in the caller's transaction; answers their ids, in order. */
  storeMany?(tx: TExecutor, messages: TSmsMessage[]): Promise<string[]>;
  /**
   * Reads a provider's delivery report and verifies its signature (Twilio: a form-encoded POST signed over the full
   * URL and its parameters in X-Twilio-Signature); throws when the signature does not match. Absent for the outbox,
   * which has no callbacks; so are the two below.
   */
  parseStatusWebhook?(request: TSmsWebhookRequest): TSmsStatusUpdate;
  /** Reads a text a customer sent to our number, after verifying its signature (throws when it does not match). */
  parseInboundWebhook?(request: TSmsWebhookRequest): TInboundSms;
  /** The webhook's answer that texts `text` back to the sender (TwiML); null text: no reply. */
  replyTo?(text: string | null): { contentType: string; body: string };
};
