import { ZQuickSendRequest, ZQuickTemplateQuery } from '@regulars/contracts';
import { Hono } from 'hono';
import type { TAppEnv } from '../platform/context.ts';
import { requireBusiness } from '../platform/session.ts';
import { validate } from '../platform/validate.ts';
import { listQuickTemplates } from './list-quick-templates.ts';
import { sendQuickEmail } from './send-quick-email.ts';
import { sendQuickSms } from './send-quick-sms.ts';

/**
 * The quick email and SMS of the customers table, under /api/customers. Mounted before customerRoutes: its
 * GET /customers/:id would otherwise take /customers/quick-templates. Each route asks for the business itself, so
 * nothing here runs for customerRoutes' other paths.
 */
export const messagingRoutes = new Hono<TAppEnv>()
  .get('/customers/quick-templates', requireBusiness, validate('query', ZQuickTemplateQuery), async (c) =>
    c.json({
      templates: await listQuickTemplates({
        db: c.var.deps.db,
        businessId: c.var.businessId,
        input: c.req.valid('query'),
      }),
    }),
  )
  .post('/customers/:id/quick-email', requireBusiness, validate('json', ZQuickSendRequest), async (c) => {
    const { db, email } = c.var.deps;
    return c.json(
      await sendQuickEmail({
        db,
        email,
        businessId: c.var.businessId,
        customerId: c.req.param('id'),
        input: c.req.valid('json'),
      }),
    );
  })
  .post('/customers/:id/quick-sms', requireBusiness, validate('json', ZQuickSendRequest), async (c) => {
    const { db, sms } = c.var.deps;
    return c.json(
      await sendQuickSms({
        db,
        sms,
        businessId: c.var.businessId,
        customerId: c.req.param('id'),
        input: c.req.valid('json'),
      }),
    );
  });
