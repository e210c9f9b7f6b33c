import { createHmac, timingSafeEqual } from 'node:crypto';

/** Where a tracked link points: outside /api, short, because SMS are paid by the character. */
export const CLICK_PATH = '/r';

export type TClickTarget = { logId: string; index: number };

export type TClickLinks = {
  /**
   * The tracked link of a message's `index`-th link, `destination` being that link as the business wrote it, at
   * `address` (the business's own domain once verified; APP_URL unless told).
   */
  url(logId: string, index: number, destination: string, address?: string): string;
  /**
   * The message and link a token names, or null when it was not made by `url` for that host (forged, mangled, or
   * shown with another host). `host` null: a link of the first version, `/r/<token>`, which showed no host.
   */
  read(token: string, host: string | null): TClickTarget | null;
};

const UUID_HEX = /^[0-9a-f]{32}$/;

/** The host (and port) a link goes to, as a browser reads it (lower case, IDN as punycode); null when none can. */
export function linkHost(url: string): string | null {
  try {
    return new URL(url).host.toLowerCase() || null;
  } catch {
    return null;
  }
}

/**
 * Signed click links `/r/<destination host>/<message id, base64url><link index, base36>.<MAC>`: the token names a
 * message of ours and which of its campaign's links, never a URL, so nobody can make the redirect send people
 * elsewhere; the MAC (128 bits, a key of its own) covers the host too, so a link on our domain always shows where it
 * goes and a link showing another host answers 404. Links of the first version, `/r/<token>` (already in people's
 * inboxes), are still read, with the first version's key.
 */
export function createClickLinks({ secret, appUrl }: { secret: string; appUrl: string }): TClickLinks {
  const macOf = (purpose: string) => {
    const key = createHmac('sha256', secret).update(purpose).digest();
    return (text: string) => createHmac('sha256', key).update(text).digest('base64url').slice(0, 22);
  };
  const withHost = macOf('regulars:campaign-click:v2');
  const firstVersion = macOf('regulars:campaign-click:v1');
  // A host never holds a slash: the signed text cannot be read two ways.
  const signed = (payload: string, host: string | null) =>
    host === null ? firstVersion(payload) : withHost(`${host}/${payload}`);
  return {
    url(logId, index, destination, address = appUrl) {
      const host = linkHost(destination);
      // A link no browser could open (no host to show) goes out as written: there is nothing to count or protect.
      if (!host) return destination;
      const id = Buffer.from(logId.replace(/-/g, ''), 'hex').toString('base64url');
      const payload = `${id}${index.toString(36)}`;
      return `${address}${CLICK_PATH}/${host}/${payload}.${signed(payload, host)}`;
    },
    read(token, host) {
      const [payload, given] = token.split('.');
      if (!payload || !given || payload.length < 23 || payload.length > 26) return null;
      const expected = signed(payload, host === null ? null : host.toLowerCase());
      if (given.length !== expected.length || !timingSafeEqual(Buffer.from(given), Buffer.from(expected))) return null;
      const hex = Buffer.from(payload.slice(0, 22), 'base64url').toString('hex');
      const index = Number.parseInt(payload.slice(22), 36);
      if (!UUID_HEX.test(hex) || !Number.isInteger(index)) return null;
      const logId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
      return { logId, index };
    },
  };
}
