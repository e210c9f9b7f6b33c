import type { TCampaignTestMessage } from '../jobs/queue.ts';
import type { TEmailProvider } from '../providers/email/index.ts';
import type { TSmsProvider } from '../providers/sms/index.ts';

/** The `campaign.send-test` job: the composer's test, straight to the provider (not charged, not in the history). */
export async function deliverCampaignTest(
  providers: { email: TEmailProvider; sms: TSmsProvider },
  message: TCampaignTestMessage,
): Promise<void> {
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
