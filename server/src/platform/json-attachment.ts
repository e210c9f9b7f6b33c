import type { Context } from 'hono';

/** A JSON answer the browser saves as a file (its name given) instead of showing it. */
export function jsonAttachment<T extends object>(c: Context, data: T, fileName: string) {
  c.header('Content-Disposition', `attachment; filename="${fileName}"`);
  return c.json(data);
}
