import type { TMessageDelivery } from '@regulars/contracts';
import type { TDb } from '../db/client.ts';
import type { TSecretBox } from '../platform/secret-box.ts';
import type { TEmailProvider } from '../providers/email/index.ts';
import { OUTBOX_PROVIDER } from '../providers/outbox-provider.ts';
import type { TSmsProvider } from '../providers/sms/index.ts';
import { emailProviderFor } from './business-email-provider.ts';

/**
 * Whether this business's email and SMS reach anyone right now: a real provider (the platform's, or for email its
 * own SendGrid account), or the outbox, so the screens can say "In the outbox" instead of "Delivered".
 */
export async function getMessageDelivery({
  db,
  secrets,
  email,
  sms,
  businessId,
  sendgridApiBase,
}: {
  db: TDb;
  secrets: TSecretBox;
  email: TEmailProvider;
  sms: TSmsProvider;
  businessId: string;
  sendgridApiBase?: string;
}): Promise<TMessageDelivery> {
  const emailProvider = await emailProviderFor(email, { db, secrets, apiBase: sendgridApiBase }, businessId);
  return { email: emailProvider.name !== OUTBOX_PROVIDER, sms: sms.name !== OUTBOX_PROVIDER };
}
