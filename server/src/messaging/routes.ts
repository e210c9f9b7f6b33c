import { ZQuickSendRequest, ZQuickSendResponse, ZQuickTemplateList, ZQuickTemplateQuery } from '@regulars/contracts';
import { Hono } from 'hono';
import type { TAppEnv } from '../platform/context.ts';
import { routeDoc } from '../platform/route-doc.ts';
import { requireBusiness } from '../platform/session.ts';
import { validate } from '../platform/validate.ts';
import { listQuickTemplates } from './list-quick-templates.ts';
import { sendQuickEmail } from './send-quick-email.ts';
import { sendQuickSms } from './send-quick-sms.ts';

const tag = 'Messaging';

/**
 * The quick email and SMS of the customers table, under /api/customers. Mounted before customerRoutes: its
 * GET /customers/:id would otherwise take /customers/quick-templates. Each route asks for the business itself, so
 * nothing here runs for customerRoutes' other paths.
 */
export const messagingRoutes = new Hono<TAppEnv>()
  .get(
    '/customers/quick-templates',
    routeDoc({
      tag,
      summary: "The business's active templates of one channel (?type=email|sms) for a quick send",
      auth: 'session',
      response: ZQuickTemplateList,
    }),
    requireBusiness,
    validate('query', ZQuickTemplateQuery),
    async (c) =>
      c.json({
        templates: await listQuickTemplates({
          db: c.var.deps.db,
          businessId: c.var.businessId,
          input: c.req.valid('query'),
        }),
      }),
  )
  .post(
    '/customers/:id/quick-email',
    routeDoc({
      tag,
      summary: 'Queue an email of an active template to one customer (charged now, refunded if it finally fails)',
      auth: 'session',
      response: ZQuickSendResponse,
    }),
    requireBusiness,
    validate('json', ZQuickSendRequest),
    async (c) => {
      const { db, queue, config, walletTokens } = c.var.deps;
      return c.json(
        await sendQuickEmail({
          db,
          queue,
          businessId: c.var.businessId,
          customerId: c.req.param('id'),
          input: c.req.valid('json'),
          links: { config, tokens: walletTokens },
        }),
      );
    },
  )
  .post(
    '/customers/:id/quick-sms',
    routeDoc({
      tag,
      summary:
        'Queue an SMS of an active template to one customer (charged per segment: SMS allowance, then credits; refunded if it fails)',
      auth: 'session',
      response: ZQuickSendResponse,
    }),
    requireBusiness,
    validate('json', ZQuickSendRequest),
    async (c) => {
      const { db, queue, config, walletTokens } = c.var.deps;
      return c.json(
        await sendQuickSms({
          db,
          queue,
          businessId: c.var.businessId,
          customerId: c.req.param('id'),
          input: c.req.valid('json'),
          links: { config, tokens: walletTokens },
        }),
      );
    },
  );
