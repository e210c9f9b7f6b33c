import { SSO_MESSAGES, SSO_REFUSAL_REASONS, type TSsoRefusalReason } from '@regulars/contracts';
import type { TAppWords } from '../../lib/app-words.tsx';
import { signinMessageIn } from './signin-refusals.ts';

/**
 * Why the provider's return did not sign in, from /login?sso=<reason>: null without one, 'failed' for a reason we do
 * not know (an old link, a hand-typed address).
 */
export function ssoReturnReason(value: string | null): TSsoRefusalReason | null {
  if (value === null) return null;
  return SSO_REFUSAL_REASONS.find((reason) => reason === value) ?? 'failed';
}

/** That reason in the visitor's language. */
export const ssoReturnMessage = (words: TAppWords, reason: TSsoRefusalReason) =>
  signinMessageIn(words, SSO_MESSAGES[reason], 'signin.sso.failed');
