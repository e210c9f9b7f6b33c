import { TILL_MESSAGES } from '@regulars/contracts';

/** The `?square=` parameter the server's callback sends the owner back with (server/src/tills/routes.ts). */
export const SQUARE_OUTCOME_PARAM = 'square';

export type TTillCallbackOutcome = { tone: 'success' | 'error'; message: string };

// Each refusal says what to do next in the contract's words; the server's own outcome names are not shown.
const ERRORS: Record<string, string> = {
  denied: TILL_MESSAGES.denied,
  expired: TILL_MESSAGES.stateMismatch,
  refused: TILL_MESSAGES.codeRefused,
  taken: TILL_MESSAGES.accountTaken,
  unreachable: TILL_MESSAGES.unreachable,
  plan: TILL_MESSAGES.upgrade,
};

/**
 * What the card says after Square's consent page: null without the parameter; an outcome this version does not know
 * (a newer server, a hand-edited address) reads as the plain failure rather than as nothing.
 */
export function tillCallbackOutcome(value: string | null): TTillCallbackOutcome | null {
  if (value === null) return null;
  if (value === 'connected') return { tone: 'success', message: TILL_MESSAGES.connected };
  return { tone: 'error', message: Object.hasOwn(ERRORS, value) ? ERRORS[value]! : TILL_MESSAGES.connectFailed };
}
