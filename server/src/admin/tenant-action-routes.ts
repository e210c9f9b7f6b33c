import {
  ZChangeTenantTierRequest,
  ZExtendTrialRequest,
  ZReactivateTenantRequest,
  ZSuspendTenantRequest,
  ZTenantActionResponse,
  ZTenantAudit,
  ZTenantCreditsRequest,
  ZTenantIdParam,
} from '@regulars/contracts';
import { Hono } from 'hono';
import type { TAppEnv } from '../platform/context.ts';
import { routeDoc } from '../platform/route-doc.ts';
import { requireSuperAdmin } from '../platform/session.ts';
import { validate } from '../platform/validate.ts';
import { actorOf } from './actor-of.ts';
import { allocateTenantCredits } from './allocate-tenant-credits.ts';
import { changeTenantTier } from './change-tenant-tier.ts';
import { extendTrial } from './extend-trial.ts';
import { listTenantAudit } from './list-tenant-audit.ts';
import { reactivateTenant } from './reactivate-tenant.ts';
import { suspendTenant } from './suspend-tenant.ts';

const tag = 'Admin';

/** /api/admin/tenants/:id/…: the super admin's actions on one tenant, each audited in its own transaction. */
export const adminTenantActionRoutes = new Hono<TAppEnv>()
  .patch(
    '/tenants/:id/tier',
    routeDoc({ tag, summary: "Change a tenant's tier; audited", auth: 'super_admin', response: ZTenantActionResponse }),
    requireSuperAdmin,
    validate('param', ZTenantIdParam),
    validate('json', ZChangeTenantTierRequest),
    async (c) => {
      const tenant = await changeTenantTier({
        db: c.var.deps.db,
        businessId: c.req.valid('param').id,
        tierId: c.req.valid('json').tierId,
        actor: actorOf(c),
      });
      return c.json({ tenant });
    },
  )
  .post(
    '/tenants/:id/trial-extension',
    routeDoc({
      tag,
      summary: "Extend a tenant's trial by a number of days; audited",
      auth: 'super_admin',
      response: ZTenantActionResponse,
    }),
    requireSuperAdmin,
    validate('param', ZTenantIdParam),
    validate('json', ZExtendTrialRequest),
    async (c) => {
      const tenant = await extendTrial({
        db: c.var.deps.db,
        businessId: c.req.valid('param').id,
        days: c.req.valid('json').days,
        actor: actorOf(c),
      });
      return c.json({ tenant });
    },
  )
  .post(
    '/tenants/:id/suspension',
    routeDoc({
      tag,
      summary: 'Suspend a tenant with a reason: its users can read but not change or send; audited',
      auth: 'super_admin',
      response: ZTenantActionResponse,
    }),
    requireSuperAdmin,
    validate('param', ZTenantIdParam),
    validate('json', ZSuspendTenantRequest),
    async (c) => {
      const tenant = await suspendTenant({
        db: c.var.deps.db,
        businessId: c.req.valid('param').id,
        reason: c.req.valid('json').reason,
        actor: actorOf(c),
      });
      return c.json({ tenant });
    },
  )
  .post(
    '/tenants/:id/reactivation',
    routeDoc({
      tag,
      summary: 'Reactivate a suspended tenant, everything as it was; audited',
      auth: 'super_admin',
      response: ZTenantActionResponse,
    }),
    requireSuperAdmin,
    validate('param', ZTenantIdParam),
    validate('json', ZReactivateTenantRequest),
    async (c) => {
      const tenant = await reactivateTenant({
        db: c.var.deps.db,
        businessId: c.req.valid('param').id,
        actor: actorOf(c),
      });
      return c.json({ tenant });
    },
  )
  .post(
    '/tenants/:id/credits',
    routeDoc({
      tag,
      summary: 'Allocate (or take back) credits with a reason; audited',
      auth: 'super_admin',
      response: ZTenantActionResponse,
      status: 201,
    }),
    requireSuperAdmin,
    validate('param', ZTenantIdParam),
    validate('json', ZTenantCreditsRequest),
    async (c) => {
      const { amount, reason } = c.req.valid('json');
      const tenant = await allocateTenantCredits({
        db: c.var.deps.db,
        businessId: c.req.valid('param').id,
        amount,
        reason,
        actor: actorOf(c),
      });
      return c.json({ tenant }, 201);
    },
  )
  .get(
    '/tenants/:id/audit',
    routeDoc({
      tag,
      summary: 'The latest 50 admin actions on one tenant',
      auth: 'super_admin',
      response: ZTenantAudit,
    }),
    requireSuperAdmin,
    validate('param', ZTenantIdParam),
    async (c) => c.json({ entries: await listTenantAudit({ db: c.var.deps.db, businessId: c.req.valid('param').id }) }),
  );
