import type { TTestRecipientChannel } from '@regulars/contracts';
import type { TEmailProvider } from '../providers/email/index.ts';
import type { TSmsProvider } from '../providers/sms/index.ts';
import { testRecipientCodeText } from './test-recipient-code.ts';

/**
 * The job that sends a test recipient's code, through the platform's providers. A security message, not marketing:
 * not charged, not in the business's history (the requests are rate-limited instead).
 */
export async function sendTestRecipientCode({
  email,
  sms,
  businessId,
  businessName,
  channel,
  to,
  code,
}: {
  email: TEmailProvider;
  sms: TSmsProvider;
  businessId: string;
  businessName: string;
  channel: TTestRecipientChannel;
  to: string;
  code: string;
}): Promise<void> {
  const text = testRecipientCodeText(businessName, code);
  if (channel === 'sms') {
    await sms.send({ to, body: text, businessId });
    return;
  }
  await email.send({ to, subject: `${businessName} test code`, text, businessId });
}
