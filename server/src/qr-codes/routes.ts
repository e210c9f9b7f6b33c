import { ZCreateQrCodeRequest } from '@regulars/contracts';
import { Hono } from 'hono';
import type { TAppEnv } from '../platform/context.ts';
import { requireBusiness } from '../platform/session.ts';
import { uuidParam } from '../platform/uuid-param.ts';
import { validate } from '../platform/validate.ts';
import { createQrCode } from './create-qr-code.ts';
import { deleteQrCode, QR_CODE_NOT_FOUND } from './delete-qr-code.ts';
import { listQrCodes } from './list-qr-codes.ts';

/** /api/qr-codes: the signed-in business's sign-up QR codes. */
export const qrCodeRoutes = new Hono<TAppEnv>()
  .use('/qr-codes', requireBusiness)
  .use('/qr-codes/*', requireBusiness)
  .get('/qr-codes', async (c) => {
    const { db, config } = c.var.deps;
    return c.json({ qrCodes: await listQrCodes({ db, businessId: c.var.businessId, appUrl: config.appUrl }) });
  })
  .post('/qr-codes', validate('json', ZCreateQrCodeRequest), async (c) => {
    const { db, config } = c.var.deps;
    const qrCode = await createQrCode({
      db,
      businessId: c.var.businessId,
      appUrl: config.appUrl,
      input: c.req.valid('json'),
    });
    return c.json(qrCode, 201);
  })
  .delete('/qr-codes/:id', async (c) => {
    await deleteQrCode({ db: c.var.deps.db, businessId: c.var.businessId, id: uuidParam(c, QR_CODE_NOT_FOUND) });
    return c.body(null, 204);
  });
