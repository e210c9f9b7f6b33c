import { ZCreateCustomer, ZCustomerListQuery, ZImportPreflight, ZImportRequest } from '@regulars/contracts';
import { Hono } from 'hono';
import type { TAppEnv } from '../platform/context.ts';
import { requireBusiness } from '../platform/session.ts';
import { validate } from '../platform/validate.ts';
import { addCustomer } from './add-customer.ts';
import { checkImportFits } from './check-import-fits.ts';
import { dashboardStats } from './dashboard-stats.ts';
import { getCustomer } from './get-customer.ts';
import { importCustomers } from './import-customers.ts';
import { listCustomers } from './list-customers.ts';

/** /api/customers and /api/dashboard/stats: every query scoped by the signed-in business. */
export const customerRoutes = new Hono<TAppEnv>()
  // '/customers/*' also matches '/customers' itself.
  .use('/customers/*', requireBusiness)
  .use('/dashboard/*', requireBusiness)
  .get('/dashboard/stats', async (c) =>
    c.json(await dashboardStats({ db: c.var.deps.db, businessId: c.var.businessId })),
  )
  .get('/customers', validate('query', ZCustomerListQuery), async (c) => {
    const { db, config } = c.var.deps;
    const query = c.req.valid('query');
    return c.json(
      await listCustomers({ db, businessId: c.var.businessId, query, phoneRegion: config.defaultPhoneRegion }),
    );
  })
  .post('/customers', validate('json', ZCreateCustomer), async (c) => {
    const { db, queue, config } = c.var.deps;
    const customer = await addCustomer({
      db,
      queue,
      businessId: c.var.businessId,
      input: c.req.valid('json'),
      phoneRegion: config.defaultPhoneRegion,
    });
    return c.json({ customer }, 201);
  })
  .post('/customers/import/preflight', validate('json', ZImportPreflight), async (c) => {
    const { validRows } = c.req.valid('json');
    return c.json(await checkImportFits({ db: c.var.deps.db, businessId: c.var.businessId, validRows }));
  })
  .post('/customers/import', validate('json', ZImportRequest), async (c) => {
    const { config, database, queue, logger } = c.var.deps;
    const { rows, final } = c.req.valid('json');
    const result = await importCustomers({
      database,
      queue,
      businessId: c.var.businessId,
      rows,
      final,
      phoneRegion: config.defaultPhoneRegion,
      logger,
    });
    return c.json(result);
  })
  .get('/customers/:id', async (c) => {
    const customer = await getCustomer({ db: c.var.deps.db, businessId: c.var.businessId, id: c.req.param('id') });
    return c.json({ customer });
  });
