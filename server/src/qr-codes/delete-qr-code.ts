import { and, eq } from 'drizzle-orm';
import { deleteBusinessKey } from '../db/business-keys.ts';
import type { TExecutor } from '../db/client.ts';
import { qrCodes } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';

export const QR_CODE_NOT_FOUND = 'QR code not found';

/**
 * Deletes a QR code of the business; its sign-up link and its short link stop working. Another business's code is
 * not found.
 */
export async function deleteQrCode({
  db,
  businessId,
  id,
}: {
  db: TExecutor;
  businessId: string;
  id: string;
}): Promise<void> {
  const deleted = await db.transaction(async (tx) => {
    const rows = await tx
      .delete(qrCodes)
      .where(and(eq(qrCodes.id, id), eq(qrCodes.businessId, businessId)))
      .returning({ code: qrCodes.code, shortCode: qrCodes.shortCode });
    for (const row of rows) {
      await deleteBusinessKey({ tx, kind: 'qr_code', key: row.code, businessId });
      await deleteBusinessKey({ tx, kind: 'qr_short', key: row.shortCode, businessId });
    }
    return rows;
  });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', QR_CODE_NOT_FOUND);
}
