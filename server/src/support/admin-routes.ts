import {
  SUPPORT_MESSAGES,
  ZAdminSupportDetail,
  ZAdminSupportList,
  ZAdminSupportQuery,
  ZSupportReplyInput,
} from '@regulars/contracts';
import { Hono } from 'hono';
import { actorOf } from '../admin/index.ts';
import type { TAppEnv } from '../platform/context.ts';
import { routeDoc } from '../platform/route-doc.ts';
import { requireSuperAdmin } from '../platform/session.ts';
import { uuidParam } from '../platform/uuid-param.ts';
import { validate } from '../platform/validate.ts';
import { closeSupportRequest } from './close-support-request.ts';
import { getSupportRequest } from './get-support-request.ts';
import { listSupportQueue } from './list-support-queue.ts';
import { replyToSupportRequest } from './reply-to-support-request.ts';

const tag = 'Admin';
const auth = 'super_admin';

/** /api/admin/support: the super admin's Support queue. */
export const adminSupportRoutes = new Hono<TAppEnv>()
  .get(
    '/support',
    routeDoc({
      tag,
      auth,
      summary:
        'Support requests of every business: open first, then priority (a plan with priority support), then oldest first; paged, filtered by status',
      response: ZAdminSupportList,
    }),
    requireSuperAdmin,
    validate('query', ZAdminSupportQuery),
    async (c) => c.json(await listSupportQueue({ db: c.var.deps.db, query: c.req.valid('query') })),
  )
  .get(
    '/support/:id',
    routeDoc({
      tag,
      auth,
      summary: 'One support request with its business, plan and replies',
      response: ZAdminSupportDetail,
    }),
    requireSuperAdmin,
    async (c) =>
      c.json({
        request: await getSupportRequest({ db: c.var.deps.db, requestId: uuidParam(c, SUPPORT_MESSAGES.notFound) }),
      }),
  )
  .post(
    '/support/:id/replies',
    routeDoc({
      tag,
      auth,
      summary:
        'Reply to a support request: stored, the request marked answered, the reply emailed to the requester; audited',
      response: ZAdminSupportDetail,
      status: 201,
    }),
    requireSuperAdmin,
    validate('json', ZSupportReplyInput),
    async (c) => {
      const { db, queue, config } = c.var.deps;
      const requestId = uuidParam(c, SUPPORT_MESSAGES.notFound);
      const request = await replyToSupportRequest({
        db,
        queue,
        appUrl: config.appUrl,
        requestId,
        body: c.req.valid('json').body,
        actor: actorOf(c),
      });
      return c.json({ request }, 201);
    },
  )
  .post(
    '/support/:id/close',
    routeDoc({ tag, auth, summary: 'Close a support request; audited', response: ZAdminSupportDetail }),
    requireSuperAdmin,
    async (c) => {
      const request = await closeSupportRequest({
        db: c.var.deps.db,
        requestId: uuidParam(c, SUPPORT_MESSAGES.notFound),
        actor: actorOf(c),
      });
      return c.json({ request });
    },
  );
