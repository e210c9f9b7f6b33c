import { ZSetCustomerPin } from '@regulars/contracts';
import { Hono } from 'hono';
import type { TAppEnv } from '../platform/context.ts';
import { routeDoc } from '../platform/route-doc.ts';
import { requireBusiness } from '../platform/session.ts';
import { validate } from '../platform/validate.ts';
import { createPortalLimits } from './portal-limits.ts';
import { setCustomerPin } from './set-customer-pin.ts';

/** PUT /api/customers/:id/pin: staff set a customer's portal PIN (the portal's own lock is lifted with it). */
export function customerPinRoutes() {
  const limits = createPortalLimits();
  return new Hono<TAppEnv>().put(
    '/customers/:id/pin',
    routeDoc({
      tag: 'Customers',
      summary: "Set or reset a customer's portal PIN (4-6 digits; stored hashed); ends their portal sessions",
      auth: 'session',
      status: 204,
    }),
    requireBusiness,
    validate('json', ZSetCustomerPin),
    async (c) => {
      await setCustomerPin({
        db: c.var.deps.db,
        limits,
        businessId: c.var.businessId,
        id: c.req.param('id'),
        pin: c.req.valid('json').pin,
      });
      return c.body(null, 204);
    },
  );
}
