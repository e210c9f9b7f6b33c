import {
  ZCreateCustomer,
  ZCustomerList,
  ZCustomerListQuery,
  ZCustomerResponse,
  ZDashboardStats,
  ZImportPreflight,
  ZImportPreflightResponse,
  ZImportRequest,
  ZImportResponse,
} from '@regulars/contracts';
import { Hono } from 'hono';
import type { TAppEnv } from '../platform/context.ts';
import { routeDoc } from '../platform/route-doc.ts';
import { requireBusiness } from '../platform/session.ts';
import { validate } from '../platform/validate.ts';
import { addCustomer } from './add-customer.ts';
import { checkImportFits } from './check-import-fits.ts';
import { dashboardStats } from './dashboard-stats.ts';
import { getCustomer } from './get-customer.ts';
import { importCustomers } from './import-customers.ts';
import { listCustomers } from './list-customers.ts';

const tag = 'Customers';

/** /api/customers and /api/dashboard/stats: every query scoped by the signed-in business. */
export const customerRoutes = new Hono<TAppEnv>()
  // '/customers/*' also matches '/customers' itself.
  .use('/customers/*', requireBusiness)
  .use('/dashboard/*', requireBusiness)
  .get(
    '/dashboard/stats',
    routeDoc({
      tag: 'Dashboard',
      summary: 'The six dashboard numbers of the business',
      auth: 'session',
      response: ZDashboardStats,
    }),
    async (c) => c.json(await dashboardStats({ db: c.var.deps.db, businessId: c.var.businessId })),
  )
  .get(
    '/customers',
    routeDoc({
      tag,
      summary: 'A page of customers, newest first; ?search= matches name, email, phone or customer ID',
      auth: 'session',
      response: ZCustomerList,
    }),
    validate('query', ZCustomerListQuery),
    async (c) => {
      const { db, config } = c.var.deps;
      const query = c.req.valid('query');
      return c.json(
        await listCustomers({ db, businessId: c.var.businessId, query, phoneRegion: config.defaultPhoneRegion }),
      );
    },
  )
  .post(
    '/customers',
    routeDoc({
      tag,
      summary: 'Add a customer (all fields optional; 409 on a duplicate phone/email, 403 PLAN_LIMIT at max_customers)',
      auth: 'session',
      response: ZCustomerResponse,
      status: 201,
    }),
    validate('json', ZCreateCustomer),
    async (c) => {
      const { db, queue, config } = c.var.deps;
      const customer = await addCustomer({
        db,
        queue,
        businessId: c.var.businessId,
        input: c.req.valid('json'),
        phoneRegion: config.defaultPhoneRegion,
      });
      return c.json({ customer }, 201);
    },
  )
  .post(
    '/customers/import/preflight',
    routeDoc({
      tag,
      summary: 'Whether a file of N valid rows fits the plan (403 PLAN_LIMIT with the current count and the limit)',
      auth: 'session',
      response: ZImportPreflightResponse,
    }),
    validate('json', ZImportPreflight),
    async (c) => {
      const { validRows } = c.req.valid('json');
      return c.json(await checkImportFits({ db: c.var.deps.db, businessId: c.var.businessId, validRows }));
    },
  )
  .post(
    '/customers/import',
    routeDoc({
      tag,
      summary: 'Import up to 1000 CSV rows in batches of 50 (each its own transaction); per-row results',
      auth: 'session',
      response: ZImportResponse,
    }),
    validate('json', ZImportRequest),
    async (c) => {
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
    },
  )
  .get(
    '/customers/:id',
    routeDoc({
      tag,
      summary: 'One customer of the business (404 for any other id)',
      auth: 'session',
      response: ZCustomerResponse,
    }),
    async (c) => {
      const customer = await getCustomer({ db: c.var.deps.db, businessId: c.var.businessId, id: c.req.param('id') });
      return c.json({ customer });
    },
  );
