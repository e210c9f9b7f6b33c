import type { TExecutor } from '../db/client.ts';
import type { TEmailMessage, TEmailProvider } from '../providers/email/index.ts';
import type { TSmsMessage, TSmsProvider } from '../providers/sms/index.ts';
import { customerEmail, type TEmailSender } from './customer-email.ts';
import type { TMessageLinks } from './tracking-token.ts';

/** A message row as its provider needs it: made by a campaign, or read back from the queue. */
export type TReadyMessage = { id: string; to: string; subject: string | null; content: string; html: string | null };

/**
 * A business's provider with its channel's message shape fixed once: delivery hands it message rows and never needs
 * to know (or cast to) an email or a text.
 */
export type TDeliveryChannel = {
  /** The provider's name, as communication_logs keeps it. */
  name: string;
  /** Whether the provider reports delivery later (Twilio); otherwise taking the message counts as delivered. */
  reportsDelivery: boolean;
  /** A provider that stores messages in our database (the outbox) takes many in the caller's transaction. */
  storeMany?: (tx: TExecutor, messages: TReadyMessage[]) => Promise<string[]>;
  /** Hands one message to a network provider; a refusal throws ProviderRejection. */
  send: (message: TReadyMessage) => Promise<{ providerId: string; provider?: string }>;
};

export function smsChannel(provider: TSmsProvider, businessId: string): TDeliveryChannel {
  const message = (row: TReadyMessage) => smsMessage(businessId, row);
  const store = provider.storeMany?.bind(provider);
  return {
    name: provider.name,
    reportsDelivery: !!provider.parseStatusWebhook,
    storeMany: store && ((tx, rows) => store(tx, rows.map(message))),
    send: async (row) => ({ providerId: (await provider.send(message(row))).providerMessageId }),
  };
}

export function emailChannel(
  provider: TEmailProvider,
  businessId: string,
  sender: TEmailSender,
  tracking: TMessageLinks,
): TDeliveryChannel {
  const message = (row: TReadyMessage) => emailMessage(tracking, businessId, sender, row);
  const store = provider.storeMany?.bind(provider);
  return {
    name: provider.name,
    reportsDelivery: false,
    storeMany: store && ((tx, rows) => store(tx, rows.map(message))),
    send: async (row) => {
      const sent = await provider.send(message(row));
      return { providerId: sent.messageId, provider: sent.provider };
    },
  };
}

export function smsMessage(businessId: string, row: TReadyMessage): TSmsMessage {
  return { to: row.to, body: row.content, businessId, reference: row.id };
}

/** An email gets its sender's name, footer, unsubscribe headers and (if tracked) pixel. */
export function emailMessage(
  tracking: TMessageLinks,
  businessId: string,
  sender: TEmailSender,
  row: TReadyMessage,
): TEmailMessage {
  return customerEmail({
    tracking,
    sender,
    businessId,
    logId: row.id,
    to: row.to,
    subject: row.subject ?? '',
    text: row.content,
    html: row.html ?? '',
  });
}
