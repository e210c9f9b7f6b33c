import {
  ADMIN_ACTION_MESSAGES,
  CAMPAIGN_LIMITS,
  CAMPAIGN_MESSAGES,
  CLOSING_MESSAGES,
  QUICK_MESSAGES,
  type TAppMessageKey,
} from '@regulars/contracts';
import { ApiError } from '../../api/client.ts';
import { messageIn, refusalIn, type TKnownMessages } from '../../lib/app-refusal.ts';
import type { TAppWords } from '../../lib/app-words.tsx';

/**
 * What the campaign list's and a campaign's requests may end with in English, with the keys that say it: the client's
 * own messages (api/client.ts), the session's guards, the campaign routes and the create dialog's checks
 * (ZCreateCampaign).
 */
export const CAMPAIGN_REFUSALS = {
  'Something went wrong. Please try again.': 'campaigns.problem.generic',
  'Unable to reach the server. Please check your connection and try again.': 'campaigns.problem.network',
  'The server sent an unexpected response. Please try again.': 'campaigns.problem.unexpected',
  'Your access to this team has ended': 'campaigns.refusal.accessEnded',
  [ADMIN_ACTION_MESSAGES.suspended]: 'campaigns.refusal.suspended',
  [CLOSING_MESSAGES.closed]: 'campaigns.refusal.closed',
  [CAMPAIGN_MESSAGES.notFound]: 'campaigns.refusal.notFound',
  [CAMPAIGN_MESSAGES.onlyScheduledCancellable]: 'campaigns.refusal.onlyCancellable',
  [CAMPAIGN_MESSAGES.onlyDraftDeletable]: 'campaigns.refusal.onlyDeletable',
  [CAMPAIGN_MESSAGES.nameRequired]: 'campaigns.create.nameRequired',
  [CAMPAIGN_MESSAGES.typeRequired]: 'campaigns.create.typeRequired',
  [`Name must be at most ${CAMPAIGN_LIMITS.name} characters`]: 'campaigns.create.nameTooLong',
} as const satisfies TKnownMessages;

/**
 * Why a campaign request was refused, in the user's language: a known message (`known`, the campaigns' by default) in
 * its words, else `fallback`. Above the plan, another language says so plainly (the server's sentence carries its
 * figures), unless `known` has the sentence.
 */
export function campaignRefusal(
  words: TAppWords,
  error: unknown,
  fallback: TAppMessageKey = 'campaigns.problem.generic',
  known: TKnownMessages = CAMPAIGN_REFUSALS,
): string {
  const planLimit = error instanceof ApiError && error.code === 'PLAN_LIMIT' && !Object.hasOwn(known, error.message);
  if (planLimit && words.language !== 'en') return words.t('campaigns.problem.planLimit');
  return refusalIn(words, error, known, fallback);
}

/** A check of the create dialog (ZCreateCampaign's message) in the user's language. */
export const campaignCheckIn = (words: TAppWords, message: string | undefined) =>
  message ? messageIn(words, message, CAMPAIGN_REFUSALS, 'campaigns.problem.checkForm') : undefined;

/**
 * Why one recipient's message was not sent, as the server keeps it: a campaign cancelled, the server's delivery
 * refusals (server/src/messaging/delivery-refusal.ts), a provider's report; word for word.
 */
export const RECIPIENT_ERRORS = {
  'Not sent: the campaign was cancelled': 'campaigns.recipient.cancelled',
  'Not sent: the business is suspended': 'campaigns.recipient.suspended',
  'Not sent: the business is closed': 'campaigns.recipient.closed',
  'Not sent: the customer was deleted': 'campaigns.recipient.customerGone',
  'Not sent: the customer unsubscribed from email': 'campaigns.recipient.emailOptedOut',
  'Not sent: this number asked you to stop texting it (it can text START to opt back in)':
    'campaigns.recipient.smsOptedOut',
  'Delivery unknown: the send stopped while the provider was taking the message. It was not sent again, so the customer never gets it twice.':
    'campaigns.recipient.interrupted',
  [QUICK_MESSAGES.smsNotOptedIn]: 'campaigns.recipient.smsNotOptedIn',
  [QUICK_MESSAGES.phoneRequired]: 'campaigns.recipient.phoneRequired',
  [QUICK_MESSAGES.emailRequired]: 'campaigns.recipient.emailRequired',
  'The provider reported the message undelivered': 'campaigns.recipient.undelivered',
} as const satisfies TKnownMessages;

/** One recipient's error in the user's language; a provider's own words stay in English, else a plain sentence. */
export const recipientErrorIn = (words: TAppWords, error: string) =>
  messageIn(words, error, RECIPIENT_ERRORS, 'campaigns.recipient.errorUnknown');

/** The names the server gives recipients who have none to show. */
const RECIPIENT_NAMES = {
  'Deleted customer': 'campaigns.recipients.deletedCustomer',
  'No name': 'campaigns.recipients.noName',
} as const satisfies TKnownMessages;

/** A recipient's name: a customer's as written, the server's stand-ins for none in the user's language. */
export function recipientNameIn(words: TAppWords, name: string): string {
  return Object.hasOwn(RECIPIENT_NAMES, name) ? words.t(RECIPIENT_NAMES[name as keyof typeof RECIPIENT_NAMES]) : name;
}

/** server/src/campaigns/expand-batch.ts: sending stopped when the plan's allowance and credits ran out. */
const STOPPED_AFTER =
  /^Stopped after ([\d,]+) messages: your plan's allowance and credits ran out\. Upgrade your plan or add credits to reach the rest\.$/;

/** Why a campaign stopped or failed (its `error`), in the user's language; in English as the server wrote it. */
export function campaignErrorIn(words: TAppWords, error: string): string {
  if (words.language === 'en') return error;
  const stopped = STOPPED_AFTER.exec(error);
  if (stopped?.[1])
    return words.t('campaigns.results.stoppedAllowance', { count: Number(stopped[1].replace(/,/g, '')) });
  return words.t('campaigns.results.errorUnknown');
}
