import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { z } from 'zod';
import type { TAppEnv } from './context.ts';

/**
 * A short-lived value kept in the browser that started something (single sign-on's state, a passkey's challenge),
 * sealed with the app's secret box: tampering fails to open it, only this browser sends it back, and any server process
 * reads it, so nothing waits in one process's memory. Read once: taking it clears it.
 */
export function sealedCookie<T extends { expiresAt: number }>(opts: {
  name: string;
  path: string;
  seconds: number;
  schema: z.ZodType<T>;
}) {
  const secure = (c: Context<TAppEnv>) => c.var.deps.config.appUrl.startsWith('https://');
  const nameIn = (c: Context<TAppEnv>) => (secure(c) ? `__Secure-${opts.name}` : opts.name);
  return {
    async keep(c: Context<TAppEnv>, value: Omit<T, 'expiresAt'>): Promise<void> {
      const sealed = await c.var.deps.secrets.encrypt(
        JSON.stringify({ ...value, expiresAt: Date.now() + opts.seconds * 1000 }),
      );
      // lax: a provider's redirect back is a top-level GET, which carries it.
      setCookie(c, nameIn(c), sealed, {
        path: opts.path,
        httpOnly: true,
        sameSite: 'Lax',
        secure: secure(c),
        maxAge: opts.seconds,
      });
    },
    /** The value, once; null when missing, forged or stale. */
    async take(c: Context<TAppEnv>): Promise<T | null> {
      const sealed = getCookie(c, nameIn(c));
      if (!sealed) return null;
      deleteCookie(c, nameIn(c), { path: opts.path, secure: secure(c) });
      try {
        const value = opts.schema.parse(JSON.parse(await c.var.deps.secrets.decrypt(sealed)));
        return value.expiresAt > Date.now() ? value : null;
      } catch {
        return null;
      }
    },
  };
}
