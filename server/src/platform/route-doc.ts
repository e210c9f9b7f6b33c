import { ZApiError } from '@regulars/contracts';
import { describeRoute, resolver } from 'hono-openapi';
import type { z } from 'zod';

type TRouteDoc = {
  tag: string;
  summary: string;
  /**
   * Who may call it: a signed-in user of the business, the platform's super admin, a portal customer, a counter device
   * only, or the counter (a counter device with a staff member signed in, or a signed-in user).
   */
  auth?: 'session' | 'super_admin' | 'portal' | 'counter_device' | 'counter';
  /** The success body; none for an empty answer (204) or a redirect. */
  response?: z.ZodType;
  status?: 200 | 201 | 202 | 204 | 302;
  /** A non-JSON answer (an HTML page, a redirect): its media type. */
  media?: string;
  /** An answer other than success and the one error shape (health's 503 says which part is down). */
  other?: { status: number; description: string; response: z.ZodType };
};

const SECURITY: Record<NonNullable<TRouteDoc['auth']>, Record<string, string[]>[]> = {
  session: [{ sessionCookie: [] }],
  super_admin: [{ sessionCookie: [] }],
  portal: [{ portalCookie: [] }],
  counter_device: [{ counterCookie: [] }],
  counter: [{ counterCookie: [] }, { sessionCookie: [] }],
};

const json = (schema: z.ZodType) => ({ 'application/json': { schema: resolver(schema) } });

/**
 * A route's entry in /api/openapi.json, declared on the route itself: its request schemas come from its `validate`
 * middlewares, its success and error bodies from here. API tests check every answer against these schemas.
 */
export function routeDoc(doc: TRouteDoc) {
  const status = String(doc.status ?? 200);
  const content = doc.response ? json(doc.response) : doc.media ? { [doc.media]: {} } : undefined;
  return describeRoute({
    tags: [doc.tag],
    summary: doc.summary,
    ...(doc.auth ? { security: SECURITY[doc.auth] } : {}),
    responses: {
      [status]: { description: 'Success', ...(content ? { content } : {}) },
      ...(doc.other
        ? { [doc.other.status]: { description: doc.other.description, content: json(doc.other.response) } }
        : {}),
      default: { description: 'Error', content: json(ZApiError) },
    },
  });
}
