import { TILL_MESSAGES, type TTillProvider, tillMessages } from '@regulars/contracts';

/** The `?square=` parameter Square's callback sends the owner back with (server/src/tills/routes.ts). */
export const SQUARE_OUTCOME_PARAM = 'square';

/** The parameter each till's callback sends the owner back with: `/settings?<provider>=<outcome>#tills`. */
export const TILL_OUTCOME_PARAMS: Record<TTillProvider, string> = { square: SQUARE_OUTCOME_PARAM, shopify: 'shopify' };

export type TTillCallbackOutcome = { tone: 'success' | 'error'; message: string };

type TMessages = ReturnType<typeof tillMessages>;

// Each refusal says what to do next in the contract's words; the server's own outcome names are not shown.
const ERRORS: Record<string, (messages: TMessages) => string> = {
  expired: (messages) => messages.stateMismatch,
  refused: (messages) => messages.codeRefused,
  taken: (messages) => messages.accountTaken,
  unreachable: (messages) => messages.unreachable,
  plan: () => TILL_MESSAGES.upgrade,
};

// Only Square's consent page has a "Deny": Shopify's install page has no such outcome, nor its own words for one.
const ERRORS_OF: Record<TTillProvider, Record<string, (messages: TMessages) => string>> = {
  square: { ...ERRORS, denied: (messages) => messages.denied },
  shopify: ERRORS,
};

/**
 * What the card says after a till's consent page: null without the parameter; an outcome this version does not know
 * (a newer server, a hand-edited address) reads as the plain failure rather than as nothing.
 */
export function tillCallbackOutcome(
  value: string | null,
  provider: TTillProvider = 'square',
): TTillCallbackOutcome | null {
  if (value === null) return null;
  const messages = tillMessages(provider);
  if (value === 'connected') return { tone: 'success', message: messages.connected };
  const errors = ERRORS_OF[provider];
  return { tone: 'error', message: Object.hasOwn(errors, value) ? errors[value]!(messages) : messages.connectFailed };
}
