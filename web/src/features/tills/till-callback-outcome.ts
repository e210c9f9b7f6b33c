import type { TAppMessageKey, TTillProvider } from '@regulars/contracts';
import type { TAppWords } from '../../lib/app-words.tsx';

/** The `?square=` parameter Square's callback sends the owner back with (server/src/tills/routes.ts). */
export const SQUARE_OUTCOME_PARAM = 'square';

/** The parameter each till's callback sends the owner back with: `/settings?<provider>=<outcome>#tills`. */
export const TILL_OUTCOME_PARAMS: Record<TTillProvider, string> = { square: SQUARE_OUTCOME_PARAM, shopify: 'shopify' };

export type TTillCallbackOutcome = { tone: 'success' | 'error'; message: string };

// Each refusal says what to do next in the contract's words (TILL_MESSAGES, SHOPIFY_MESSAGES), in the user's
// language; the server's own outcome names are not shown. Only Square's consent page has a "Deny": Shopify's install
// page has no such outcome, nor its own words for one.
const ERRORS_OF: Record<TTillProvider, Record<string, TAppMessageKey>> = {
  square: {
    denied: 'integrations.tills.square.denied',
    expired: 'integrations.tills.square.stateMismatch',
    refused: 'integrations.tills.square.codeRefused',
    taken: 'integrations.tills.square.accountTaken',
    unreachable: 'integrations.tills.square.unreachable',
    plan: 'integrations.tills.upgrade',
  },
  shopify: {
    expired: 'integrations.tills.shopify.stateMismatch',
    refused: 'integrations.tills.shopify.codeRefused',
    taken: 'integrations.tills.shopify.accountTaken',
    unreachable: 'integrations.tills.shopify.unreachable',
    plan: 'integrations.tills.upgrade',
  },
};

const CONNECTED: Record<TTillProvider, TAppMessageKey> = {
  square: 'integrations.tills.square.connected',
  shopify: 'integrations.tills.shopify.connected',
};

const FAILED: Record<TTillProvider, TAppMessageKey> = {
  square: 'integrations.tills.square.connectFailed',
  shopify: 'integrations.tills.shopify.connectFailed',
};

/**
 * What the card says after a till's consent page, in the user's language: null without the parameter; an outcome
 * this version does not know (a newer server, a hand-edited address) reads as the plain failure rather than as nothing.
 */
export function tillCallbackOutcome(
  words: TAppWords,
  value: string | null,
  provider: TTillProvider = 'square',
): TTillCallbackOutcome | null {
  if (value === null) return null;
  if (value === 'connected') return { tone: 'success', message: words.t(CONNECTED[provider]) };
  const errors = ERRORS_OF[provider];
  return { tone: 'error', message: words.t(Object.hasOwn(errors, value) ? errors[value]! : FAILED[provider]) };
}
