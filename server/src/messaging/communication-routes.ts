import { ZCommunicationDetailResponse, ZCommunicationList, ZCommunicationListQuery } from '@regulars/contracts';
import { Hono } from 'hono';
import type { TAppEnv } from '../platform/context.ts';
import { loggableError } from '../platform/logger.ts';
import { routeDoc } from '../platform/route-doc.ts';
import { requireBusiness } from '../platform/session.ts';
import { validate } from '../platform/validate.ts';
import { getCommunication } from './get-communication.ts';
import { listCommunications } from './list-communications.ts';
import { recordEmailOpen } from './record-email-open.ts';
import { OPEN_PIXEL_PATH } from './tracking-token.ts';

const tag = 'Messaging';
const auth = 'session';

/** A transparent 1×1 GIF: the open pixel. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** The communication history (/communications) and the public email open pixel. */
export const communicationRoutes = new Hono<TAppEnv>()
  .get(
    '/communications',
    routeDoc({
      tag,
      auth,
      summary:
        'The message history, newest first: ?search= (recipient name, email or phone, subject, content, template), ' +
        '?type=all|email|sms, ?status=all|sent|opened|failed, ?page=, ?limit=',
      response: ZCommunicationList,
    }),
    requireBusiness,
    validate('query', ZCommunicationListQuery),
    async (c) =>
      c.json(
        await listCommunications({ db: c.var.deps.db, businessId: c.var.businessId, query: c.req.valid('query') }),
      ),
  )
  .get(
    '/communications/:id',
    routeDoc({
      tag,
      auth,
      summary: 'One message in full, with its customer, provider, error and opens',
      response: ZCommunicationDetailResponse,
    }),
    requireBusiness,
    async (c) =>
      c.json({
        communication: await getCommunication({
          db: c.var.deps.db,
          businessId: c.var.businessId,
          id: c.req.param('id'),
        }),
      }),
  )
  .get(
    `${OPEN_PIXEL_PATH.replace(/^\/api/, '')}/:token`,
    routeDoc({
      tag,
      summary:
        "An email's open pixel (public; a 1×1 GIF whatever the token): a signed token records an open while the " +
        'business tracks opens',
      media: 'image/gif',
    }),
    async (c) => {
      const { deps } = c.var;
      const logId = deps.tracking.logIdFromToken(c.req.param('token'));
      if (logId) {
        // The image answers even when recording fails: a mail client must never show a broken image for our sake.
        await recordEmailOpen({ db: deps.db, logId }).catch((err) =>
          deps.logger.error({ err: loggableError(err) }, 'recording an email open failed'),
        );
      }
      return c.body(PIXEL, 200, {
        'Content-Type': 'image/gif',
        'Content-Length': String(PIXEL.length),
        // Every open must reach us: no cache on the way may answer for us.
        'Cache-Control': 'no-store, no-cache, must-revalidate, private, max-age=0',
        Pragma: 'no-cache',
        Expires: '0',
      });
    },
  );
