import type { TAppMessageKey, TCommunication } from '@regulars/contracts';
import type { BadgeTone } from '../../../components/ui/badge.tsx';
import type { TAppWords } from '../../../lib/app-words.tsx';
import { customerName } from '../../../lib/customer-name.ts';
import { displayPhone } from '../../../lib/display-phone.ts';

type TStatusFields = Pick<TCommunication, 'type' | 'status' | 'openedAt' | 'openCount' | 'provider'>;

const STATUS: Record<TCommunication['status'], { label: TAppMessageKey; tone: BadgeTone }> = {
  sent: { label: 'communications.status.sent', tone: 'green' },
  failed: { label: 'communications.status.failed', tone: 'red' },
  pending: { label: 'communications.status.pending', tone: 'amber' },
};

const OUTBOX: Record<TCommunication['type'], TAppMessageKey> = {
  email: 'communications.status.emailOutbox',
  sms: 'communications.status.smsOutbox',
};

/**
 * A log's display: 'Opened once' / 'Opened N times' in blue once opened_at is set; a message the outbox kept (no
 * provider configured for its channel) says so instead of 'Sent'; otherwise its status.
 */
export function statusDisplay(c: TStatusFields, words: TAppWords): { label: string; tone: BadgeTone; opened: boolean } {
  if (c.openedAt) {
    return { label: words.t('communications.status.opened', { count: c.openCount }), tone: 'blue', opened: true };
  }
  if (c.status === 'sent' && c.provider === 'outbox') {
    return { label: words.t(OUTBOX[c.type]), tone: 'amber', opened: false };
  }
  const { label, tone } = STATUS[c.status];
  return { label: words.t(label), tone, opened: false };
}

/** What the history calls the name a message was sent under: a campaign's name, or its template's. */
export const nameLabel = (source: string | null, words: TAppWords) =>
  words.t(source === 'campaign' ? 'communications.campaign' : 'communications.template');

/** 'Campaign: Spring offer' or 'Template: Welcome': the name a message was sent under, with what it names. */
export const namedLabel = (source: string | null, name: string, words: TAppWords) =>
  words.t(source === 'campaign' ? 'communications.campaignNamed' : 'communications.templateNamed', { name });

/** Who a message went to: the customer's name, 'Deleted customer', or (no customer row at all) 'Unknown recipient'. */
export function recipientName(customer: TCommunication['customer'], words: TAppWords): string {
  if (!customer) return words.t('communications.unknownRecipient');
  if (customer.deleted) return words.t('communications.deletedCustomer');
  return customerName(customer, words);
}

/** The address the message used: the email for an email, the phone for an SMS (from the customer's record). */
export function recipientContact(c: Pick<TCommunication, 'type' | 'customer'>, country: string): string | null {
  if (!c.customer || c.customer.deleted) return null;
  if (c.type === 'email') return c.customer.email;
  return c.customer.phone ? displayPhone(c.customer.phone, country) : null;
}

/** One line of a message for the list: its text with line breaks and runs of spaces folded. */
export const previewText = (content: string) => content.replace(/\s+/g, ' ').trim();

const SOURCES: Record<string, TAppMessageKey> = {
  quick: 'communications.source.quick',
  campaign: 'communications.source.campaign',
  welcome: 'communications.source.welcome',
  reward_earned: 'communications.source.rewardEarned',
  points_milestone: 'communications.source.pointsMilestone',
  points_expiring: 'communications.source.pointsExpiring',
  status_up: 'communications.source.statusUp',
  referral_referrer: 'communications.source.referralReferrer',
  referral_friend: 'communications.source.referralFriend',
  birthday: 'communications.source.birthday',
};

/**
 * What sent a message, in words. A trigger this screen does not know yet reads as its name in English, and as an
 * automatic message in another language.
 */
export function sourceLabel(source: string | null, words: TAppWords): string | null {
  if (!source) return null;
  const key = Object.hasOwn(SOURCES, source) ? SOURCES[source] : undefined;
  if (key) return words.t(key);
  if (words.language !== 'en') return words.t('communications.source.other');
  return source.replace(/_/g, ' ').replace(/^./, (ch) => ch.toUpperCase());
}
