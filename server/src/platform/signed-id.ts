import { createHmac, timingSafeEqual } from 'node:crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Tokens `<uuid>.<HMAC-SHA256 of it>` for one purpose: without the app's secret nobody can make one for another id,
 * so links in messages cannot be forged by guessing ids. The key is derived from the auth secret and the purpose, so
 * a token of one purpose (an open pixel) never works for another (an unsubscribe link), nor as a session signature.
 */
export function signedIds(secret: string, purpose: string) {
  const key = createHmac('sha256', secret).update(purpose).digest();
  const mac = (id: string) => createHmac('sha256', key).update(id).digest('base64url');
  return {
    sign: (id: string) => `${id}.${mac(id)}`,
    /** The id the token names, or null when it was not made by `sign` for this purpose. */
    verify(token: string): string | null {
      const dot = token.indexOf('.');
      const id = token.slice(0, dot).toLowerCase();
      if (dot < 0 || !UUID.test(id)) return null;
      const given = Buffer.from(token.slice(dot + 1));
      const expected = Buffer.from(mac(id));
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
    },
  };
}
