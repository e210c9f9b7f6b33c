import { ZAuditPage, ZAuditQuery } from '@regulars/contracts';
import { Hono } from 'hono';
import type { TAppEnv } from '../platform/context.ts';
import { routeDoc } from '../platform/route-doc.ts';
import { requireBusiness, requireTeamAdmin } from '../platform/session.ts';
import { validate } from '../platform/validate.ts';
import { listBusinessAudit } from './list-business-audit.ts';

/** /api/settings/audit: the business's audit trail (API keys, webhooks), for its team admin. */
export const businessAuditRoutes = new Hono<TAppEnv>().get(
  '/settings/audit',
  routeDoc({
    tag: 'Settings',
    auth: 'session',
    summary: 'Recent activity: who created or revoked an API key or changed a webhook, newest first (team admin)',
    response: ZAuditPage,
  }),
  requireBusiness,
  requireTeamAdmin,
  validate('query', ZAuditQuery),
  async (c) =>
    c.json(await listBusinessAudit({ db: c.var.deps.db, businessId: c.var.businessId, query: c.req.valid('query') })),
);
