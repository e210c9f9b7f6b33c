import { randomBytes } from 'node:crypto';
import type { TQrCode } from '@regulars/contracts';
import { saveBusinessKey } from '../db/business-keys.ts';
import type { TExecutor } from '../db/client.ts';
import { qrCodes } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { toQrCode } from './to-qr-code.ts';

/**
 * The code combines the business id, a timestamp and a random string. The 128 random bits make it
 * unguessable; the rest keeps it unique and traceable to its business.
 */
export function generateQrCode(businessId: string, now = Date.now()): string {
  const business = businessId.replace(/[^A-Za-z0-9]/g, '').slice(0, 24);
  return `${business}-${now.toString(36)}-${randomBytes(16).toString('hex')}`;
}

/** A new sign-up QR code: active, with no scans or sign-ups yet. */
export async function createQrCode({
  db,
  businessId,
  appUrl,
  input,
}: {
  db: TExecutor;
  businessId: string;
  appUrl: string;
  input: { locationName?: string | null; customUrl?: string | null };
}): Promise<TQrCode> {
  const code = generateQrCode(businessId);
  // The sign-up link names no business: business_keys is where it finds it.
  const [row] = await db.transaction(async (tx) => {
    await saveBusinessKey({ tx, kind: 'qr_code', key: code, businessId });
    return tx
      .insert(qrCodes)
      .values({
        businessId,
        code,
        locationName: input.locationName ?? null,
        customUrl: input.customUrl ?? null,
        scanCount: 0,
        signupCount: 0,
        active: true,
      })
      .returning();
  });
  if (!row) throw new AppError('INTERNAL', 'Failed to create QR code');
  return toQrCode(row, appUrl);
}
