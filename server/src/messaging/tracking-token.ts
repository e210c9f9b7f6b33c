import { createHmac, timingSafeEqual } from 'node:crypto';
import type { TOpenTracking } from '../platform/context.ts';

/** Where a tracking pixel is served; public (mail clients fetch it with no session). */
export const OPEN_PIXEL_PATH = '/api/track/open';

export type { TOpenTracking };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A token is `<log id>.<HMAC-SHA256 of it>`: without the app's secret nobody can make one for another message, so
 * opens cannot be forged or counted up by guessing ids. The key is derived from the auth secret for this one use,
 * so a tracking token can never serve as a session signature or the other way round.
 */
export function createOpenTracking({ secret, appUrl }: { secret: string; appUrl: string }): TOpenTracking {
  const key = createHmac('sha256', secret).update('regulars:email-open-tracking:v1').digest();
  const mac = (id: string) => createHmac('sha256', key).update(id).digest('base64url');
  return {
    pixelUrl: (logId) => `${appUrl}${OPEN_PIXEL_PATH}/${logId}.${mac(logId)}`,
    logIdFromToken(token) {
      const dot = token.indexOf('.');
      const id = token.slice(0, dot).toLowerCase();
      if (dot < 0 || !UUID.test(id)) return null;
      const given = Buffer.from(token.slice(dot + 1));
      const expected = Buffer.from(mac(id));
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
    },
  };
}
