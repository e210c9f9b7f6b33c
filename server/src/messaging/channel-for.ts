import { languageOfLocale } from '@regulars/contracts';
import { effectiveTier } from '../billing/index.ts';
import type { TDb } from '../db/client.ts';
import { customerAddress } from '../db/customer-address.ts';
import type { TEmailProvider } from '../providers/email/index.ts';
import type { TSmsProvider } from '../providers/sms/index.ts';
import { emailChannel, smsChannel, type TDeliveryChannel } from './delivery-channel.ts';
import type { TMessageLinks } from './tracking-token.ts';

/**
 * The channel a business's messages of one type go through now: the SMS provider, or the provider its email goes
 * through (its own SendGrid, or the platform's) with the business as sender, its links on its own domain once
 * verified. The plan is read now: a business that
 * gave up white-label gets the mark back on its next email (a campaign's next slice).
 */
export async function channelFor(
  db: TDb,
  {
    type,
    businessId,
    sender,
    emailFor,
    sms,
    tracking,
  }: {
    type: 'email' | 'sms';
    businessId: string;
    /** `locale`: the business's, whose language the footer speaks. */
    sender: { name: string; postalAddress: string | null; tracked: boolean; locale: string };
    emailFor: (businessId: string) => Promise<TEmailProvider>;
    sms: TSmsProvider;
    tracking: TMessageLinks;
  },
): Promise<TDeliveryChannel> {
  if (type === 'sms') return smsChannel(sms, businessId);
  const [{ features }, address] = await Promise.all([
    effectiveTier({ db, businessId }),
    customerAddress({ db, appUrl: tracking.appUrl, businessId }),
  ]);
  const { locale, ...named } = sender;
  return emailChannel(
    await emailFor(businessId),
    businessId,
    { ...named, whiteLabel: features.whiteLabel, language: languageOfLocale(locale), address },
    tracking,
  );
}
