import {
  ZAdminOverview,
  ZTenantDetailResponse,
  ZTenantIdParam,
  ZTenantList,
  ZTenantListQuery,
} from '@regulars/contracts';
import { Hono } from 'hono';
import type { TAppEnv } from '../platform/context.ts';
import { routeDoc } from '../platform/route-doc.ts';
import { requireSuperAdmin } from '../platform/session.ts';
import { validate } from '../platform/validate.ts';
import { adminOverview } from './admin-overview.ts';
import { getTenant } from './get-tenant.ts';
import { listTenants } from './list-tenants.ts';

const tag = 'Admin';

/** /api/admin/overview and /api/admin/tenants: the super admin's read-only view of every tenant. */
export const adminTenantRoutes = new Hono<TAppEnv>()
  .get(
    '/overview',
    routeDoc({
      tag,
      summary: 'Tenant counts, revenue (MRR, average, conversion) and the five newest tenants',
      auth: 'super_admin',
      response: ZAdminOverview,
    }),
    requireSuperAdmin,
    async (c) => c.json(await adminOverview({ db: c.var.deps.db })),
  )
  .get(
    '/tenants',
    routeDoc({
      tag,
      summary: 'Tenants, newest first: search company or email (?search=), ?status=, paging',
      auth: 'super_admin',
      response: ZTenantList,
    }),
    requireSuperAdmin,
    validate('query', ZTenantListQuery),
    async (c) => c.json(await listTenants({ db: c.var.deps.db, query: c.req.valid('query') })),
  )
  .get(
    '/tenants/:id',
    routeDoc({ tag, summary: 'One tenant in detail', auth: 'super_admin', response: ZTenantDetailResponse }),
    requireSuperAdmin,
    validate('param', ZTenantIdParam),
    async (c) => c.json({ tenant: await getTenant({ db: c.var.deps.db, id: c.req.valid('param').id }) }),
  );
