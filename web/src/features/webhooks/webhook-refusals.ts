import { type TAppMessageKey, type TWebhookEvent, WEBHOOK_MESSAGES } from '@regulars/contracts';
import { messageIn, type TKnownMessages } from '../../lib/app-refusal.ts';
import type { TAppWords } from '../../lib/app-words.tsx';

/**
 * What the Webhooks card's checks (ZCreateWebhookEndpoint, ZUpdateWebhookEndpoint), the server's webhook routes and a
 * delivery that got no answer may say in English, with the keys that say it.
 */
export const WEBHOOK_REFUSALS = {
  [WEBHOOK_MESSAGES.upgrade]: 'integrations.webhooks.upgrade',
  [WEBHOOK_MESSAGES.urlRequired]: 'integrations.webhooks.urlRequired',
  [WEBHOOK_MESSAGES.urlInvalid]: 'integrations.webhooks.urlInvalid',
  [WEBHOOK_MESSAGES.urlTooLong]: 'integrations.webhooks.urlTooLong',
  [WEBHOOK_MESSAGES.httpsRequired]: 'integrations.webhooks.httpsRequired',
  [WEBHOOK_MESSAGES.privateAddress]: 'integrations.webhooks.privateAddress',
  [WEBHOOK_MESSAGES.unresolvable]: 'integrations.webhooks.unresolvable',
  [WEBHOOK_MESSAGES.descriptionTooLong]: 'integrations.webhooks.descriptionTooLong',
  [WEBHOOK_MESSAGES.eventsRequired]: 'integrations.webhooks.eventsRequired',
  [WEBHOOK_MESSAGES.eventUnknown]: 'integrations.webhooks.eventUnknown',
  [WEBHOOK_MESSAGES.notFound]: 'integrations.webhooks.notFound',
  [WEBHOOK_MESSAGES.deliveryNotFound]: 'integrations.webhooks.deliveryNotFound',
  [WEBHOOK_MESSAGES.tooMany]: 'integrations.webhooks.tooMany',
  [WEBHOOK_MESSAGES.saveFailed]: 'integrations.webhooks.saveFailed',
  'Choose on or off': 'integrations.webhooks.onOrOff',
  // A delivery the receiver never answered (server/src/webhooks/post-signed.ts).
  'No answer within 5 seconds': 'integrations.webhooks.noAnswer',
  // The session's guards and the API client.
  'Only the team admin can do this': 'integrations.adminOnly',
  'Your access to this team has ended': 'integrations.accessEnded',
  'Unable to reach the server. Please check your connection and try again.': 'integrations.network',
  'The server sent an unexpected response. Please try again.': 'integrations.unexpected',
  'Something went wrong. Please try again.': 'integrations.somethingWrong',
  'Check the form and try again': 'integrations.checkForm',
} as const satisfies TKnownMessages;

/** A webhook message (a check, the server's refusal) in the user's language; `fallback` for an unknown one. */
export const webhookMessageIn = (words: TAppWords, message: string | null | undefined, fallback: TAppMessageKey) =>
  messageIn(words, message, WEBHOOK_REFUSALS, fallback);

/** Why a webhook request failed, in the user's language: the server's reason when known, else `fallback`. */
export const webhookRefusal = (words: TAppWords, error: unknown, fallback: TAppMessageKey) =>
  webhookMessageIn(words, error instanceof Error ? error.message : null, fallback);

/**
 * Why a delivery got no answer, when the server says it (no HTTP status): in the user's language when known; the
 * receiver's own answer, or the network's error, as written.
 */
export function deliveryAnswerIn(words: TAppWords, body: string, status: number | null): string {
  const key =
    status === null && Object.hasOwn(WEBHOOK_REFUSALS, body)
      ? WEBHOOK_REFUSALS[body as keyof typeof WEBHOOK_REFUSALS]
      : null;
  return key ? words.t(key) : body;
}

/**
 * What each event says, in the user's language (WEBHOOK_EVENT_LABELS' English word for word); the event itself
 * ('visit.recorded') is an identifier, shown as it is.
 */
export const EVENT_WORDS: Record<TWebhookEvent, TAppMessageKey> = {
  'customer.created': 'integrations.event.customerCreated',
  'customer.updated': 'integrations.event.customerUpdated',
  'customer.deleted': 'integrations.event.customerDeleted',
  'visit.recorded': 'integrations.event.visitRecorded',
  'purchase.recorded': 'integrations.event.purchaseRecorded',
  'points.earned': 'integrations.event.pointsEarned',
  'reward.earned': 'integrations.event.rewardEarned',
  'reward.redeemed': 'integrations.event.rewardRedeemed',
  'reward.expired': 'integrations.event.rewardExpired',
  'action.undone': 'integrations.event.actionUndone',
  'campaign.sent': 'integrations.event.campaignSent',
  'message.failed': 'integrations.event.messageFailed',
  'consent.changed': 'integrations.event.consentChanged',
};
