import { availableParallelism } from 'node:os';
import {
  ZCreateCustomer,
  ZCustomerListQuery,
  ZImportPreflight,
  ZImportRequest,
  ZQuickSendRequest,
  ZQuickTemplateQuery,
} from '@regulars/contracts';
import { Hono } from 'hono';
import type { TAppEnv } from '../platform/context.ts';
import { AppError } from '../platform/errors.ts';
import { requireBusiness } from '../platform/session.ts';
import { validate } from '../platform/validate.ts';
import { createCustomer } from './create-customer.ts';
import { dashboardStats } from './dashboard-stats.ts';
import { checkImportFits, importCustomers } from './import-customers.ts';
import { getCustomer, listCustomers } from './list-customers.ts';
import { listQuickTemplates, sendQuickEmail, sendQuickSms } from './quick-messages.ts';

/**
 * Import batches in flight at once on PostgreSQL: one per core keeps the database busy without the batches queueing
 * behind each other (measured: 2 beats 4 on two cores), at most 4 of the pool's 10 connections.
 */
const IMPORT_PG_CONCURRENCY = Math.min(4, Math.max(2, availableParallelism()));

/** /api/customers and /api/dashboard/stats: every query scoped by the signed-in business. */
export const customerRoutes = new Hono<TAppEnv>()
  // '/customers/*' also matches '/customers' itself.
  .use('/customers/*', requireBusiness)
  .use('/dashboard/*', requireBusiness)
  .get('/dashboard/stats', async (c) => c.json(await dashboardStats(c.var.deps.db, c.var.businessId)))
  .get('/customers', validate('query', ZCustomerListQuery), async (c) =>
    c.json(
      await listCustomers(c.var.deps.db, c.var.businessId, c.req.valid('query'), c.var.deps.config.defaultPhoneRegion),
    ),
  )
  .post('/customers', validate('json', ZCreateCustomer), async (c) => {
    const { db, queue, config } = c.var.deps;
    const customer = await db.transaction((tx) =>
      createCustomer({
        tx,
        businessId: c.var.businessId,
        input: c.req.valid('json'),
        queue,
        phoneRegion: config.defaultPhoneRegion,
      }),
    );
    return c.json({ customer }, 201);
  })
  .post('/customers/import/preflight', validate('json', ZImportPreflight), async (c) =>
    c.json(await checkImportFits(c.var.deps.db, c.var.businessId, c.req.valid('json').validRows)),
  )
  .post('/customers/import', validate('json', ZImportRequest), async (c) => {
    const { config, database, queue } = c.var.deps;
    const body = c.req.valid('json');
    const result = await importCustomers({
      database,
      businessId: c.var.businessId,
      rows: body.rows,
      phoneRegion: config.defaultPhoneRegion,
      concurrency: database.kind === 'pg' ? IMPORT_PG_CONCURRENCY : 1,
      logger: c.var.deps.logger,
    });
    // After a bulk load, fresh statistics keep search plans right: refreshed by a job, off the import's path.
    if (body.final && result.imported > 0) await queue.send('customers.refresh-stats', {});
    return c.json(result);
  })
  .get('/customers/quick-templates', validate('query', ZQuickTemplateQuery), async (c) =>
    c.json({ templates: await listQuickTemplates(c.var.deps.db, c.var.businessId, c.req.valid('query').type) }),
  )
  .post('/customers/:id/quick-email', validate('json', ZQuickSendRequest), async (c) => {
    const { db, email } = c.var.deps;
    const target = { businessId: c.var.businessId, customerId: c.req.param('id'), ...c.req.valid('json') };
    return c.json(await sendQuickEmail({ db, email }, target));
  })
  .post('/customers/:id/quick-sms', validate('json', ZQuickSendRequest), async (c) => {
    const target = { businessId: c.var.businessId, customerId: c.req.param('id'), ...c.req.valid('json') };
    return c.json(await sendQuickSms(c.var.deps.db, target));
  })
  .get('/customers/:id', async (c) => {
    const customer = await getCustomer(c.var.deps.db, c.var.businessId, c.req.param('id'));
    if (!customer) throw new AppError('NOT_FOUND', 'Customer not found');
    return c.json({ customer });
  });
