import { SIGNUP_FORM_NOT_FOUND_MESSAGE } from '@regulars/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { businesses, qrCodes } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';

export type TSignupFormTarget = {
  qrCodeId: string;
  businessId: string;
  businessName: string;
  locationName: string | null;
};

const notFound = () => new AppError('NOT_FOUND', SIGNUP_FORM_NOT_FOUND_MESSAGE);

/**
 * The active QR code behind a sign-up link and its business; NOT_FOUND for an unknown or inactive code.
 * `countScan` counts one scan of the code; `lock` holds the code's row for the caller's transaction.
 */
export async function findSignupTarget({
  db,
  code,
  countScan = false,
  lock = false,
}: {
  db: TExecutor;
  code: string;
  countScan?: boolean;
  lock?: boolean;
}): Promise<TSignupFormTarget> {
  // Real codes are under 100 characters; anything far longer is not worth a query.
  if (code.length > 200) throw notFound();
  const where = and(eq(qrCodes.code, code), eq(qrCodes.active, true));
  const rows = countScan
    ? await db
        .update(qrCodes)
        .set({ scanCount: sql`${qrCodes.scanCount} + 1` })
        .where(where)
        .returning({ id: qrCodes.id, businessId: qrCodes.businessId, locationName: qrCodes.locationName })
    : lock
      ? await db
          .select({ id: qrCodes.id, businessId: qrCodes.businessId, locationName: qrCodes.locationName })
          .from(qrCodes)
          .where(where)
          .for('update')
      : await db
          .select({ id: qrCodes.id, businessId: qrCodes.businessId, locationName: qrCodes.locationName })
          .from(qrCodes)
          .where(where);
  const qr = rows[0];
  if (!qr) throw notFound();
  const [business] = await db
    .select({ name: businesses.companyName })
    .from(businesses)
    .where(eq(businesses.id, qr.businessId))
    .limit(1);
  if (!business) throw notFound();
  return { qrCodeId: qr.id, businessId: qr.businessId, businessName: business.name, locationName: qr.locationName };
}
