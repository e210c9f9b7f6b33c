import type { Hono } from 'hono';
import { generateSpecs } from 'hono-openapi';
import type { TAppEnv } from '../platform/context.ts';

export type TOpenApiDocument = Awaited<ReturnType<typeof generateSpecs>>;

/**
 * /api/openapi.json, generated from the app's own routes: each route's `routeDoc` and `validate` middlewares are
 * its entry, so the document cannot drift from what is served. Routes never change while the process runs, so it
 * is built once, on first request.
 */
export function openApiDocument(app: Hono<TAppEnv>, serverUrl: string) {
  let built: Promise<TOpenApiDocument> | undefined;
  return () => {
    built ??= generateSpecs(app, {
      documentation: {
        info: {
          title: 'Regulars API',
          version: '1.0.0',
          description:
            'Loyalty and customer engagement for small businesses. Errors always have the shape ' +
            '{"error":{"code","message","details"?}}.',
        },
        servers: [{ url: serverUrl }],
        components: {
          securitySchemes: {
            sessionCookie: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' },
            portalCookie: { type: 'apiKey', in: 'cookie', name: 'regulars_portal' },
            counterCookie: { type: 'apiKey', in: 'cookie', name: 'regulars_counter' },
          },
        },
      },
      // Our validation failures are the one error shape every route documents as its default answer.
      defaultValidationErrorResponse: false,
      excludeStaticFile: false,
    });
    return built;
  };
}
