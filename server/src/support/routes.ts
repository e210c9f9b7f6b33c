import { SUPPORT_MESSAGES, ZSupportRequestInput, ZSupportRequestResponse, ZSupportRequests } from '@regulars/contracts';
import { Hono } from 'hono';
import type { TAppEnv } from '../platform/context.ts';
import { createRateLimiter } from '../platform/rate-limit.ts';
import { routeDoc } from '../platform/route-doc.ts';
import { requireBusiness, sessionOf } from '../platform/session.ts';
import { validate } from '../platform/validate.ts';
import { listSupportRequests } from './list-support-requests.ts';
import { sendSupportRequest } from './send-support-request.ts';

const tag = 'Support';
const auth = 'session';

/** /api/support: "Help" in the business app (docs/ARCHITECTURE.md: support). */
export function supportRoutes() {
  // Each request lands in the operator's queue: a business gets enough for real questions, not a flood.
  const sendLimiter = createRateLimiter({
    name: 'support:business',
    max: 10,
    windowMs: 60 * 60_000,
    message: SUPPORT_MESSAGES.tooMany,
  });

  return new Hono<TAppEnv>()
    .use('/support/*', requireBusiness)
    .get(
      '/support/requests',
      routeDoc({
        tag,
        auth,
        summary: "The business's latest support requests with the operator's replies, newest first (any team member)",
        response: ZSupportRequests,
      }),
      async (c) => c.json({ requests: await listSupportRequests({ db: c.var.deps.db, businessId: c.var.businessId }) }),
    )
    .post(
      '/support/requests',
      routeDoc({
        tag,
        auth,
        summary:
          'Send a support request (subject, message, the page it came from; the business and plan are attached); 409 while the install has support requests switched off; rate-limited per business',
        response: ZSupportRequestResponse,
        status: 201,
      }),
      validate('json', ZSupportRequestInput),
      async (c) => {
        const { db } = c.var.deps;
        await sendLimiter.hit(db, c.var.businessId);
        const { user } = await sessionOf(c);
        const request = await sendSupportRequest({
          db,
          businessId: c.var.businessId,
          user,
          input: c.req.valid('json'),
        });
        return c.json({ request }, 201);
      },
    );
}
