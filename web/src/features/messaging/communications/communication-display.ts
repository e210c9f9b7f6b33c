import { COMMUNICATION_MESSAGES, OUTBOX_LABELS, openedLabel, type TCommunication } from '@regulars/contracts';
import type { BadgeTone } from '../../../components/ui/badge.tsx';
import { customerName } from '../../../lib/customer-name.ts';
import { displayPhone } from '../../../lib/display-phone.ts';

type TStatusFields = Pick<TCommunication, 'type' | 'status' | 'openedAt' | 'openCount' | 'provider'>;

const STATUS: Record<TCommunication['status'], { label: string; tone: BadgeTone }> = {
  sent: { label: 'Sent', tone: 'green' },
  failed: { label: 'Failed', tone: 'red' },
  pending: { label: 'Pending', tone: 'amber' },
};

/**
 * A log's display: 'Opened once' / 'Opened N times' in blue once opened_at is set; a message the outbox kept (no
 * provider configured for its channel) says so instead of 'Sent'; otherwise its status.
 */
export function statusDisplay(c: TStatusFields): { label: string; tone: BadgeTone; opened: boolean } {
  if (c.openedAt) return { label: openedLabel(c.openCount), tone: 'blue', opened: true };
  if (c.status === 'sent' && c.provider === 'outbox')
    return { label: OUTBOX_LABELS[c.type], tone: 'amber', opened: false };
  return { ...STATUS[c.status], opened: false };
}

/** What the history calls the name a message was sent under: a campaign's name, or its template's. */
export const nameLabel = (source: string | null) => (source === 'campaign' ? 'Campaign' : 'Template');

/** Who a message went to: the customer's name, 'Deleted customer', or (no customer row at all) 'Unknown recipient'. */
export function recipientName(customer: TCommunication['customer']): string {
  if (!customer) return 'Unknown recipient';
  if (customer.deleted) return COMMUNICATION_MESSAGES.deletedCustomer;
  return customerName(customer);
}

/** The address the message used: the email for an email, the phone for an SMS (from the customer's record). */
export function recipientContact(c: Pick<TCommunication, 'type' | 'customer'>, country: string): string | null {
  if (!c.customer || c.customer.deleted) return null;
  if (c.type === 'email') return c.customer.email;
  return c.customer.phone ? displayPhone(c.customer.phone, country) : null;
}

/** One line of a message for the list: its text with line breaks and runs of spaces folded. */
export const previewText = (content: string) => content.replace(/\s+/g, ' ').trim();

const SOURCES: Record<string, string> = {
  quick: 'Quick send',
  campaign: 'Campaign',
  welcome: 'Welcome trigger',
  reward_earned: 'Reward earned trigger',
  points_milestone: 'Points milestone trigger',
  points_expiring: 'Points expiring trigger',
  status_up: 'Moved up a tier trigger',
  referral_referrer: 'Referral reward trigger (inviter)',
  referral_friend: 'Referral reward trigger (friend)',
  birthday: 'Birthday trigger',
};

/** What sent a message, in words. */
export function sourceLabel(source: string | null): string | null {
  if (!source) return null;
  return SOURCES[source] ?? source.replace(/_/g, ' ').replace(/^./, (ch) => ch.toUpperCase());
}
