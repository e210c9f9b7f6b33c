import { randomBytes } from 'node:crypto';
import type { TQrCode } from '@regulars/contracts';
import { saveBusinessKey } from '../db/business-keys.ts';
import type { TExecutor } from '../db/client.ts';
import { customerAddress } from '../db/customer-address.ts';
import { qrCodes } from '../db/schema/index.ts';
import { findLocationFor } from '../locations/index.ts';
import { AppError } from '../platform/errors.ts';
import { generateShortCode } from '../platform/short-code.ts';
import { toQrCode } from './to-qr-code.ts';

/**
 * The code combines the business id, a timestamp and a random string. The 128 random bits make it
 * unguessable; the rest keeps it unique and traceable to its business.
 */
export function generateQrCode(businessId: string, now = Date.now()): string {
  const business = businessId.replace(/[^A-Za-z0-9]/g, '').slice(0, 24);
  return `${business}-${now.toString(36)}-${randomBytes(16).toString('hex')}`;
}

/**
 * A new sign-up QR code: active, with no scans or sign-ups yet, and its short code for the printed sign; its links on
 * the business's own domain once verified.
 */
export async function createQrCode({
  db,
  businessId,
  appUrl,
  input,
}: {
  db: TExecutor;
  businessId: string;
  appUrl: string;
  input: { locationId?: string | null; customUrl?: string | null };
}): Promise<TQrCode> {
  const code = generateQrCode(businessId);
  const shortCode = generateShortCode();
  return db.transaction(async (tx) => {
    // Another business's location is as unknown as a deleted one: 404, and nothing is written.
    const location = input.locationId ? await findLocationFor({ tx, businessId, locationId: input.locationId }) : null;
    // The sign-up link names no business: business_keys is where it finds it.
    await saveBusinessKey({ tx, kind: 'qr_code', key: code, businessId });
    // A short code another business holds (one chance in billions) fails the transaction: nothing is written.
    await saveBusinessKey({ tx, kind: 'qr_short', key: shortCode, businessId });
    const [row] = await tx
      .insert(qrCodes)
      .values({
        businessId,
        code,
        shortCode,
        locationId: location?.id ?? null,
        customUrl: input.customUrl ?? null,
        scanCount: 0,
        signupCount: 0,
        active: true,
      })
      .returning();
    if (!row) throw new AppError('INTERNAL', 'Failed to create QR code');
    const address = await customerAddress({ db: tx, appUrl, businessId });
    return toQrCode({ ...row, locationName: location?.name ?? null }, address);
  });
}
