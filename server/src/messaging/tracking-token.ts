import type { TMessageLinks } from '../platform/context.ts';
import { signedIds } from '../platform/signed-id.ts';
import { createClickLinks } from './click-token.ts';

/** Where a tracking pixel is served; public (mail clients fetch it with no session). */
export const OPEN_PIXEL_PATH = '/api/track/open';
/**
 * An email's unsubscribe link (outside /api: a GET shows the web app's confirmation page, a POST, RFC 8058's
 * one-click, unsubscribes with no cookie and no session).
 */
export const UNSUBSCRIBE_PATH = '/unsubscribe';

export type { TMessageLinks };

/** The signed links a message carries, each naming its communication_logs row (platform/signed-id.ts). */
export function createMessageLinks({ secret, appUrl }: { secret: string; appUrl: string }): TMessageLinks {
  const opens = signedIds(secret, 'regulars:email-open-tracking:v1');
  const unsubscribes = signedIds(secret, 'regulars:email-unsubscribe:v1');
  const clicks = createClickLinks({ secret, appUrl });
  return {
    appUrl,
    clickUrl: clicks.url,
    clickFromToken: clicks.read,
    pixelUrl: (logId, address = appUrl) => `${address}${OPEN_PIXEL_PATH}/${opens.sign(logId)}`,
    logIdFromToken: opens.verify,
    unsubscribeUrl: (logId, address = appUrl) => `${address}${UNSUBSCRIBE_PATH}/${unsubscribes.sign(logId)}`,
    logIdFromUnsubscribeToken: unsubscribes.verify,
  };
}
