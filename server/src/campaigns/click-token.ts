import { createHmac, timingSafeEqual } from 'node:crypto';

/** Where a tracked link points: outside /api, short, because SMS are paid by the character. */
export const CLICK_PATH = '/r';

export type TClickLinks = {
  /** The tracked link of a message's `index`-th link. */
  url(logId: string, index: number): string;
  /** The message and link a token names, or null when it was not made by `url` (forged or mangled). */
  read(token: string): { logId: string; index: number } | null;
};

const UUID_HEX = /^[0-9a-f]{32}$/;

/**
 * Signed click links `/r/<message id, base64url><link index, base36>.<MAC>`: the token names a message of ours and
 * which of its campaign's links, never a URL, so nobody can make the redirect send people elsewhere (no open
 * redirect), and the MAC (128 bits, a key of its own) stops anyone counting clicks for ids they guess.
 */
export function createClickLinks({ secret, appUrl }: { secret: string; appUrl: string }): TClickLinks {
  const key = createHmac('sha256', secret).update('regulars:campaign-click:v1').digest();
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url').slice(0, 22);
  return {
    url(logId, index) {
      const id = Buffer.from(logId.replace(/-/g, ''), 'hex').toString('base64url');
      const payload = `${id}${index.toString(36)}`;
      return `${appUrl}${CLICK_PATH}/${payload}.${mac(payload)}`;
    },
    read(token) {
      const [payload, given] = token.split('.');
      if (!payload || !given || payload.length < 23 || payload.length > 26) return null;
      const expected = mac(payload);
      if (given.length !== expected.length || !timingSafeEqual(Buffer.from(given), Buffer.from(expected))) return null;
      const hex = Buffer.from(payload.slice(0, 22), 'base64url').toString('hex');
      const index = Number.parseInt(payload.slice(22), 36);
      if (!UUID_HEX.test(hex) || !Number.isInteger(index)) return null;
      const logId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
      return { logId, index };
    },
  };
}
