import type { TTillProvider } from '@regulars/contracts';
import { AppError } from '../platform/errors.ts';
import { ShopifyCallbackError } from '../providers/shopify/index.ts';

/** Where a till's callback sends the owner back to: the card on /settings, with what happened. */
export const backToSettings = (provider: TTillProvider, outcome: string) => `/settings?${provider}=${outcome}#tills`;

/** What the card says after a callback, by the error the connection stopped at. */
export function callbackOutcome(err: unknown): string {
  if (err instanceof ShopifyCallbackError) return err.kind;
  if (!(err instanceof AppError)) return 'failed';
  if (err.code === 'PLAN_LIMIT') return 'plan';
  if (err.code === 'CONFLICT') return 'taken';
  if (err.code === 'UNAVAILABLE') return 'unreachable';
  return 'refused';
}
