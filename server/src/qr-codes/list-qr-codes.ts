import type { TQrCode } from '@regulars/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { customerAddress } from '../db/customer-address.ts';
import { locations, qrCodes } from '../db/schema/index.ts';
import { toQrCode } from './to-qr-code.ts';

/**
 * A business's QR codes, newest first, with their location's name and their scan and sign-up counts; their links on
 * the business's own domain once verified.
 */
export async function listQrCodes({
  db,
  businessId,
  appUrl,
}: {
  db: TExecutor;
  businessId: string;
  appUrl: string;
}): Promise<TQrCode[]> {
  const [rows, address] = await Promise.all([
    db
      .select({ qr: qrCodes, locationName: locations.name })
      .from(qrCodes)
      .leftJoin(locations, and(eq(locations.businessId, qrCodes.businessId), eq(locations.id, qrCodes.locationId)))
      .where(eq(qrCodes.businessId, businessId))
      .orderBy(desc(qrCodes.createdAt), desc(qrCodes.id)),
    customerAddress({ db, appUrl, businessId }),
  ]);
  return rows.map(({ qr, locationName }) => toQrCode({ ...qr, locationName }, address));
}
