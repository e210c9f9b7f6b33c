import { randomUUID } from 'node:crypto';
import { languageOfLocale, withOptOutLine } from '@regulars/contracts';
import { translatorFor } from '@regulars/contracts/i18n/all-catalogues';
import { effectiveTier, isUnlimited, readSendState, smsSegmentsOf, type TChannel } from '../billing/index.ts';
import type { TExecutor } from '../db/client.ts';
import type { TMessageLinks } from '../messaging/index.ts';
import { referralLinkUrl } from '../referrals/index.ts';
import { campaignRenderer } from './campaign-content.ts';

/**
 * How many messages of `channel` the business can pay for right now, each of `segmentsEach` SMS segments: the month's
 * SMS allowance left plus what its credits buy, in segments, divided among the texts (Infinity when nothing limits
 * it). The check before a campaign starts; each batch is charged exactly, per message, as it goes.
 */
export async function campaignCapacity({
  db,
  businessId,
  channel,
  segmentsEach = 1,
}: {
  db: TExecutor;
  businessId: string;
  channel: TChannel;
  /** An SMS campaign's segments per text (estimatedSmsSegments); ignored for email. */
  segmentsEach?: number;
}): Promise<number> {
  const tier = await effectiveTier({ db, businessId });
  const state = await readSendState({ db, businessId, lock: false });
  const cost = channel === 'sms' ? tier.creditCostSms : tier.creditCostEmail;
  // Free sends (a cost of 0 credits) are not limited by the balance.
  if (cost <= 0) return Number.POSITIVE_INFINITY;
  const byCredits = Math.floor(state.creditsRemaining / cost);
  if (channel === 'email') return byCredits;
  if (isUnlimited(tier.maxSmsMonthly)) return Number.POSITIVE_INFINITY;
  // A segment is a segment whether the allowance or a credit pays for it: a text may take the allowance's last and
  // pay the rest in credits (send-charge.ts).
  const segments = Math.max(0, tier.maxSmsMonthly - state.usageSmsMonthly) + byCredits;
  return Math.floor(segments / Math.max(1, segmentsEach));
}

/** The customer an SMS campaign's cost is estimated for: the one the composer's preview shows. */
const SAMPLE_CUSTOMER = { firstName: 'Sam', lastName: 'Lee', points: 120, email: null };

/**
 * The segments of an SMS campaign's texts, before sending: its body with the STOP line, rendered for the composer's
 * sample customer and with its links tracked, as each message is made (expand-batch.ts). Each real text is counted
 * again when it is made and charged for what it is: a customer's longer name can add a segment.
 */
export function estimatedSmsSegments({
  campaign,
  businessName,
  locale,
  tracking,
  address,
}: {
  campaign: { body: string; links: string[] };
  businessName: string;
  /** The business's: the line on how to stop is in its language. */
  locale: string;
  tracking: Pick<TMessageLinks, 'clickUrl'>;
  /** Where its links point (its own domain once verified, else APP_URL): each counts as long as a real one. */
  address: string;
}): number {
  const render = campaignRenderer({
    type: 'sms',
    subject: '',
    body: withOptOutLine(campaign.body, translatorFor(languageOfLocale(locale))),
    links: campaign.links,
  });
  const id = randomUUID();
  // An invite link as long as a real one (eight characters of code).
  const referralLink = referralLinkUrl(address, 'ABCD2345');
  const text = render({ ...SAMPLE_CUSTOMER, businessName, referralLink }, (index) =>
    tracking.clickUrl(id, index, campaign.links[index] ?? '', address),
  ).text;
  return smsSegmentsOf(text);
}
