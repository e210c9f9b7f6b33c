import {
  CAMPAIGN_STATUS_LABELS,
  type TCampaignListItem,
  type TCampaignRecipient,
  type TCampaignStatus,
  type TCampaignType,
} from '@regulars/contracts';
import type { BadgeTone } from '../../components/ui/badge.tsx';
import { formatShortDate, formatZonedDateTime } from '../../lib/format-date.ts';
import { formatCount, formatPercent } from '../../lib/format-number.ts';

export const CAMPAIGN_TYPE_LABELS: Record<TCampaignType, string> = { email: 'Email', sms: 'SMS' };

const STATUS_TONES: Record<TCampaignStatus, BadgeTone> = {
  draft: 'neutral',
  scheduled: 'blue',
  sending: 'amber',
  sent: 'green',
  failed: 'red',
  cancelled: 'neutral',
};

export function statusDisplay(status: TCampaignStatus): { label: string; tone: BadgeTone } {
  return { label: CAMPAIGN_STATUS_LABELS[status], tone: STATUS_TONES[status] };
}

type TDated = Pick<TCampaignListItem, 'status' | 'createdAt' | 'scheduledFor' | 'startedAt' | 'sentAt'>;

/** The list's date column: when it went, goes, or was last touched, in words that say which. */
export function campaignDateLine(c: TDated, timeZone: string): string {
  switch (c.status) {
    case 'sent':
      return `Sent ${formatShortDate(c.sentAt ?? c.startedAt, timeZone)}`;
    case 'scheduled':
      return c.scheduledFor ? `Scheduled for ${formatZonedDateTime(c.scheduledFor, timeZone)}` : 'Scheduled';
    case 'sending':
      return `Started ${formatShortDate(c.startedAt ?? c.createdAt, timeZone)}`;
    case 'failed':
      return `Failed ${formatShortDate(c.startedAt ?? c.createdAt, timeZone)}`;
    default:
      return `Created ${formatShortDate(c.createdAt, timeZone)}`;
  }
}

/** '25%' of a whole; a dash when there is nothing to divide by yet. */
export function rate(part: number, whole: number): string {
  if (whole <= 0) return '—';
  const percent = (part / whole) * 100;
  // One decimal only where a whole number would hide a small but real share (0.4% is not 0%).
  const digits = percent > 0 && percent < 10 && !Number.isInteger(percent) ? 1 : 0;
  return formatPercent(percent, digits);
}

/** The list's results line of a sent campaign: what happened to its messages, opens only where they are tracked. */
export function resultsLine(c: Pick<TCampaignListItem, 'type' | 'stats'>): string {
  const parts = [`${formatCount(c.stats.sent)} sent`];
  if (c.type === 'email') parts.push(`${formatCount(c.stats.opened)} opened`);
  parts.push(`${formatCount(c.stats.clicked)} clicked`);
  return parts.join(' · ');
}

/** Whether the results (progress, figures, recipients) are what the campaign page shows. */
export function showsResults(status: TCampaignStatus): boolean {
  return status === 'sending' || status === 'sent' || status === 'failed' || status === 'cancelled';
}

/** Whether any message was made: a campaign cancelled while scheduled has no results to show. */
export function wentOut(c: { status: TCampaignStatus; stats: { queued: number } }): boolean {
  if (c.status === 'draft' || c.status === 'scheduled') return false;
  return c.status !== 'cancelled' || c.stats.queued > 0;
}

/** A draft, or a campaign cancelled before any message was made, may be deleted; anything that went out stays. */
export function isDeletable(c: { status: TCampaignStatus; stats: { queued: number } }): boolean {
  return c.status === 'draft' || (c.status === 'cancelled' && c.stats.queued === 0);
}

/** How far sending has come, in percent of the recipients: sent, and queued (made but not handed over yet). */
export function sendProgress(c: { recipientCount: number; stats: { queued: number; sent: number; failed: number } }) {
  if (c.recipientCount <= 0) return { done: 0, queued: 0 };
  const clamp = (n: number) => Math.max(0, Math.min(100, n));
  const done = clamp(((c.stats.sent + c.stats.failed) / c.recipientCount) * 100);
  return { done, queued: clamp((c.stats.queued / c.recipientCount) * 100 - done) };
}

/** What a campaign's messages kept by the outbox (no provider for its channel) are called, never 'Delivered'. */
export const IN_THE_OUTBOX = 'In the outbox';

/**
 * One recipient's state in the results table; a message not handed over yet reads 'Queued', one the outbox kept
 * (`inOutbox`: no provider is configured for the campaign's channel) 'In the outbox'.
 */
export function recipientStatus(
  r: Pick<TCampaignRecipient, 'status' | 'delivered'>,
  inOutbox = false,
): {
  label: string;
  tone: BadgeTone;
} {
  if (r.status === 'control') return { label: 'Control', tone: 'neutral' };
  if (r.status === 'failed') return { label: 'Failed', tone: 'red' };
  if (r.status === 'pending') return { label: 'Queued', tone: 'amber' };
  if (inOutbox) return { label: IN_THE_OUTBOX, tone: 'amber' };
  return r.delivered ? { label: 'Delivered', tone: 'green' } : { label: 'Sent', tone: 'green' };
}

/** Which version of an A/B test a messaged recipient got; null for the control group (its status says 'Control'). */
export function recipientVersion(r: Pick<TCampaignRecipient, 'group'>): string | null {
  if (r.group === 'control') return null;
  return r.group === 'variant_b' ? 'Version B' : 'Version A';
}

export type TFigure = {
  key: 'recipients' | 'sent' | 'delivered' | 'failed' | 'opened' | 'clicked' | 'unsubscribed';
  label: string;
  value: string;
  hint: string;
};

/**
 * The results' figure cards, each with its rate; opens and unsubscribes are tracked for email only. `inOutbox`: no
 * provider is configured for the campaign's channel, so what the outbox took is 'In the outbox', never 'Delivered'.
 */
export function campaignFigures(
  c: Pick<TCampaignListItem, 'type' | 'recipientCount' | 'stats'>,
  inOutbox = false,
): TFigure[] {
  const { sent, delivered, failed, opened, clicked, unsubscribed } = c.stats;
  const figures: (TFigure | null)[] = [
    { key: 'recipients', label: 'Recipients', value: formatCount(c.recipientCount), hint: 'In the audience' },
    { key: 'sent', label: 'Sent', value: formatCount(sent), hint: `${rate(sent, c.recipientCount)} of recipients` },
    inOutbox
      ? {
          key: 'delivered',
          label: IN_THE_OUTBOX,
          value: formatCount(sent),
          hint: c.type === 'email' ? 'No email provider is configured' : 'No SMS provider is configured',
        }
      : {
          key: 'delivered',
          label: 'Delivered',
          value: formatCount(delivered),
          hint: `${rate(delivered, sent)} of sent`,
        },
    {
      key: 'failed',
      label: 'Failed',
      value: formatCount(failed),
      hint: `${rate(failed, c.recipientCount)} of recipients`,
    },
    c.type === 'email'
      ? { key: 'opened', label: 'Opened', value: formatCount(opened), hint: `${rate(opened, delivered)} open rate` }
      : null,
    { key: 'clicked', label: 'Clicked', value: formatCount(clicked), hint: `${rate(clicked, delivered)} click rate` },
    c.type === 'email'
      ? {
          key: 'unsubscribed',
          label: 'Unsubscribed',
          value: formatCount(unsubscribed),
          hint: `${rate(unsubscribed, delivered)} of ${inOutbox ? 'sent' : 'delivered'}`,
        }
      : null,
  ];
  return figures.filter((f): f is TFigure => f !== null);
}
