import { ZActionResult, ZClaimTillSale, ZTillSalesToClaim } from '@regulars/contracts';
import { Hono } from 'hono';
import { counterActorOf, requireCounter } from '../counter/index.ts';
import type { TAppEnv } from '../platform/context.ts';
import { routeDoc } from '../platform/route-doc.ts';
import { validate } from '../platform/validate.ts';
import { claimTillSale } from './claim-till-sale.ts';
import { listSalesToClaim } from './list-sales-to-claim.ts';

const tag = 'Loyalty';
/** A counter device with a staff member signed in, or a signed-in team member. */
const auth = 'counter';

/** The counter's "Till sales to claim": the till's sales of customers it did not know, attached in one tap. */
export const tillCounterRoutes = new Hono<TAppEnv>()
  .get(
    '/till-sales',
    routeDoc({
      tag,
      auth,
      summary: "Till sales waiting for their customer: the last 7 days', never refunded, newest first (at most 50)",
      response: ZTillSalesToClaim,
    }),
    requireCounter,
    async (c) => c.json(await listSalesToClaim({ db: c.var.deps.db, businessId: c.var.businessId })),
  )
  .post(
    '/till-sales/:id/claim',
    routeDoc({
      tag,
      auth,
      summary:
        'Attach a waiting till sale to a customer: it earns for them now, once (409 when claimed for another customer, refunded or over 7 days old)',
      response: ZActionResult,
      status: 201,
    }),
    requireCounter,
    validate('json', ZClaimTillSale),
    async (c) => {
      const { db, queue } = c.var.deps;
      const actor = await counterActorOf(c);
      const result = await claimTillSale({
        db,
        queue,
        businessId: c.var.businessId,
        saleId: c.req.param('id'),
        customerId: c.req.valid('json').customerId,
        actor: { staffUserId: actor.staffUserId, counterStaffId: actor.counterStaffId },
      });
      return c.json(result, 201);
    },
  );
