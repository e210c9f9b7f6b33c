import {
  ZV1ActionResponse,
  ZV1IdempotencyHeaders,
  ZV1LedgerPage,
  ZV1PageQuery,
  ZV1Purchase,
  ZV1RedeemCode,
  ZV1RedeemPoints,
  ZV1RewardList,
  ZV1StandingResponse,
  ZV1Visit,
} from '@regulars/contracts';
import { Hono } from 'hono';
import {
  actionLocation,
  getStanding,
  listCustomerRewards,
  recordEarnAction,
  redeemPoints,
  redeemReward,
  undoAction,
} from '../loyalty/index.ts';
import { routeDoc } from '../platform/route-doc.ts';
import { validate } from '../platform/validate.ts';
import { requireScope, type TApiEnv } from './api-key-auth.ts';
import { listV1Ledger } from './list-v1-ledger.ts';
import { toV1Standing } from './to-v1.ts';
import { actionAnswer, engineKeyOf } from './v1-idempotency.ts';
import { V1_TAG } from './v1-openapi.ts';

const tag = V1_TAG;
const KEYED =
  'Send an Idempotency-Key header naming this action: a retry with it answers the first result (same status and body, ' +
  'with Idempotent-Replayed: true); the same key for another action is 409.';
const keyed = validate('header', ZV1IdempotencyHeaders);

/**
 * /api/v1 loyalty: the counter's own use cases and engine (the same batching, rules and fraud guards), so a till's
 * check-in counts exactly as one made at the counter. The API key is no staff member: rows carry no staff name.
 */
export const v1LoyaltyRoutes = new Hono<TApiEnv>()
  .get(
    '/customers/:id/standing',
    routeDoc({
      tag,
      summary:
        "A customer's standing: totals, each active program's progress, usable rewards, last action (loyalty:read)",
      response: ZV1StandingResponse,
    }),
    requireScope('loyalty:read'),
    async (c) => {
      const standing = await getStanding({
        db: c.var.deps.db,
        businessId: c.var.businessId,
        customerId: c.req.param('id'),
      });
      return c.json({ data: toV1Standing(standing) });
    },
  )
  .get(
    '/customers/:id/rewards',
    routeDoc({
      tag,
      summary: 'Every reward of a customer (earned, redeemed, expired) with its code, newest first (loyalty:read)',
      response: ZV1RewardList,
    }),
    requireScope('loyalty:read'),
    async (c) => {
      const { rewards } = await listCustomerRewards({
        db: c.var.deps.db,
        businessId: c.var.businessId,
        id: c.req.param('id'),
      });
      return c.json({ data: rewards });
    },
  )
  .get(
    '/customers/:id/ledger',
    routeDoc({
      tag,
      summary: "A customer's ledger, newest first, a page at a time (cursor) (loyalty:read)",
      response: ZV1LedgerPage,
    }),
    requireScope('loyalty:read'),
    validate('query', ZV1PageQuery),
    async (c) =>
      c.json(
        await listV1Ledger({
          db: c.var.deps.db,
          businessId: c.var.businessId,
          customerId: c.req.param('id'),
          query: c.req.valid('query'),
        }),
      ),
  )
  .post(
    '/customers/:id/visits',
    routeDoc({
      tag,
      summary: `Record a visit: stamps (\`stamps\` of them on each card for several items at once), codes and discount visits in every active program (loyalty:write). ${KEYED}`,
      response: ZV1ActionResponse,
      status: 201,
    }),
    requireScope('loyalty:write'),
    keyed,
    validate('json', ZV1Visit),
    async (c) => {
      const { deps, businessId } = c.var;
      const result = await recordEarnAction({
        db: deps.db,
        queue: deps.queue,
        businessId,
        customerId: c.req.param('id'),
        staffUserId: null,
        locationId: await actionLocation(deps.db, businessId, c.req.valid('json').locationId),
        input: {
          ...c.req.valid('json'),
          kind: 'visit',
          amount: null,
          idempotencyKey: engineKeyOf(c.req.valid('header')['idempotency-key']),
        },
      });
      return actionAnswer(c, result);
    },
  )
  .post(
    '/customers/:id/purchases',
    routeDoc({
      tag,
      summary: `Record a purchase and its amount (and the category bonuses it is of, \`categories\`): points, stamps (\`stamps\` of them for several items), purchases toward free items (loyalty:write). ${KEYED}`,
      response: ZV1ActionResponse,
      status: 201,
    }),
    requireScope('loyalty:write'),
    keyed,
    validate('json', ZV1Purchase),
    async (c) => {
      const { deps, businessId } = c.var;
      const result = await recordEarnAction({
        db: deps.db,
        queue: deps.queue,
        businessId,
        customerId: c.req.param('id'),
        staffUserId: null,
        locationId: await actionLocation(deps.db, businessId, c.req.valid('json').locationId),
        input: {
          ...c.req.valid('json'),
          kind: 'purchase',
          idempotencyKey: engineKeyOf(c.req.valid('header')['idempotency-key']),
        },
      });
      return actionAnswer(c, result);
    },
  )
  .post(
    '/customers/:id/rewards/:rewardId/redeem',
    routeDoc({
      tag,
      summary: `Redeem one of the customer's earned rewards by its id (loyalty:write). ${KEYED}`,
      response: ZV1ActionResponse,
      status: 201,
    }),
    requireScope('loyalty:write'),
    keyed,
    async (c) => {
      const { deps, businessId } = c.var;
      const result = await redeemReward({
        db: deps.db,
        queue: deps.queue,
        businessId,
        staffUserId: null,
        reward: { rewardId: c.req.param('rewardId'), customerId: c.req.param('id') },
        idempotencyKey: engineKeyOf(c.req.valid('header')['idempotency-key']),
      });
      return actionAnswer(c, result);
    },
  )
  .post(
    '/rewards/redeem-code',
    routeDoc({
      tag,
      summary: `Redeem a reward or rebate code the customer shows (loyalty:write). ${KEYED}`,
      response: ZV1ActionResponse,
      status: 201,
    }),
    requireScope('loyalty:write'),
    keyed,
    validate('json', ZV1RedeemCode),
    async (c) => {
      const { deps, businessId } = c.var;
      const result = await redeemReward({
        db: deps.db,
        queue: deps.queue,
        businessId,
        staffUserId: null,
        locationId: await actionLocation(deps.db, businessId, c.req.valid('json').locationId),
        reward: { code: c.req.valid('json').code },
        idempotencyKey: engineKeyOf(c.req.valid('header')['idempotency-key']),
      });
      return actionAnswer(c, result);
    },
  )
  .post(
    '/customers/:id/redeem-points',
    routeDoc({
      tag,
      summary: `Spend points on a reward of a points program's catalogue, used there and then (loyalty:write). ${KEYED}`,
      response: ZV1ActionResponse,
      status: 201,
    }),
    requireScope('loyalty:write'),
    keyed,
    validate('json', ZV1RedeemPoints),
    async (c) => {
      const { deps, businessId } = c.var;
      const result = await redeemPoints({
        db: deps.db,
        queue: deps.queue,
        businessId,
        customerId: c.req.param('id'),
        staffUserId: null,
        locationId: await actionLocation(deps.db, businessId, c.req.valid('json').locationId),
        input: { ...c.req.valid('json'), idempotencyKey: engineKeyOf(c.req.valid('header')['idempotency-key']) },
      });
      return actionAnswer(c, result);
    },
  )
  .post(
    '/actions/:id/undo',
    routeDoc({
      tag,
      summary:
        "Undo a customer's last visit, purchase or redemption within 5 minutes (loyalty:write). An action is undone " +
        `once: an undo under another key answers 409. ${KEYED}`,
      response: ZV1ActionResponse,
      status: 201,
    }),
    requireScope('loyalty:write'),
    keyed,
    async (c) => {
      const { deps, businessId } = c.var;
      const result = await undoAction({
        db: deps.db,
        queue: deps.queue,
        businessId,
        actionId: c.req.param('id'),
        staffUserId: null,
        idempotencyKey: engineKeyOf(c.req.valid('header')['idempotency-key']),
      });
      return actionAnswer(c, result);
    },
  );
