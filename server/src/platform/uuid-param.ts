import type { Context } from 'hono';
import { AppError } from './errors.ts';

/** 8-4-4-4-12 hex digits: a form PostgreSQL's uuid type always accepts, so a query never fails on the cast. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The one id check on the server: anything else is not an id of ours (and would be a database error). */
export function isUuid(value: string | null | undefined): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** The route's uuid parameter; a malformed id is as unknown as a foreign one: 404, never a database error. */
export function uuidParam(c: Context, notFoundMessage: string, name = 'id'): string {
  const id = c.req.param(name) ?? '';
  if (!isUuid(id)) throw new AppError('NOT_FOUND', notFoundMessage);
  return id;
}
