import type { TExecutor } from '../db/client.ts';
import { customerEmail, type TEmailSender, type TMessageLinks } from '../messaging/index.ts';
import type { TEmailMessage, TEmailProvider } from '../providers/email/index.ts';
import type { TSmsMessage, TSmsProvider } from '../providers/sms/index.ts';
import type { TMadeMessage } from './expand-batch.ts';

export type TCampaignRef = { id: string; businessId: string; type: 'email' | 'sms' };
export type TCampaignBusiness = TEmailSender;

/**
 * A campaign's provider with its channel's message shape fixed once: the sending code hands it made messages and
 * never needs to know (or cast to) an email or a text.
 */
export type TCampaignChannel = {
  /** The provider's name, as communication_logs keeps it. */
  name: string;
  /** Whether the provider reports delivery later (Twilio); otherwise taking the message counts as delivered. */
  reportsDelivery: boolean;
  /** A provider that stores messages in our database (the outbox) takes many in the caller's transaction. */
  storeMany?: (tx: TExecutor, made: TMadeMessage[]) => Promise<string[]>;
  /** Hands one message to a network provider; a refusal throws ProviderRejection. */
  send: (made: TMadeMessage) => Promise<{ providerId: string; provider?: string }>;
};

export function smsChannel(provider: TSmsProvider, campaign: TCampaignRef): TCampaignChannel {
  const message = (made: TMadeMessage) => smsMessage(campaign, made);
  const store = provider.storeMany?.bind(provider);
  return {
    name: provider.name,
    reportsDelivery: !!provider.parseStatusWebhook,
    storeMany: store && ((tx, made) => store(tx, made.map(message))),
    send: async (made) => ({ providerId: (await provider.send(message(made))).providerMessageId }),
  };
}

export function emailChannel(
  provider: TEmailProvider,
  campaign: TCampaignRef,
  business: TCampaignBusiness,
  tracking: TMessageLinks,
): TCampaignChannel {
  const message = (made: TMadeMessage) => emailMessage(tracking, campaign, business, made);
  const store = provider.storeMany?.bind(provider);
  return {
    name: provider.name,
    reportsDelivery: false,
    storeMany: store && ((tx, made) => store(tx, made.map(message))),
    send: async (made) => {
      const sent = await provider.send(message(made));
      return { providerId: sent.messageId, provider: sent.provider };
    },
  };
}

export function smsMessage(campaign: TCampaignRef, made: TMadeMessage): TSmsMessage {
  return { to: made.to, body: made.content, businessId: campaign.businessId, reference: made.id };
}

/** An email gets its sender's name, footer, unsubscribe headers and (if tracked) pixel. */
export function emailMessage(
  tracking: TMessageLinks,
  campaign: TCampaignRef,
  business: TCampaignBusiness,
  made: TMadeMessage,
): TEmailMessage {
  return customerEmail({
    tracking,
    sender: business,
    businessId: campaign.businessId,
    logId: made.id,
    to: made.to,
    subject: made.subject ?? '',
    text: made.content,
    html: made.html ?? '',
  });
}
