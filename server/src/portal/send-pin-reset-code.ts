import type { TSmsProvider } from '../providers/sms/index.ts';
import { pinResetText } from './pin-reset-code.ts';

/**
 * The job that texts a forgot-PIN code. A security message, not marketing: it is not charged to the business's SMS
 * allowance or credits, and not logged in its communication history.
 */
export async function sendPinResetCode({
  sms,
  businessId,
  businessName,
  to,
  code,
}: {
  sms: TSmsProvider;
  businessId: string;
  businessName: string;
  to: string;
  code: string;
}): Promise<void> {
  await sms.send({ to, body: pinResetText(businessName, code), businessId });
}
