import { PORTAL_MESSAGES } from '@regulars/contracts';
import { ApiError } from '../../api/client.ts';

/**
 * What the login box says when the portal refuses: the server's words for a refusal it explains (unknown
 * phone, portal off, wrong PIN, locked), otherwise 'Failed to log in. Please try again.' rather than a
 * server fault's generic text.
 */
export function portalLoginError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status >= 500 || error.code === 'INVALID_RESPONSE') return PORTAL_MESSAGES.failed;
    return error.message || PORTAL_MESSAGES.failed;
  }
  return PORTAL_MESSAGES.failed;
}
