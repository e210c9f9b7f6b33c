import { ZAddSmsOptOut, ZSmsOptOutList, ZSmsOptOutListQuery, ZSmsOptOutResponse } from '@regulars/contracts';
import { Hono } from 'hono';
import type { TAppEnv } from '../platform/context.ts';
import { phoneRegionOf } from '../platform/phone-region-of.ts';
import { routeDoc } from '../platform/route-doc.ts';
import { requireBusiness, requireTeamAdmin, sessionOf } from '../platform/session.ts';
import { validate } from '../platform/validate.ts';
import { addSmsOptOut } from './add-sms-opt-out.ts';
import { listSmsOptOuts } from './list-sms-opt-outs.ts';
import { removeSmsOptOut } from './remove-sms-opt-out.ts';

const tag = 'Settings';
const auth = 'session';

/** /api/settings/sms-opt-outs: the numbers the business never texts. The team reads it; the team admin edits it. */
export const smsOptOutRoutes = new Hono<TAppEnv>()
  .use('/settings/sms-opt-outs', requireBusiness)
  .use('/settings/sms-opt-outs/*', requireBusiness)
  .get(
    '/settings/sms-opt-outs',
    routeDoc({
      tag,
      auth,
      summary:
        'The SMS suppression list, newest first: ?search= (a phone number in any format, or words of the message), ' +
        '?page=, ?limit=',
      response: ZSmsOptOutList,
    }),
    validate('query', ZSmsOptOutListQuery),
    async (c) => {
      const { db } = c.var.deps;
      return c.json(
        await listSmsOptOuts({
          db,
          businessId: c.var.businessId,
          query: c.req.valid('query'),
          phoneRegion: await phoneRegionOf(c),
        }),
      );
    },
  )
  .post(
    '/settings/sms-opt-outs',
    routeDoc({
      tag,
      auth,
      summary: "Add a number to the suppression list by hand; turns its customers' SMS consent off (team admin)",
      response: ZSmsOptOutResponse,
      status: 201,
    }),
    requireTeamAdmin,
    validate('json', ZAddSmsOptOut),
    async (c) => {
      const { db } = c.var.deps;
      const { user } = await sessionOf(c);
      const optOut = await addSmsOptOut({
        db,
        businessId: c.var.businessId,
        phone: c.req.valid('json').phone,
        addedBy: user.email,
        phoneRegion: await phoneRegionOf(c),
      });
      return c.json({ optOut }, 201);
    },
  )
  .delete(
    '/settings/sms-opt-outs/:id',
    routeDoc({
      tag,
      auth,
      summary:
        "Take a number staff added off the list; a customer's own opt-out is refused (409); consent stays off (team admin)",
      status: 204,
    }),
    requireTeamAdmin,
    async (c) => {
      await removeSmsOptOut({ db: c.var.deps.db, businessId: c.var.businessId, id: c.req.param('id') });
      return c.body(null, 204);
    },
  );
