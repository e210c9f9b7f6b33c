import type { Context } from 'hono';

/** better-auth answers with its own Response: its Set-Cookie headers (a new or ended session) go out on ours. */
export function copyCookies(c: Context, setCookies: readonly string[]): void {
  for (const cookie of setCookies) c.header('set-cookie', cookie, { append: true });
}
