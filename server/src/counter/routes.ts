import {
  COUNTER_LIMITS,
  COUNTER_MESSAGES,
  ZAddCounterStaff,
  ZAddCustomer,
  ZCounterCustomerSearch,
  ZCounterDeviceList,
  ZCounterDeviceResponse,
  ZCounterDeviceSession,
  ZCounterManagers,
  ZCounterRules,
  ZCounterRulesResponse,
  ZCounterStaffList,
  ZCounterStaffResponse,
  ZCreateCounterDevice,
  ZCustomerList,
  ZCustomerResponse,
  ZOpenShift,
  ZUpdateCounterStaff,
} from '@regulars/contracts';
import { Hono } from 'hono';
import { actorOfUser } from '../audit/index.ts';
import { addCustomer, listCustomers } from '../customers/index.ts';
import type { TAppEnv } from '../platform/context.ts';
import { phoneRegionOf } from '../platform/phone-region-of.ts';
import { routeDoc } from '../platform/route-doc.ts';
import { requireBusiness, requireTeamAdmin } from '../platform/session.ts';
import { uuidParam } from '../platform/uuid-param.ts';
import { validate } from '../platform/validate.ts';
import { addCounterStaff } from './add-counter-staff.ts';
import {
  counterTokenHashOf,
  currentCounterDevice,
  newCounterToken,
  requireCounter,
  requireCounterDevice,
  setCounterCookie,
} from './counter-device-guard.ts';
import { getCounterRules, updateCounterRules } from './counter-rules.ts';
import { createCounterDevice } from './create-counter-device.ts';
import { getDeviceSession } from './get-device-session.ts';
import { listCounterDevices } from './list-counter-devices.ts';
import { listCounterStaff } from './list-counter-staff.ts';
import { listManagers } from './list-managers.ts';
import { removeCounterStaff } from './remove-counter-staff.ts';
import { revokeCounterDevice } from './revoke-counter-device.ts';
import { endShift, openShift } from './shifts.ts';
import { updateCounterStaff } from './update-counter-staff.ts';

const tag = 'Counter';
const auth = 'session';

/**
 * /api/counter: the team admin's devices, staff and rules (/company), and what a counter device itself calls: who it
 * is, staff signing in and out with their PIN, finding and enrolling customers.
 */
export const counterRoutes = new Hono<TAppEnv>()
  .get(
    '/counter/devices',
    routeDoc({
      tag,
      auth,
      summary: "The business's counter devices in use (team admin)",
      response: ZCounterDeviceList,
    }),
    requireBusiness,
    requireTeamAdmin,
    async (c) =>
      c.json({
        devices: await listCounterDevices({
          db: c.var.deps.db,
          businessId: c.var.businessId,
          tokenHash: counterTokenHashOf(c),
        }),
      }),
  )
  .post(
    '/counter/devices',
    routeDoc({
      tag,
      auth,
      summary:
        "Set up this browser as a counter device for a location: its credential goes into this browser's cookie and opens the counter only (team admin)",
      response: ZCounterDeviceResponse,
      status: 201,
    }),
    requireBusiness,
    requireTeamAdmin,
    validate('json', ZCreateCounterDevice),
    async (c) => {
      const { token, tokenHash } = newCounterToken();
      const device = await createCounterDevice({
        db: c.var.deps.db,
        businessId: c.var.businessId,
        actor: actorOfUser(c.var.user),
        userId: c.var.user?.id ?? null,
        input: c.req.valid('json'),
        tokenHash,
      });
      setCounterCookie(c, token);
      return c.json({ device }, 201);
    },
  )
  .delete(
    '/counter/devices/:id',
    routeDoc({ tag, auth, summary: 'Remove a counter device: it stops at once (team admin)', status: 204 }),
    requireBusiness,
    requireTeamAdmin,
    async (c) => {
      await revokeCounterDevice({
        db: c.var.deps.db,
        businessId: c.var.businessId,
        deviceId: uuidParam(c, COUNTER_MESSAGES.deviceNotFound),
        actor: actorOfUser(c.var.user),
      });
      return c.body(null, 204);
    },
  )
  .get(
    '/counter/staff',
    routeDoc({
      tag,
      auth,
      summary: 'Who may work the counter: team members and counter-only staff, with PIN and manager flags (team admin)',
      response: ZCounterStaffList,
    }),
    requireBusiness,
    requireTeamAdmin,
    async (c) => c.json(await listCounterStaff({ db: c.var.deps.db, businessId: c.var.businessId })),
  )
  .post(
    '/counter/staff',
    routeDoc({
      tag,
      auth,
      summary:
        'Give a team member a counter PIN (userId), or add counter-only staff (name; no login, no team seat, at most 50); the PIN is stored hashed (team admin)',
      response: ZCounterStaffResponse,
      status: 201,
    }),
    requireBusiness,
    requireTeamAdmin,
    validate('json', ZAddCounterStaff),
    async (c) => {
      const staff = await addCounterStaff({
        db: c.var.deps.db,
        businessId: c.var.businessId,
        actor: actorOfUser(c.var.user),
        input: c.req.valid('json'),
      });
      return c.json({ staff }, 201);
    },
  )
  .patch(
    '/counter/staff/:id',
    routeDoc({
      tag,
      auth,
      summary: "A new PIN, a counter-only staff member's name, or the manager setting (team admin)",
      response: ZCounterStaffResponse,
    }),
    requireBusiness,
    requireTeamAdmin,
    validate('json', ZUpdateCounterStaff),
    async (c) => {
      const staff = await updateCounterStaff({
        db: c.var.deps.db,
        businessId: c.var.businessId,
        staffId: uuidParam(c, COUNTER_MESSAGES.staffNotFound),
        actor: actorOfUser(c.var.user),
        input: c.req.valid('json'),
      });
      return c.json({ staff });
    },
  )
  .delete(
    '/counter/staff/:id',
    routeDoc({
      tag,
      auth,
      summary: "Remove counter-only staff, or a team member's PIN; their recorded actions keep their name (team admin)",
      status: 204,
    }),
    requireBusiness,
    requireTeamAdmin,
    async (c) => {
      await removeCounterStaff({
        db: c.var.deps.db,
        businessId: c.var.businessId,
        staffId: uuidParam(c, COUNTER_MESSAGES.staffNotFound),
        actor: actorOfUser(c.var.user),
      });
      return c.body(null, 204);
    },
  )
  .get(
    '/counter/rules',
    routeDoc({
      tag,
      auth,
      summary: "The counter's shift length and manager PIN rules",
      response: ZCounterRulesResponse,
    }),
    requireBusiness,
    async (c) => c.json({ rules: await getCounterRules({ db: c.var.deps.db, businessId: c.var.businessId }) }),
  )
  .put(
    '/counter/rules',
    routeDoc({
      tag,
      auth,
      summary:
        'Set the shift length (0: a PIN on every action) and what needs a manager PIN: redemptions, undo, purchases above an amount (team admin)',
      response: ZCounterRulesResponse,
    }),
    requireBusiness,
    requireTeamAdmin,
    validate('json', ZCounterRules),
    async (c) =>
      c.json({
        rules: await updateCounterRules({
          db: c.var.deps.db,
          businessId: c.var.businessId,
          actor: actorOfUser(c.var.user),
          input: c.req.valid('json'),
        }),
      }),
  )
  .get(
    '/counter/device',
    routeDoc({
      tag,
      auth: 'counter_device',
      summary:
        'This counter device: its location, the staff who can sign in, the shift and the rules (401 when not one)',
      response: ZCounterDeviceSession,
    }),
    requireCounterDevice,
    async (c) => {
      const { db, config } = c.var.deps;
      const device = await currentCounterDevice(c);
      return c.json(await getDeviceSession({ db, device, defaultRegion: config.defaultPhoneRegion }));
    },
  )
  .post(
    '/counter/shift',
    routeDoc({
      tag,
      auth: 'counter_device',
      summary: 'A staff member signs in on this device with their PIN (wrong PINs limited and locked, 429)',
      response: ZCounterDeviceSession,
    }),
    requireCounterDevice,
    validate('json', ZOpenShift),
    async (c) => {
      const { db, queue } = c.var.deps;
      const { staffId, pin } = c.req.valid('json');
      await openShift({ db, queue, device: await currentCounterDevice(c), staffId, pin });
      const device = await currentCounterDevice(c, { fresh: true });
      return c.json(await getDeviceSession({ db, device, defaultRegion: c.var.deps.config.defaultPhoneRegion }));
    },
  )
  .delete(
    '/counter/shift',
    routeDoc({ tag, auth: 'counter_device', summary: 'The staff member signs out of this device', status: 204 }),
    requireCounterDevice,
    async (c) => {
      await endShift({ db: c.var.deps.db, device: await currentCounterDevice(c) });
      return c.body(null, 204);
    },
  )
  .get(
    '/counter/managers',
    routeDoc({
      tag,
      auth: 'counter',
      summary: 'The managers who can approve at the counter with their PIN (a device or a session)',
      response: ZCounterManagers,
    }),
    requireCounter,
    async (c) => c.json(await listManagers({ db: c.var.deps.db, businessId: c.var.businessId })),
  )
  .get(
    '/counter/customers',
    routeDoc({
      tag,
      auth: 'counter',
      summary: 'The first customers matching a phone, customer ID or name, for the counter (a device or a session)',
      response: ZCustomerList,
    }),
    requireCounter,
    validate('query', ZCounterCustomerSearch),
    async (c) => {
      const { db } = c.var.deps;
      const { search } = c.req.valid('query');
      return c.json(
        await listCustomers({
          db,
          businessId: c.var.businessId,
          query: { search, page: 1, limit: COUNTER_LIMITS.search },
          phoneRegion: await phoneRegionOf(c),
        }),
      );
    },
  )
  .post(
    '/counter/customers',
    routeDoc({
      tag,
      auth: 'counter',
      summary: 'Enrol a customer at the counter (a device or a session); as POST /api/customers',
      response: ZCustomerResponse,
      status: 201,
    }),
    requireCounter,
    validate('json', ZAddCustomer),
    async (c) => {
      const { db, queue } = c.var.deps;
      const customer = await addCustomer({
        db,
        queue,
        fingerprints: c.var.deps.fingerprints,
        businessId: c.var.businessId,
        input: c.req.valid('json'),
        phoneRegion: await phoneRegionOf(c),
      });
      return c.json({ customer }, 201);
    },
  );
