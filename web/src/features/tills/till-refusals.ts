import {
  SHOPIFY_MESSAGES,
  type TAppMessageKey,
  TILL_MESSAGES,
  TILL_NAMES,
  type TTillProvider,
} from '@regulars/contracts';
import { messageIn, type TKnownMessages } from '../../lib/app-refusal.ts';
import type { TAppWords } from '../../lib/app-words.tsx';

/**
 * What the till card's checks, the server's till routes and a till's last error may say in English, with the keys that
 * say it. Square's words are TILL_MESSAGES', Shopify's own SHOPIFY_MESSAGES'.
 */
export const TILL_REFUSALS = {
  // Connecting (server/src/tills/start-*-connect.ts, plan-gate.ts) and ZShopifyConnect.
  [TILL_MESSAGES.upgrade]: 'integrations.tills.upgrade',
  [TILL_MESSAGES.planEnded]: 'integrations.tills.planEnded',
  [TILL_MESSAGES.notConfigured]: 'integrations.tills.square.notConfigured',
  [SHOPIFY_MESSAGES.notConfigured]: 'integrations.tills.shopify.notConfigured',
  [SHOPIFY_MESSAGES.shopInvalid]: 'integrations.tills.shopInvalid',
  [TILL_MESSAGES.unreachable]: 'integrations.tills.square.unreachable',
  [SHOPIFY_MESSAGES.unreachable]: 'integrations.tills.shopify.unreachable',
  [TILL_MESSAGES.codeRefused]: 'integrations.tills.square.codeRefused',
  [SHOPIFY_MESSAGES.codeRefused]: 'integrations.tills.shopify.codeRefused',
  [TILL_MESSAGES.connectFailed]: 'integrations.tills.square.connectFailed',
  [SHOPIFY_MESSAGES.connectFailed]: 'integrations.tills.shopify.connectFailed',
  // Its settings, its locations and disconnecting (update-till-connection.ts, create-till-location.ts).
  [TILL_MESSAGES.notConnected]: 'integrations.tills.square.notConnected',
  [SHOPIFY_MESSAGES.notConnected]: 'integrations.tills.shopify.notConnected',
  [TILL_MESSAGES.locationUnknown]: 'integrations.tills.locationUnknown',
  [TILL_MESSAGES.tillLocationUnknown]: 'integrations.tills.square.tillLocationUnknown',
  [SHOPIFY_MESSAGES.tillLocationUnknown]: 'integrations.tills.shopify.tillLocationUnknown',
  [TILL_MESSAGES.saveFailed]: 'integrations.tills.saveFailed',
  [TILL_MESSAGES.disconnectFailed]: 'integrations.tills.square.disconnectFailed',
  [SHOPIFY_MESSAGES.disconnectFailed]: 'integrations.tills.shopify.disconnectFailed',
  // A till location made a Regulars one (server/src/locations/create-location.ts).
  'Failed to add the location': 'integrations.tills.locationServerFailed',
  // What a sale that could not go through records as the connection's last error.
  [TILL_MESSAGES.tokenRefused]: 'integrations.tills.square.tokenRefused',
  [SHOPIFY_MESSAGES.tokenRefused]: 'integrations.tills.shopify.tokenRefused',
  [TILL_MESSAGES.tokenUnreadable]: 'integrations.tills.tokenUnreadable',
  [TILL_MESSAGES.shopifyTokenUnreadable]: 'integrations.tills.shopifyTokenUnreadable',
  [TILL_MESSAGES.saleUnreadable]: 'integrations.tills.square.saleUnreadable',
  [SHOPIFY_MESSAGES.saleUnreadable]: 'integrations.tills.shopify.saleUnreadable',
  [SHOPIFY_MESSAGES.uninstalled]: 'integrations.tills.uninstalled',
  // The session's guards and the API client.
  'Only the team admin can do this': 'integrations.adminOnly',
  'Your access to this team has ended': 'integrations.accessEnded',
  'Unable to reach the server. Please check your connection and try again.': 'integrations.network',
  'The server sent an unexpected response. Please try again.': 'integrations.unexpected',
  'Something went wrong. Please try again.': 'integrations.somethingWrong',
  'Check the form and try again': 'integrations.checkForm',
} as const satisfies TKnownMessages;

// The messages with a figure or a name in them: locationLimitMessage, LOCATION_MESSAGES.duplicate, tillCurrencyMismatch.
const LOCATION_LIMIT = /^Your plan includes (\d+) locations?\. Upgrade your plan to add more\.$/;
const DUPLICATE = /^A location named (.+) already exists\.$/s;
const CURRENCY_MISMATCH =
  /^(Square|Shopify) sells in (\S+) but your business counts in (\S+): sales are kept, but earn nothing until the currency in Settings → Money is \S+\.$/;

/** A till's message (a check, the server's refusal, its last error) in the user's language; `fallback` for an unknown one. */
export function tillMessageIn(words: TAppWords, message: string, fallback: TAppMessageKey): string {
  if (words.language !== 'en') {
    const limit = LOCATION_LIMIT.exec(message);
    if (limit) return words.t('integrations.tills.locationLimit', { count: Number(limit[1]) });
    const duplicate = DUPLICATE.exec(message);
    if (duplicate) return words.t('integrations.tills.locationDuplicate', { name: duplicate[1] });
    const currency = CURRENCY_MISMATCH.exec(message);
    if (currency) {
      return words.t('integrations.tills.currencyMismatch', {
        name: currency[1],
        till: currency[2],
        ours: currency[3],
      });
    }
  }
  return messageIn(words, message, TILL_REFUSALS, fallback);
}

/** A field's check in the user's language, or null when the field is fine. */
export const tillFieldMessage = (words: TAppWords, message: string | undefined) =>
  message ? tillMessageIn(words, message, 'integrations.checkForm') : null;

/** Why a till request failed, in the user's language: the server's reason when known, else `fallback`. */
export function tillRefusal(words: TAppWords, error: unknown, fallback: TAppMessageKey): string {
  return tillMessageIn(words, error instanceof Error ? error.message : '', fallback);
}

/**
 * One row of a till's history in the user's language: the server writes it in English (server/src/tills/till-history.ts),
 * shown as written in English.
 */
export function tillHistoryIn(words: TAppWords, what: string, provider: TTillProvider): string {
  if (words.language === 'en') return what;
  const name = TILL_NAMES[provider];
  const fixed: Record<string, TAppMessageKey> = {
    'Changed the till settings': 'integrations.tills.event.changed',
    [`Disconnected ${name}`]: 'integrations.tills.event.disconnected',
    [`Disconnected ${name} (${name} did not confirm it)`]: 'integrations.tills.event.disconnectedUnconfirmed',
    'Passed on a customer’s request for their data': 'integrations.tills.event.dataRequest',
    'Asked to erase a customer’s data': 'integrations.tills.event.customerRedact',
    'Asked to erase the store’s data': 'integrations.tills.event.shopRedact',
  };
  const key = Object.hasOwn(fixed, what) ? fixed[what] : undefined;
  if (key) return words.t(key, { name });
  const connected = new RegExp(`^(Connected|Reconnected) ${name} as (.+)$`, 's').exec(what);
  if (connected) {
    const again = connected[1] === 'Reconnected';
    const account = connected[2];
    return words.t(again ? 'integrations.tills.event.reconnected' : 'integrations.tills.event.connected', {
      name,
      account,
    });
  }
  const location = /^Added “(.+)” as one of your locations$/s.exec(what);
  if (location) return words.t('integrations.tills.event.locationAdded', { location: location[1] });
  return words.t('integrations.tills.event.other');
}

/** Who did it, as the till's history names them: a person's name as it is, the server's stand-in in the user's words. */
export const tillActorIn = (words: TAppWords, by: string) =>
  by === 'Someone on the team' ? words.t('integrations.someoneOnTeam') : by;
