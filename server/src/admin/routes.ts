import { ZOutboxList, ZOutboxQuery } from '@regulars/contracts';
import { Hono } from 'hono';
import type { TAppEnv } from '../platform/context.ts';
import { routeDoc } from '../platform/route-doc.ts';
import { requireSuperAdmin } from '../platform/session.ts';
import { validate } from '../platform/validate.ts';
import { listOutbox } from './list-outbox.ts';

export const adminRoutes = new Hono<TAppEnv>().use('*', requireSuperAdmin).get(
  '/outbox',
  routeDoc({
    tag: 'Admin',
    summary: 'Messages stored by the outbox providers, newest first (?to= filters by recipient)',
    auth: 'super_admin',
    response: ZOutboxList,
  }),
  validate('query', ZOutboxQuery),
  async (c) => {
    const { to, limit } = c.req.valid('query');
    return c.json({ messages: await listOutbox({ db: c.var.deps.db, to, limit }) });
  },
);
