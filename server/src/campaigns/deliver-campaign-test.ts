import type { TEmailProvider } from '../providers/email/index.ts';
import type { TSmsProvider } from '../providers/sms/index.ts';
import type { TCampaignTestMessage } from './jobs.ts';

/**
 * The `campaign.send-test` job: the composer's test, straight to the provider (charged when it was queued; not in the
 * history). It only ever goes to a verified test recipient or the sender's own verified email (send-campaign-test.ts).
 */
export async function deliverCampaignTest({
  message,
  ...providers
}: {
  email: TEmailProvider;
  sms: TSmsProvider;
  message: TCampaignTestMessage;
}): Promise<void> {
  if (message.channel === 'sms') {
    await providers.sms.send({ to: message.to, body: message.body, businessId: message.businessId });
    return;
  }
  await providers.email.send({
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    businessId: message.businessId,
  });
}
