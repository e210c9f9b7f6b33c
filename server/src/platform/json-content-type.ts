import { createMiddleware } from 'hono/factory';
import type { TAppEnv } from './context.ts';
import { AppError } from './errors.ts';

/** application/json and application/*+json, any parameters (charset): the same test Hono's JSON validator uses. */
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

export const NOT_JSON_MESSAGE = 'Send the request body as JSON (Content-Type: application/json).';

export function isJsonContentType(header: string | undefined): boolean {
  return JSON_MEDIA_TYPE.test(header?.split(';')[0]?.trim() ?? '');
}

/** HTTP/1.1: a request without Content-Length or Transfer-Encoding has no body. */
function hasBody(req: Request): boolean {
  const length = Number(req.headers.get('content-length') ?? 0);
  return length > 0 || req.headers.has('transfer-encoding');
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/**
 * The API reads JSON only: a body of any other declared type answers 415 before a route can read it as `{}`. A request
 * with no body and no type passes, for routes that take none (sign-out, setup, …); a route that reads JSON refuses it
 * in `validate('json', …)`.
 */
export const requireJsonContentType = createMiddleware<TAppEnv>(async (c, next) => {
  if (BODY_METHODS.has(c.req.method)) {
    const type = c.req.header('content-type');
    if (type ? !isJsonContentType(type) : hasBody(c.req.raw)) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_JSON_MESSAGE);
    }
  }
  await next();
});
