import { ZCustomDomainState, ZHostBrand, ZSaveCustomDomain } from '@regulars/contracts';
import { Hono } from 'hono';
import { z } from 'zod';
import { actorOfUser } from '../audit/index.ts';
import { findBusinessByKey } from '../db/business-keys.ts';
import type { TAppEnv } from '../platform/context.ts';
import { AppError } from '../platform/errors.ts';
import { routeDoc } from '../platform/route-doc.ts';
import { requireBusiness, requireTeamAdmin } from '../platform/session.ts';
import { validate } from '../platform/validate.ts';
import { addCustomDomain } from './add-custom-domain.ts';
import { normalHostname } from './hostname-rules.ts';
import { readCustomDomain } from './read-custom-domain.ts';
import { readHostBrand } from './read-host-brand.ts';
import { removeCustomDomain } from './remove-custom-domain.ts';
import { requestDomainCheck } from './request-check.ts';

const tag = 'Own domain';
const auth = 'session';

/** /api/settings/domain: the business's own domain for its customer-facing pages (a white-label plan's). */
export const customDomainRoutes = new Hono<TAppEnv>()
  .use('/settings/domain', requireBusiness)
  .use('/settings/domain/*', requireBusiness)
  .get(
    '/settings/domain',
    routeDoc({
      tag,
      auth,
      summary: 'The own domain with the DNS records to create, its status and whether the plan allows one',
      response: ZCustomDomainState,
    }),
    async (c) => {
      const { db, config } = c.var.deps;
      return c.json(await readCustomDomain({ db, config, businessId: c.var.businessId }));
    },
  )
  .put(
    '/settings/domain',
    routeDoc({
      tag,
      auth,
      summary:
        'Add or change the own domain (team admin): 403 PLAN_LIMIT off a white-label plan, 409 when another business verified it; its check is queued',
      response: ZCustomDomainState,
    }),
    requireTeamAdmin,
    validate('json', ZSaveCustomDomain),
    async (c) => {
      const { db, queue, config } = c.var.deps;
      const businessId = c.var.businessId;
      const actor = actorOfUser(c.var.user);
      await addCustomDomain({ db, queue, config, businessId, actor, typed: c.req.valid('json').hostname });
      return c.json(await readCustomDomain({ db, config, businessId }));
    },
  )
  .post(
    '/settings/domain/check',
    routeDoc({ tag, auth, summary: 'Check the DNS records now (team admin; queued)', response: ZCustomDomainState }),
    requireTeamAdmin,
    async (c) => {
      const { db, queue, config } = c.var.deps;
      await requestDomainCheck({ db, queue, businessId: c.var.businessId });
      return c.json(await readCustomDomain({ db, config, businessId: c.var.businessId }));
    },
  )
  .delete(
    '/settings/domain',
    routeDoc({ tag, auth, summary: 'Remove the own domain (team admin)', status: 204 }),
    requireTeamAdmin,
    async (c) => {
      await removeCustomDomain({ db: c.var.deps.db, businessId: c.var.businessId, actor: actorOfUser(c.var.user) });
      return c.body(null, 204);
    },
  );

/**
 * The public side: the reverse proxy's question before it gets a certificate for a name (Caddy's on_demand_tls
 * `ask`), and whose pages an own domain serves.
 */
export const customDomainPublicRoutes = new Hono<TAppEnv>()
  .get(
    '/public/domains/allowed',
    routeDoc({
      tag,
      summary:
        "For the reverse proxy's on-demand certificates (Caddy's `ask`): 200 when ?domain= is a verified own domain, 404 otherwise",
      status: 200,
    }),
    validate('query', z.object({ domain: z.string().max(300).default('') })),
    async (c) => {
      const hostname = normalHostname(c.req.valid('query').domain);
      const businessId = hostname
        ? await findBusinessByKey({ db: c.var.deps.db, kind: 'custom_domain', key: hostname })
        : null;
      if (!businessId) return c.text('Not an own domain here', 404, { 'Cache-Control': 'no-store' });
      return c.text('ok', 200, { 'Cache-Control': 'no-store' });
    },
  )
  .get(
    '/public/host-brand',
    routeDoc({
      tag,
      summary: "On a business's own domain: its name, brand and language (404 on the platform's address)",
      response: ZHostBrand,
    }),
    async (c) => {
      const businessId = c.var.hostBusinessId;
      const { db, config } = c.var.deps;
      const found = businessId ? await readHostBrand({ db, appUrl: config.appUrl, businessId }) : null;
      if (!found) throw new AppError('NOT_FOUND', 'Not an own domain');
      return c.json(found);
    },
  );
