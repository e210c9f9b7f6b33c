import type { Hono } from 'hono';
import { findTargetHandler } from 'hono/utils/handler';
import { uniqueSymbol } from 'hono-openapi';

type TValidate = (value: unknown) => unknown;
type TResponses = Record<string, { content?: Record<string, { schema?: { validate?: TValidate } }> }>;
type TDocumented = { method: string; path: string; pattern: RegExp; responses: TResponses };

const documentedByApp = new WeakMap<object, TDocumented[]>();

/** Every route with a routeDoc, in the app's matching order: its method, path pattern and declared answers. */
function documentedRoutes(app: Hono<any>): TDocumented[] {
  let routes = documentedByApp.get(app);
  if (routes) return routes;
  routes = [];
  for (const route of app.routes) {
    const marked = (findTargetHandler(route.handler) as unknown as Record<symbol, unknown>)[uniqueSymbol] as
      | { spec?: { responses?: TResponses } }
      | undefined;
    if (!marked?.spec?.responses) continue;
    const source = route.path.replace(/[.]/g, '\\.').replace(/:\w+/g, '[^/]+');
    routes.push({
      method: route.method,
      path: route.path,
      pattern: new RegExp(`^${source}$`),
      responses: marked.spec.responses,
    });
  }
  documentedByApp.set(app, routes);
  return routes;
}

/**
 * Checks an API answer against what its route documents: a success status the route declares, and a JSON body that
 * parses with the declared schema (errors with the one error shape). Throws a message naming the route and the
 * mismatch, so every API test also tests the document.
 */
export async function checkAnswer(
  app: Hono<any>,
  answer: { method: string; path: string; status: number; contentType: string | null; body: unknown },
) {
  const pathname = answer.path.split('?')[0];
  const route = documentedRoutes(app).find((r) => r.method === answer.method && r.pattern.test(pathname));
  if (!route) {
    if (pathname.startsWith('/api/') && answer.status !== 404) {
      throw new Error(`${answer.method} ${pathname} answered ${answer.status} but is not in the API document`);
    }
    return;
  }
  const declared =
    route.responses[String(answer.status)] ?? (answer.status >= 400 ? route.responses.default : undefined);
  if (!declared) {
    throw new Error(`${answer.method} ${route.path} answered ${answer.status}, which its routeDoc does not declare`);
  }
  const validate = declared.content?.['application/json']?.schema?.validate;
  if (!validate || !answer.contentType?.includes('application/json')) return;
  const result = (await validate(answer.body)) as { issues?: { message: string; path?: unknown[] }[] };
  if (result.issues?.length) {
    const issues = result.issues.map((i) => `${JSON.stringify(i.path ?? [])}: ${i.message}`).join('; ');
    throw new Error(`${answer.method} ${route.path} ${answer.status} does not match its documented schema: ${issues}`);
  }
}
