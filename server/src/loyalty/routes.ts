import {
  ZActionResult,
  ZCustomerRewards,
  ZCustomerStanding,
  ZLedgerPage,
  ZLedgerQuery,
  ZPurchaseRequest,
  ZRedeemCodeRequest,
  ZRedeemPointsRequest,
  ZRedeemRewardRequest,
  ZStandingQuery,
  ZUndoRequest,
  ZVisitRequest,
} from '@regulars/contracts';
import { Hono } from 'hono';
import { readCounterDevice, requireCounter } from '../counter/index.ts';
import type { TAppEnv } from '../platform/context.ts';
import { routeDoc } from '../platform/route-doc.ts';
import { requireBusiness } from '../platform/session.ts';
import { validate } from '../platform/validate.ts';
import { actionLocation } from './action-location.ts';
import { counterContext, counterWords } from './counter-context.ts';
import { getStanding } from './get-standing.ts';
import { listCustomerRewards } from './list-customer-rewards.ts';
import { listLedger } from './list-ledger.ts';
import { recordEarnAction } from './record-earn-action.ts';
import { redeemPoints } from './redeem-points.ts';
import { redeemReward } from './redeem-reward.ts';
import { standingWords } from './staff-words.ts';
import { undoAction } from './undo-action.ts';

const tag = 'Loyalty';
const auth = 'session';
/** A counter device with a staff member signed in, or a signed-in team member. */
const counter = 'counter';
const ACTION_NOTE = 'Send a fresh idempotencyKey per action; a retry with the same key answers the first result.';

/** The counter: a customer's standing, visits and purchases, redemptions and undo, and the ledger. */
export const loyaltyRoutes = new Hono<TAppEnv>()
  .get(
    '/customers/:id/rewards',
    routeDoc({
      tag: 'Customers',
      summary: 'Every reward of a customer (available, redeemed, expired), newest first',
      auth: 'session',
      response: ZCustomerRewards,
    }),
    requireBusiness,
    async (c) =>
      c.json(await listCustomerRewards({ db: c.var.deps.db, businessId: c.var.businessId, id: c.req.param('id') })),
  )
  .get(
    '/customers/:id/standing',
    routeDoc({
      tag,
      auth: counter,
      summary:
        "A customer's active programs (balance, stamps, catalogue, discount tier), usable rewards, last action, and the multipliers a purchase at ?locationId= gets now",
      response: ZCustomerStanding,
    }),
    requireCounter,
    validate('query', ZStandingQuery),
    async (c) => {
      const { db } = c.var.deps;
      const device = await readCounterDevice(c);
      const locationId = device
        ? device.locationId
        : await actionLocation(db, c.var.businessId, c.req.valid('query').locationId);
      const customerId = c.req.param('id');
      const words = standingWords(await counterWords(c));
      return c.json(await getStanding({ db, businessId: c.var.businessId, customerId, locationId, ...words }));
    },
  )
  .get(
    '/customers/:id/ledger',
    routeDoc({ tag, auth, summary: "A customer's ledger, newest first (?page=)", response: ZLedgerPage }),
    requireBusiness,
    validate('query', ZLedgerQuery),
    async (c) =>
      c.json(
        await listLedger({
          db: c.var.deps.db,
          businessId: c.var.businessId,
          customerId: c.req.param('id'),
          page: c.req.valid('query').page,
        }),
      ),
  )
  .post(
    '/customers/:id/visits',
    routeDoc({
      tag,
      auth: counter,
      summary: `Record a visit: stamps (\`stamps\` of them on each card for several items at once), codes and discount visits in every active program. ${ACTION_NOTE}`,
      response: ZActionResult,
      status: 201,
    }),
    requireCounter,
    validate('json', ZVisitRequest),
    async (c) => {
      const result = await recordEarnAction({
        db: c.var.deps.db,
        queue: c.var.deps.queue,
        businessId: c.var.businessId,
        customerId: c.req.param('id'),
        ...(await counterContext(c, c.req.valid('json'), null)),
        input: { ...c.req.valid('json'), kind: 'visit', amount: null },
      });
      return c.json(result, 201);
    },
  )
  .post(
    '/customers/:id/purchases',
    routeDoc({
      tag,
      auth: counter,
      summary: `Record a purchase: points (with the multipliers in force and the category bonuses ticked), stamps, purchases toward free items, codes. ${ACTION_NOTE}`,
      response: ZActionResult,
      status: 201,
    }),
    requireCounter,
    validate('json', ZPurchaseRequest),
    async (c) => {
      const result = await recordEarnAction({
        db: c.var.deps.db,
        queue: c.var.deps.queue,
        businessId: c.var.businessId,
        customerId: c.req.param('id'),
        ...(await counterContext(c, c.req.valid('json'), { kind: 'purchase', amount: c.req.valid('json').amount })),
        input: { ...c.req.valid('json'), kind: 'purchase' },
      });
      return c.json(result, 201);
    },
  )
  .post(
    '/customers/:id/redeem-points',
    routeDoc({
      tag,
      auth: counter,
      summary: `Spend points on a reward of the program's catalogue. ${ACTION_NOTE}`,
      response: ZActionResult,
      status: 201,
    }),
    requireCounter,
    validate('json', ZRedeemPointsRequest),
    async (c) => {
      const result = await redeemPoints({
        db: c.var.deps.db,
        queue: c.var.deps.queue,
        businessId: c.var.businessId,
        customerId: c.req.param('id'),
        ...(await counterContext(c, c.req.valid('json'), { kind: 'redemption' })),
        input: c.req.valid('json'),
      });
      return c.json(result, 201);
    },
  )
  .post(
    '/customers/:id/rewards/redeem',
    routeDoc({
      tag,
      auth: counter,
      summary: `Redeem one of the customer's earned rewards. ${ACTION_NOTE}`,
      response: ZActionResult,
      status: 201,
    }),
    requireCounter,
    validate('json', ZRedeemRewardRequest),
    async (c) => {
      const { rewardId, idempotencyKey } = c.req.valid('json');
      const result = await redeemReward({
        db: c.var.deps.db,
        queue: c.var.deps.queue,
        businessId: c.var.businessId,
        ...(await counterContext(c, c.req.valid('json'), { kind: 'redemption' })),
        reward: { rewardId, customerId: c.req.param('id') },
        idempotencyKey,
      });
      return c.json(result, 201);
    },
  )
  .post(
    '/rewards/redeem-code',
    routeDoc({
      tag,
      auth: counter,
      summary: `Redeem a reward or rebate code the customer shows. ${ACTION_NOTE}`,
      response: ZActionResult,
      status: 201,
    }),
    requireCounter,
    validate('json', ZRedeemCodeRequest),
    async (c) => {
      const { code, idempotencyKey } = c.req.valid('json');
      const result = await redeemReward({
        db: c.var.deps.db,
        queue: c.var.deps.queue,
        businessId: c.var.businessId,
        ...(await counterContext(c, c.req.valid('json'), { kind: 'redemption' })),
        reward: { code },
        idempotencyKey,
      });
      return c.json(result, 201);
    },
  )
  .post(
    '/loyalty/actions/:id/undo',
    routeDoc({
      tag,
      auth: counter,
      summary: "Undo a customer's last visit, purchase or redemption within 5 minutes (reversal rows)",
      response: ZActionResult,
    }),
    requireCounter,
    validate('json', ZUndoRequest),
    async (c) => {
      const { staffUserId, counterStaffId, words } = await counterContext(c, c.req.valid('json'), { kind: 'undo' });
      return c.json(
        await undoAction({
          db: c.var.deps.db,
          queue: c.var.deps.queue,
          businessId: c.var.businessId,
          actionId: c.req.param('id'),
          staffUserId,
          counterStaffId,
          words,
        }),
      );
    },
  );
