import {
  customerDataFileName,
  IMPORT_UNDO_MESSAGES,
  ZAddCustomer,
  ZCustomerDataExport,
  ZCustomerDetailResponse,
  ZCustomerList,
  ZCustomerListQuery,
  ZCustomerResponse,
  ZDeletionRequests,
  ZImportBatchList,
  ZImportPreflight,
  ZImportPreflightResponse,
  ZImportRequest,
  ZImportResponse,
  ZImportUndoResponse,
  ZUpdateCustomer,
} from '@regulars/contracts';
import { appTranslatorFor } from '@regulars/contracts/i18n/all-catalogues';
import { Hono } from 'hono';
import { actorOfUser } from '../audit/index.ts';
import type { TAppEnv } from '../platform/context.ts';
import { jsonAttachment } from '../platform/json-attachment.ts';
import { phoneRegionOf } from '../platform/phone-region-of.ts';
import { routeDoc } from '../platform/route-doc.ts';
import { requireBusiness, requireTeamAdmin } from '../platform/session.ts';
import { sessionLanguage } from '../platform/session-language.ts';
import { uuidParam } from '../platform/uuid-param.ts';
import { validate } from '../platform/validate.ts';
import { addCustomer } from './add-customer.ts';
import { answerAccessRequest } from './answer-access-request.ts';
import { checkImportFits } from './check-import-fits.ts';
import { deleteCustomer } from './delete-customer.ts';
import { getCustomer } from './get-customer.ts';
import { importAttestation } from './import-attestation.ts';
import { importCustomers } from './import-customers.ts';
import { listCustomers } from './list-customers.ts';
import { listDeletionRequests } from './list-deletion-requests.ts';
import { listImports } from './list-imports.ts';
import { undoImport } from './undo-import.ts';
import { updateCustomer } from './update-customer.ts';

const tag = 'Customers';
/** The portal's wrong-PIN lock, which a PIN set by the business clears (the counts live in PostgreSQL). */

/** /api/customers: every query scoped by the signed-in business. */
export const customerRoutes = new Hono<TAppEnv>()
  // '/customers/*' also matches '/customers' itself.
  .use('/customers/*', requireBusiness)
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
      const { db } = c.var.deps;
      const query = c.req.valid('query');
      return c.json(
        await listCustomers({ db, businessId: c.var.businessId, query, phoneRegion: await phoneRegionOf(c) }),
      );
    },
  )
  .post(
    '/customers',
    routeDoc({
      tag,
      summary:
        'Add a customer (an email or a phone required; 409 on a duplicate phone/email, 403 PLAN_LIMIT at max_customers)',
      auth: 'session',
      response: ZCustomerResponse,
      status: 201,
    }),
    validate('json', ZAddCustomer),
    async (c) => {
      const { db, queue } = c.var.deps;
      const customer = await addCustomer({
        db,
        queue,
        fingerprints: c.var.deps.fingerprints,
        businessId: c.var.businessId,
        input: c.req.valid('json'),
        phoneRegion: await phoneRegionOf(c),
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
      summary:
        'Import up to 5000 CSV rows in batches of 50 (each its own transaction); per-row results; fitToLimit imports the rows that fit the plan; new customers are opted in only where consent says how they agreed',
      auth: 'session',
      response: ZImportResponse,
    }),
    validate('json', ZImportRequest),
    async (c) => {
      const { database, queue, logger } = c.var.deps;
      const { rows, final, fitToLimit, updateExisting, importId, consent } = c.req.valid('json');
      const result = await importCustomers({
        database,
        queue,
        businessId: c.var.businessId,
        rows,
        final,
        fitToLimit,
        updateExisting,
        importId,
        consent,
        // Stored as each customer's consent: what this owner read and confirmed, in their language.
        attestation: importAttestation(appTranslatorFor(await sessionLanguage(c))),
        userId: c.var.user?.id ?? null,
        phoneRegion: await phoneRegionOf(c),
        logger,
      });
      return c.json(result);
    },
  )
  .get(
    '/customers/imports',
    routeDoc({
      tag,
      summary:
        "The last 30 days' imports (at most 20), newest first: who ran each, what it added and updated, undone or not",
      auth: 'session',
      response: ZImportBatchList,
    }),
    async (c) => c.json(await listImports({ db: c.var.deps.db, businessId: c.var.businessId })),
  )
  .post(
    '/customers/imports/:id/undo',
    routeDoc({
      tag,
      summary:
        'Undo an import within 24 hours: its new customers removed, its updates put back; 409 once anyone earned or redeemed on its customers',
      auth: 'session',
      response: ZImportUndoResponse,
    }),
    async (c) => {
      const result = await undoImport({
        db: c.var.deps.db,
        queue: c.var.deps.queue,
        businessId: c.var.businessId,
        importId: uuidParam(c, IMPORT_UNDO_MESSAGES.notFound),
        actor: actorOfUser(c.var.user),
        userId: c.var.user?.id ?? null,
      });
      return c.json(result);
    },
  )
  // Before '/customers/:id', which would take 'deletion-requests' for an id.
  .get(
    '/customers/deletion-requests',
    routeDoc({
      tag,
      summary: 'The customers who asked in the portal to be deleted and are not yet, oldest request first',
      auth: 'session',
      response: ZDeletionRequests,
    }),
    async (c) => c.json(await listDeletionRequests({ db: c.var.deps.db, businessId: c.var.businessId })),
  )
  .get(
    '/customers/:id',
    routeDoc({
      tag,
      summary: 'One customer of the business, with whether a portal PIN is set (404 for any other id)',
      auth: 'session',
      response: ZCustomerDetailResponse,
    }),
    async (c) => {
      const customer = await getCustomer({ db: c.var.deps.db, businessId: c.var.businessId, id: c.req.param('id') });
      return c.json({ customer });
    },
  )
  .get(
    '/customers/:id/data',
    routeDoc({
      tag,
      summary:
        "A customer's access request answered: everything kept about them as a JSON download (team admins; in the audit trail)",
      auth: 'session',
      response: ZCustomerDataExport,
    }),
    requireTeamAdmin,
    async (c) => {
      const data = await answerAccessRequest({
        db: c.var.deps.db,
        businessId: c.var.businessId,
        customerId: c.req.param('id'),
        actor: actorOfUser(c.var.user),
      });
      return jsonAttachment(c, data, customerDataFileName(data.business.name, data.profile.customerNumber));
    },
  )
  .patch(
    '/customers/:id',
    routeDoc({
      tag,
      summary:
        "Edit a customer: only the fields sent change (Add Customer's rules, plus portalEnabled); 409 on another customer's phone/email",
      auth: 'session',
      response: ZCustomerDetailResponse,
    }),
    validate('json', ZUpdateCustomer),
    async (c) => {
      const { db, queue } = c.var.deps;
      const customer = await updateCustomer({
        db,
        queue,
        businessId: c.var.businessId,
        id: c.req.param('id'),
        input: c.req.valid('json'),
        phoneRegion: await phoneRegionOf(c),
      });
      return c.json({ customer });
    },
  )
  .delete(
    '/customers/:id',
    routeDoc({
      tag,
      summary:
        'Delete a customer: personal data erased, unused rewards voided, portal sessions ended; the ledger keeps its rows',
      auth: 'session',
      status: 204,
    }),
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
