import {
  API_KEY_MESSAGES,
  ZV1CustomerPage,
  ZV1CustomerResponse,
  ZV1ListQuery,
  ZV1LookupQuery,
  ZV1ProgramList,
  ZV1ProgramResponse,
} from '@regulars/contracts';
import { Hono } from 'hono';
import { UPGRADE_URL } from '../billing/index.ts';
import { renderDocsPage } from '../docs/index.ts';
import type { TAppEnv } from '../platform/context.ts';
import { AppError } from '../platform/errors.ts';
import { phoneRegionOf } from '../platform/phone-region-of.ts';
import { routeDoc } from '../platform/route-doc.ts';
import { validate } from '../platform/validate.ts';
import { requireApiKey, requireScope, type TApiEnv } from './api-key-auth.ts';
import { findV1Customer } from './find-v1-customer.ts';
import { getV1Customer } from './get-v1-customer.ts';
import { getV1Program } from './get-v1-program.ts';
import { listV1Customers } from './list-v1-customers.ts';
import { listV1Programs } from './list-v1-programs.ts';
import { v1CustomerWriteRoutes } from './v1-customer-routes.ts';
import { v1LoyaltyRoutes } from './v1-loyalty-routes.ts';
import { V1_TAG, v1OpenApiDocument } from './v1-openapi.ts';
import { v1WebhookRoutes } from './v1-webhook-routes.ts';

const tag = V1_TAG;

/**
 * /api/v1: the public API, for tills, shops and CRMs. A bearer key (never a cookie) names the business; each route
 * names the scope it needs. Answers are v1's own shapes (contracts/src/api-v1.ts), stable until a v2.
 */
const v1ApiRoutes = new Hono<TApiEnv>()
  .use('*', requireApiKey)
  // Checked on every call, not only when a key is made: a business whose plan no longer includes the API (a
  // downgrade, a lapsed trial) keeps its keys for an upgrade, but they open nothing meanwhile.
  // The plan was read with the key (api-key-auth.ts): no second query.
  .use('*', async (c, next) => {
    if (!c.var.apiKey.planIncludesApi) {
      throw new AppError('PLAN_LIMIT', API_KEY_MESSAGES.planLapsed, { upgradeUrl: UPGRADE_URL });
    }
    await next();
  })
  .get(
    '/customers',
    routeDoc({
      tag,
      summary: 'List customers, newest first, a page at a time (cursor), optionally searched (customers:read)',
      response: ZV1CustomerPage,
    }),
    requireScope('customers:read'),
    validate('query', ZV1ListQuery),
    async (c) =>
      c.json(await listV1Customers({ db: c.var.deps.db, businessId: c.var.businessId, query: c.req.valid('query') })),
  )
  // Before /customers/:id, which would otherwise take "lookup" for an id.
  .get(
    '/customers/lookup',
    routeDoc({
      tag,
      summary:
        'Find a customer by phone or by email; a phone without its country code is read in `region`, else the business country (customers:read)',
      response: ZV1CustomerResponse,
    }),
    requireScope('customers:read'),
    validate('query', ZV1LookupQuery),
    async (c) => {
      const { db } = c.var.deps;
      const { region, ...query } = c.req.valid('query');
      const data = await findV1Customer({
        db,
        businessId: c.var.businessId,
        query,
        phoneRegion: region ?? (await phoneRegionOf(c)),
      });
      return c.json({ data });
    },
  )
  .get(
    '/customers/:id',
    routeDoc({ tag, summary: 'Get one customer (customers:read)', response: ZV1CustomerResponse }),
    requireScope('customers:read'),
    async (c) => {
      const data = await getV1Customer({ db: c.var.deps.db, businessId: c.var.businessId, id: c.req.param('id') });
      return c.json({ data });
    },
  )
  .get(
    '/programs',
    routeDoc({ tag, summary: 'List loyalty programs, newest first (programs:read)', response: ZV1ProgramList }),
    requireScope('programs:read'),
    async (c) => c.json({ data: await listV1Programs({ db: c.var.deps.db, businessId: c.var.businessId }) }),
  )
  .get(
    '/programs/:id',
    routeDoc({ tag, summary: 'Get one loyalty program (programs:read)', response: ZV1ProgramResponse }),
    requireScope('programs:read'),
    async (c) => {
      const data = await getV1Program({ db: c.var.deps.db, businessId: c.var.businessId, id: c.req.param('id') });
      return c.json({ data });
    },
  )
  .route('/', v1CustomerWriteRoutes)
  .route('/', v1LoyaltyRoutes)
  .route('/', v1WebhookRoutes);

/** /api/v1 as mounted: its own OpenAPI document (public, no key), then the keyed routes. */
export function publicApiRoutes(serverUrl: string) {
  const document = v1OpenApiDocument(v1ApiRoutes, serverUrl);
  return new Hono<TAppEnv>()
    .get(
      '/openapi.json',
      routeDoc({
        tag,
        summary: "The public API's own OpenAPI 3.1 document, with the bearer-key scheme (no key needed)",
        media: 'application/json',
      }),
      async (c) => c.json(await document()),
    )
    .get(
      '/docs',
      routeDoc({ tag, summary: "The public API's reference page (no key needed)", media: 'text/html' }),
      async (c) =>
        c.html(
          renderDocsPage(await document(), {
            title: 'Regulars public API reference',
            machineReadable: '/api/v1/openapi.json',
          }),
        ),
    )
    .route('/', v1ApiRoutes as unknown as Hono<TAppEnv>);
}
