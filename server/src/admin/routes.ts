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
    summary: 'Messages stored by the outbox providers, newest first, paged (?to= one recipient, ?search= part of one)',
    auth: 'super_admin',
    response: ZOutboxList,
  }),
  validate('query', ZOutboxQuery),
  async (c) => {
    const { db, tracking } = c.var.deps;
    return c.json(await listOutbox({ db, tracking, query: c.req.valid('query') }));
  },
);
