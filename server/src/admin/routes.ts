import { Hono } from 'hono';
import { z } from 'zod';
import type { TAppEnv } from '../platform/context.ts';
import { requireSuperAdmin } from '../platform/session.ts';
import { validate } from '../platform/validate.ts';
import { listOutbox } from './list-outbox.ts';

const ZOutboxQuery = z.object({
  to: z.string().trim().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(200),
});

export const adminRoutes = new Hono<TAppEnv>()
  .use('*', requireSuperAdmin)
  .get('/outbox', validate('query', ZOutboxQuery), async (c) => {
    const { to, limit } = c.req.valid('query');
    return c.json({ messages: await listOutbox({ db: c.var.deps.db, to, limit }) });
  });
