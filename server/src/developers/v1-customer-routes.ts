import { ZV1CreateCustomer, ZV1CustomerResponse, ZV1UpdateCustomer } from '@regulars/contracts';
import { Hono } from 'hono';
import { addCustomer, deleteCustomer, updateCustomer } from '../customers/index.ts';
import { phoneRegionOf } from '../platform/phone-region-of.ts';
import { routeDoc } from '../platform/route-doc.ts';
import { validate } from '../platform/validate.ts';
import { requireScope, type TApiEnv } from './api-key-auth.ts';
import { toV1Customer } from './to-v1.ts';
import { V1_TAG } from './v1-openapi.ts';

const tag = V1_TAG;

/** /api/v1 customer writes: the app's own add, edit and (anonymising) delete, with their rules and plan limits. */
export const v1CustomerWriteRoutes = new Hono<TApiEnv>()
  .post(
    '/customers',
    routeDoc({
      tag,
      summary:
        "Add a customer: an email or a phone required; 409 when another customer has it, 403 PLAN_LIMIT at the plan's customers (customers:write)",
      response: ZV1CustomerResponse,
      status: 201,
    }),
    requireScope('customers:write'),
    validate('json', ZV1CreateCustomer),
    async (c) => {
      const { db, queue } = c.var.deps;
      const { region, ...input } = c.req.valid('json');
      const customer = await addCustomer({
        db,
        queue,
        fingerprints: c.var.deps.fingerprints,
        businessId: c.var.businessId,
        input,
        phoneRegion: region ?? (await phoneRegionOf(c)),
      });
      return c.json({ data: toV1Customer(customer) }, 201);
    },
  )
  .patch(
    '/customers/:id',
    routeDoc({
      tag,
      summary:
        "Change a customer: only the fields sent change, null clears one; 409 on another customer's phone or email (customers:write)",
      response: ZV1CustomerResponse,
    }),
    requireScope('customers:write'),
    validate('json', ZV1UpdateCustomer),
    async (c) => {
      const { db, queue } = c.var.deps;
      const { region, ...input } = c.req.valid('json');
      const customer = await updateCustomer({
        db,
        queue,
        businessId: c.var.businessId,
        id: c.req.param('id'),
        input,
        phoneRegion: region ?? (await phoneRegionOf(c)),
      });
      return c.json({ data: toV1Customer(customer) });
    },
  )
  .delete(
    '/customers/:id',
    routeDoc({
      tag,
      summary:
        'Delete a customer: personal data erased, unused rewards voided; the ledger keeps its rows (customers:write)',
      status: 204,
    }),
    requireScope('customers:write'),
    async (c) => {
      await deleteCustomer({
        db: c.var.deps.db,
        queue: c.var.deps.queue,
        fingerprints: c.var.deps.fingerprints,
        businessId: c.var.businessId,
        id: c.req.param('id'),
      });
      return c.body(null, 204);
    },
  );
