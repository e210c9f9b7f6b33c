import type { TLanguage } from '@regulars/contracts';
import { translatorFor } from '@regulars/contracts/i18n/all-catalogues';
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
  language = 'en',
  to,
  code,
}: {
  sms: TSmsProvider;
  businessId: string;
  businessName: string;
  language?: TLanguage;
  to: string;
  code: string;
}): Promise<void> {
  await sms.send({ to, body: pinResetText(businessName, code, translatorFor(language)), businessId });
}
