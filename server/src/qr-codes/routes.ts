import { ZCreateQrCodeRequest, ZQrCode, ZQrCodeList } from '@regulars/contracts';
import { Hono } from 'hono';
import type { TAppEnv } from '../platform/context.ts';
import { routeDoc } from '../platform/route-doc.ts';
import { requireBusiness } from '../platform/session.ts';
import { uuidParam } from '../platform/uuid-param.ts';
import { validate } from '../platform/validate.ts';
import { createQrCode } from './create-qr-code.ts';
import { deleteQrCode, QR_CODE_NOT_FOUND } from './delete-qr-code.ts';
import { listQrCodes } from './list-qr-codes.ts';

const tag = 'QR codes';

/** /api/qr-codes: the signed-in business's sign-up QR codes. */
export const qrCodeRoutes = new Hono<TAppEnv>()
  .use('/qr-codes', requireBusiness)
  .use('/qr-codes/*', requireBusiness)
  .get(
    '/qr-codes',
    routeDoc({
      tag,
      summary: "The business's sign-up QR codes, newest first, with scan and sign-up counts",
      auth: 'session',
      response: ZQrCodeList,
    }),
    async (c) => {
      const { db, config } = c.var.deps;
      return c.json({ qrCodes: await listQrCodes({ db, businessId: c.var.businessId, appUrl: config.appUrl }) });
    },
  )
  .post(
    '/qr-codes',
    routeDoc({
      tag,
      summary: "Generate a QR code (optional location, one of the business's, and custom http/https URL)",
      auth: 'session',
      response: ZQrCode,
      status: 201,
    }),
    validate('json', ZCreateQrCodeRequest),
    async (c) => {
      const { db, config } = c.var.deps;
      const qrCode = await createQrCode({
        db,
        businessId: c.var.businessId,
        appUrl: config.appUrl,
        input: c.req.valid('json'),
      });
      return c.json(qrCode, 201);
    },
  )
  .delete(
    '/qr-codes/:id',
    routeDoc({ tag, summary: 'Delete a QR code; its sign-up link stops working', auth: 'session', status: 204 }),
    async (c) => {
      await deleteQrCode({ db: c.var.deps.db, businessId: c.var.businessId, id: uuidParam(c, QR_CODE_NOT_FOUND) });
      return c.body(null, 204);
    },
  );
