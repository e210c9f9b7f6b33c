import { ADMIN_CONFIG_MESSAGES } from '@regulars/contracts';
import { ApiError } from '../../../api/client.ts';

export type TSendOutcome = { tone: 'success' | 'error'; text: string } | null;

/** The spec's failure text: 'No active session' when signed out, else the server's words, else the fallback. */
export function failureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status === 401) return ADMIN_CONFIG_MESSAGES.noSession;
  if (error instanceof ApiError && error.message && error.code !== 'NETWORK_ERROR' && error.code !== 'HTTP_ERROR') {
    return error.message;
  }
  return fallback;
}
