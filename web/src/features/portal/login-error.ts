import { PORTAL_MESSAGES, portalTriesLeft } from '@regulars/contracts';
import { ApiError } from '../../api/client.ts';

/**
 * What the login box says when the portal refuses: the server's words for a refusal it explains (unknown
 * phone, portal off, wrong PIN, locked), otherwise 'Failed to log in. Please try again.' rather than a
 * server fault's generic text. A wrong PIN also says how many tries are left before the lock.
 */
export function portalLoginError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status >= 500 || error.code === 'INVALID_RESPONSE') return PORTAL_MESSAGES.failed;
    const triesLeft = (error.details as { triesLeft?: unknown } | undefined)?.triesLeft;
    if (typeof triesLeft === 'number') return `${error.message} ${portalTriesLeft(triesLeft)}`;
    return error.message || PORTAL_MESSAGES.failed;
  }
  return PORTAL_MESSAGES.failed;
}

/** A lock (wrong PINs, or the day's ceiling) is lifted by a texted code: the refusal offers 'Forgot PIN?'. */
export function isPortalLock(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'RATE_LIMITED';
}
