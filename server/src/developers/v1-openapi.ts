import { Hono } from 'hono';
import { generateSpecs } from 'hono-openapi';
import type { TApiEnv } from './api-key-auth.ts';

export const V1_TAG = 'Public API v1';

type TV1Document = Awaited<ReturnType<typeof generateSpecs>>;

/**
 * /api/v1/openapi.json: the public API alone, generated from its routes (their routeDoc and validate middlewares)
 * as /api/openapi.json is from the app's, so it cannot drift from what is served. Every operation carries the bearer
 * scheme. Built once, on first request: routes never change while the process runs.
 */
export function v1OpenApiDocument(routes: Hono<TApiEnv>, serverUrl: string) {
  let built: Promise<TV1Document> | undefined;
  return () => {
    built ??= generateSpecs(new Hono().route('/api/v1', routes), {
      documentation: {
        info: {
          title: 'Regulars public API',
          version: '1.0.0',
          description:
            'Connect a till, a shop or a CRM to Regulars. Send your key as "Authorization: Bearer rg_live_…" ' +
            '(Settings → Developers). Each key has its scopes and a token bucket of requests (RateLimit-* headers ' +
            'on every answer, 429 with Retry-After when empty). Errors always have the shape ' +
            '{"error":{"code","message","details"?}}. Breaking changes only come in a v2.',
        },
        servers: [{ url: serverUrl }],
        components: {
          securitySchemes: {
            bearerKey: { type: 'http', scheme: 'bearer', description: 'An API key: rg_live_ and 32 characters' },
          },
        },
        security: [{ bearerKey: [] }],
      },
      defaultValidationErrorResponse: false,
      excludeStaticFile: false,
    }).then((doc) => {
      for (const ops of Object.values(doc.paths ?? {})) {
        for (const op of Object.values(ops ?? {})) {
          if (op && typeof op === 'object' && 'responses' in op) {
            (op as { security?: unknown }).security = [{ bearerKey: [] }];
          }
        }
      }
      return doc;
    });
    return built;
  };
}
