import { createMiddleware } from 'hono/factory';
import type { TAppEnv } from './context.ts';
import { AppError } from './errors.ts';
import { isJsonContentType } from './json-content-type.ts';

const NUL = '\u0000';
const MESSAGE = 'must not contain a NUL character';

/** Where a value sits in the body: its key, and its parent's place (a chain, so nothing is copied per level). */
type TPlace = { key: string; parent: TPlace } | null;

/** The dotted path of a place ('rows.20.first_name'), cut short for absurdly deep bodies. */
function pathOf(place: TPlace): string {
  const keys: string[] = [];
  for (let at = place; at; at = at.parent) keys.push(at.key);
  const path = keys.reverse().join('.');
  return path.length > 200 ? `${path.slice(0, 200)}…` : path;
}

/**
 * The first place in a parsed JSON value that holds a NUL (in a string or a key), as a dotted path; else null. A loop,
 * not recursion: a body nested a million arrays deep must not overflow the stack.
 */
export function findNul(value: unknown): string | null {
  const stack: [unknown, TPlace][] = [[value, null]];
  while (stack.length > 0) {
    const [node, place] = stack.pop() as [unknown, TPlace];
    if (typeof node === 'string') {
      if (node.includes(NUL)) return pathOf(place) || 'body';
      continue;
    }
    if (node === null || typeof node !== 'object') continue;
    // Reversed so the first field is looked at first.
    for (const [key, inner] of Object.entries(node).reverse()) {
      const at = { key: key.replaceAll(NUL, '\\0'), parent: place };
      if (key.includes(NUL)) return pathOf(at);
      stack.push([inner, at]);
    }
  }
  return null;
}

/** Malformed JSON is the route validator's to report (BAD_JSON). */
function parseOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function refuse(field: string): never {
  throw new AppError('VALIDATION', `${field} ${MESSAGE}`, { [field]: [`${field} ${MESSAGE}`] });
}

/**
 * PostgreSQL text cannot hold a NUL (error 22021), so one in the path, a query parameter or the JSON body is refused
 * here with a 400 naming it, before any route or query sees it.
 */
export const rejectNul = createMiddleware<TAppEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  if (/%00/.test(url.pathname) || c.req.path.includes(NUL)) refuse('path');
  for (const [name, values] of Object.entries(c.req.queries())) {
    if (name.includes(NUL)) refuse(name.replaceAll(NUL, '\\0'));
    if (values.some((v) => v.includes(NUL))) refuse(name);
  }
  // The content type first: touching `raw.body` makes the adapter build a full Request, a cost GETs need not pay.
  if (isJsonContentType(c.req.header('content-type')) && c.req.raw.body) {
    // Read once into Hono's cache (the route's validator parses it from there) and hand on a fresh copy of the raw
    // request, so a handler that passes c.req.raw along (better-auth) still finds its body.
    const text = await c.req.text();
    c.req.raw = new Request(c.req.raw, { body: text });
    // JSON text can only carry a NUL as the escape \u0000, so most bodies (an import chunk) are never parsed twice.
    if (/\\u0000/i.test(text)) {
      const field = findNul(parseOrNull(text));
      if (field !== null) refuse(field);
    }
  }
  await next();
});
