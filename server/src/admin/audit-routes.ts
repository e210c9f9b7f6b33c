import { ZAuditList, ZAuditListQuery } from '@regulars/contracts';
import { Hono } from 'hono';
import type { TAppEnv } from '../platform/context.ts';
import { routeDoc } from '../platform/route-doc.ts';
import { requireSuperAdmin } from '../platform/session.ts';
import { validate } from '../platform/validate.ts';
import { listAudit } from './list-audit.ts';

/** /api/admin/audit: every super-admin action, filtered and paged. */
export const adminAuditRoutes = new Hono<TAppEnv>().get(
  '/audit',
  routeDoc({
    tag: 'Admin',
    summary: 'The audit log, newest first: ?action=, ?tenant= (company or email), ?from= and ?to= (days), paging',
    auth: 'super_admin',
    response: ZAuditList,
  }),
  requireSuperAdmin,
  validate('query', ZAuditListQuery),
  async (c) => c.json(await listAudit({ db: c.var.deps.db, query: c.req.valid('query') })),
);
