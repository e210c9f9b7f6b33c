import type { Context } from 'hono';
import { AppError } from './errors.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The route's uuid parameter; a malformed id is as unknown as a foreign one: 404, never a database error. */
export function uuidParam(c: Context, notFoundMessage: string, name = 'id'): string {
  const id = c.req.param(name) ?? '';
  if (!UUID.test(id)) throw new AppError('NOT_FOUND', notFoundMessage);
  return id;
}
