import type { TQrCode } from '@regulars/contracts';
import { desc, eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { qrCodes } from '../db/schema/index.ts';
import { toQrCode } from './to-qr-code.ts';

/** A business's QR codes, newest first, with their scan and sign-up counts. */
export async function listQrCodes({
  db,
  businessId,
  appUrl,
}: {
  db: TExecutor;
  businessId: string;
  appUrl: string;
}): Promise<TQrCode[]> {
  const rows = await db
    .select()
    .from(qrCodes)
    .where(eq(qrCodes.businessId, businessId))
    .orderBy(desc(qrCodes.createdAt), desc(qrCodes.id));
  return rows.map((row) => toQrCode(row, appUrl));
}
