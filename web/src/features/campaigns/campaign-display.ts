import type {
  TAppMessageKey,
  TCampaignListItem,
  TCampaignRecipient,
  TCampaignStatus,
  TCampaignType,
} from '@regulars/contracts';
import type { BadgeTone } from '../../components/ui/badge.tsx';
import { APP_ENGLISH_WORDS, type TAppWords } from '../../lib/app-words.tsx';
import { formatShortDate, formatZonedDateTime } from '../../lib/format-date.ts';
import { formatCountIn, formatPercent } from '../../lib/format-number.ts';

/** A channel's name: 'Email', 'SMS'. */
export const CAMPAIGN_TYPE_KEYS = {
  email: 'campaigns.type.email',
  sms: 'campaigns.type.sms',
} as const satisfies Record<TCampaignType, TAppMessageKey>;

/** A channel's campaign: 'Email campaign', 'SMS campaign'. */
export const CAMPAIGN_OF_TYPE_KEYS = {
  email: 'campaigns.header.email',
  sms: 'campaigns.header.sms',
} as const satisfies Record<TCampaignType, TAppMessageKey>;

/** A status as the contracts name it (CAMPAIGN_STATUS_LABELS), in the user's language. */
const STATUS_KEYS = {
  draft: 'campaigns.status.draft',
  scheduled: 'campaigns.status.scheduled',
  sending: 'campaigns.status.sending',
  sent: 'campaigns.status.sent',
  failed: 'campaigns.status.failed',
  cancelled: 'campaigns.status.cancelled',
} as const satisfies Record<TCampaignStatus, TAppMessageKey>;

const STATUS_TONES: Record<TCampaignStatus, BadgeTone> = {
  draft: 'neutral',
  scheduled: 'blue',
  sending: 'amber',
  sent: 'green',
  failed: 'red',
  cancelled: 'neutral',
};

export function statusDisplay(
  status: TCampaignStatus,
  words: TAppWords = APP_ENGLISH_WORDS,
): { label: string; tone: BadgeTone } {
  return { label: words.t(STATUS_KEYS[status]), tone: STATUS_TONES[status] };
}

type TDated = Pick<TCampaignListItem, 'status' | 'createdAt' | 'scheduledFor' | 'startedAt' | 'sentAt'>;

/** The list's date column: when it went, goes, or was last touched, in words that say which. */
export function campaignDateLine(c: TDated, timeZone: string, words: TAppWords = APP_ENGLISH_WORDS): string {
  const { t, locale } = words;
  const day = (iso: string | null) => formatShortDate(iso, timeZone, locale);
  switch (c.status) {
    case 'sent':
      return t('campaigns.date.sent', { date: day(c.sentAt ?? c.startedAt) });
    case 'scheduled':
      return c.scheduledFor
        ? t('campaigns.date.scheduledFor', { date: formatZonedDateTime(c.scheduledFor, timeZone, locale) })
        : t('campaigns.status.scheduled');
    case 'sending':
      return t('campaigns.date.started', { date: day(c.startedAt ?? c.createdAt) });
    case 'failed':
      return t('campaigns.date.failed', { date: day(c.startedAt ?? c.createdAt) });
    default:
      return t('campaigns.date.created', { date: day(c.createdAt) });
  }
}

/** '25%' of a whole ('25 %' in French); a dash when there is nothing to divide by yet. */
export function rate(part: number, whole: number, words: TAppWords = APP_ENGLISH_WORDS): string {
  if (whole <= 0) return '—';
  const percent = (part / whole) * 100;
  // One decimal only where a whole number would hide a small but real share (0.4% is not 0%).
  const digits = percent > 0 && percent < 10 && !Number.isInteger(percent) ? 1 : 0;
  return formatPercent(percent, digits, words.locale);
}

/** Messages sent, opened (email only) and clicked: '1,200 sent · 400 opened · 12 clicked'. */
export function messagesLine(
  type: TCampaignType,
  figures: { sent: number; opened: number; clicked: number },
  words: TAppWords = APP_ENGLISH_WORDS,
): string {
  const values = { sent: figures.sent, opened: figures.opened, clicked: figures.clicked };
  return words.t(type === 'email' ? 'campaigns.resultsEmail' : 'campaigns.resultsSms', values);
}

/** The list's results line of a sent campaign: what happened to its messages, opens only where they are tracked. */
export function resultsLine(
  c: Pick<TCampaignListItem, 'type' | 'stats'>,
  words: TAppWords = APP_ENGLISH_WORDS,
): string {
  return messagesLine(c.type, c.stats, words);
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

/**
 * One recipient's state in the results table; a message not handed over yet reads 'Queued', one the outbox kept
 * (`inOutbox`: no provider is configured for the campaign's channel) 'In the outbox'.
 */
export function recipientStatus(
  r: Pick<TCampaignRecipient, 'status' | 'delivered'>,
  inOutbox = false,
  words: TAppWords = APP_ENGLISH_WORDS,
): {
  label: string;
  tone: BadgeTone;
} {
  const { t } = words;
  if (r.status === 'control') return { label: t('campaigns.recipient.control'), tone: 'neutral' };
  if (r.status === 'failed') return { label: t('campaigns.recipient.failed'), tone: 'red' };
  if (r.status === 'pending') return { label: t('campaigns.recipient.queued'), tone: 'amber' };
  if (inOutbox) return { label: t('campaigns.figures.inOutbox'), tone: 'amber' };
  return r.delivered
    ? { label: t('campaigns.recipient.delivered'), tone: 'green' }
    : { label: t('campaigns.recipient.sent'), tone: 'green' };
}

/** Which version of an A/B test a messaged recipient got; null for the control group (its status says 'Control'). */
export function recipientVersion(
  r: Pick<TCampaignRecipient, 'group'>,
  words: TAppWords = APP_ENGLISH_WORDS,
): string | null {
  if (r.group === 'control') return null;
  return words.t(r.group === 'variant_b' ? 'campaigns.versionB' : 'campaigns.versionA');
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
  words: TAppWords = APP_ENGLISH_WORDS,
): TFigure[] {
  const { t, locale } = words;
  const count = (n: number) => formatCountIn(n, locale);
  const share = (part: number, whole: number) => rate(part, whole, words);
  const { sent, delivered, failed, opened, clicked, unsubscribed } = c.stats;
  const figures: (TFigure | null)[] = [
    {
      key: 'recipients',
      label: t('campaigns.recipients'),
      value: count(c.recipientCount),
      hint: t('campaigns.figures.recipientsHint'),
    },
    {
      key: 'sent',
      label: t('campaigns.figures.sent'),
      value: count(sent),
      hint: t('campaigns.figures.ofRecipients', { rate: share(sent, c.recipientCount) }),
    },
    inOutbox
      ? {
          key: 'delivered',
          label: t('campaigns.figures.inOutbox'),
          value: count(sent),
          hint: t(c.type === 'email' ? 'campaigns.figures.noEmailProvider' : 'campaigns.figures.noSmsProvider'),
        }
      : {
          key: 'delivered',
          label: t('campaigns.figures.delivered'),
          value: count(delivered),
          hint: t('campaigns.figures.ofSent', { rate: share(delivered, sent) }),
        },
    {
      key: 'failed',
      label: t('campaigns.figures.failed'),
      value: count(failed),
      hint: t('campaigns.figures.ofRecipients', { rate: share(failed, c.recipientCount) }),
    },
    c.type === 'email'
      ? {
          key: 'opened',
          label: t('campaigns.figures.opened'),
          value: count(opened),
          hint: t('campaigns.figures.openRate', { rate: share(opened, delivered) }),
        }
      : null,
    {
      key: 'clicked',
      label: t('campaigns.figures.clicked'),
      value: count(clicked),
      hint: t('campaigns.figures.clickRate', { rate: share(clicked, delivered) }),
    },
    c.type === 'email'
      ? {
          key: 'unsubscribed',
          label: t('campaigns.figures.unsubscribed'),
          value: count(unsubscribed),
          hint: t(inOutbox ? 'campaigns.figures.ofSent' : 'campaigns.figures.ofDelivered', {
            rate: share(unsubscribed, delivered),
          }),
        }
      : null,
  ];
  return figures.filter((f): f is TFigure => f !== null);
}
