import {
  LOCATION_MESSAGES,
  ZCreateLocation,
  ZLocationList,
  ZLocationResponse,
  ZUpdateLocation,
} from '@regulars/contracts';
import { Hono } from 'hono';
import { actorOfUser } from '../audit/index.ts';
import type { TAppEnv } from '../platform/context.ts';
import { routeDoc } from '../platform/route-doc.ts';
import { requireBusiness, requireTeamAdmin } from '../platform/session.ts';
import { uuidParam } from '../platform/uuid-param.ts';
import { validate } from '../platform/validate.ts';
import { createLocation } from './create-location.ts';
import { deleteLocation } from './delete-location.ts';
import { listLocations } from './list-locations.ts';
import { updateLocation } from './update-location.ts';

const tag = 'Locations';
const auth = 'session';

/** /api/locations: the business's shops. Team members read; the team admin adds, edits and deletes. */
export const locationRoutes = new Hono<TAppEnv>()
  .use('/locations', requireBusiness)
  .use('/locations/*', requireBusiness)
  .get(
    '/locations',
    routeDoc({
      tag,
      auth,
      summary: "The business's locations, oldest first, with their QR codes and the plan's max_locations",
      response: ZLocationList,
    }),
    async (c) =>
      c.json(
        await listLocations({ db: c.var.deps.db, businessId: c.var.businessId, canEdit: c.var.teamRole === 'admin' }),
      ),
  )
  .post(
    '/locations',
    routeDoc({
      tag,
      auth,
      summary:
        'Add a location (name, optional address and IANA time zone); 403 PLAN_LIMIT above max_locations, 409 for a name in use (team admin)',
      response: ZLocationResponse,
      status: 201,
    }),
    requireTeamAdmin,
    validate('json', ZCreateLocation),
    async (c) => {
      const location = await createLocation({
        db: c.var.deps.db,
        businessId: c.var.businessId,
        actor: actorOfUser(c.var.user),
        input: c.req.valid('json'),
      });
      return c.json({ location }, 201);
    },
  )
  .patch(
    '/locations/:id',
    routeDoc({
      tag,
      auth,
      summary: 'Rename a location or change its address or time zone; a blank one clears it (team admin)',
      response: ZLocationResponse,
    }),
    requireTeamAdmin,
    validate('json', ZUpdateLocation),
    async (c) => {
      const location = await updateLocation({
        db: c.var.deps.db,
        businessId: c.var.businessId,
        locationId: uuidParam(c, LOCATION_MESSAGES.notFound),
        actor: actorOfUser(c.var.user),
        input: c.req.valid('json'),
      });
      return c.json({ location });
    },
  )
  .delete(
    '/locations/:id',
    routeDoc({
      tag,
      auth,
      summary: 'Delete a location; its QR codes stay active with no location (team admin)',
      status: 204,
    }),
    requireTeamAdmin,
    async (c) => {
      await deleteLocation({
        db: c.var.deps.db,
        businessId: c.var.businessId,
        locationId: uuidParam(c, LOCATION_MESSAGES.notFound),
        actor: actorOfUser(c.var.user),
      });
      return c.body(null, 204);
    },
  );
