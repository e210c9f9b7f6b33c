import { randomBytes } from 'node:crypto';
import type { TQrCode } from '@regulars/contracts';
import { saveBusinessKey } from '../db/business-keys.ts';
import type { TExecutor } from '../db/client.ts';
import { qrCodes } from '../db/schema/index.ts';
import { findLocationFor } from '../locations/index.ts';
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

/** What a short code is made of: letters and digits nobody reads as another (no 0/O, no 1/I/L). */
export const SHORT_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const SHORT_CODE_LENGTH = 8;

/** Eight characters of the alphabet, each drawn evenly (31⁸ ≈ 850 billion codes). */
export function generateShortCode(): string {
  let code = '';
  while (code.length < SHORT_CODE_LENGTH) {
    // Bytes of 248 or more are skipped, so each of the 31 characters is equally likely.
    for (const byte of randomBytes(SHORT_CODE_LENGTH)) {
      if (byte < 248 && code.length < SHORT_CODE_LENGTH) code += SHORT_CODE_ALPHABET[byte % 31];
    }
  }
  return code;
}

/** A new sign-up QR code: active, with no scans or sign-ups yet, and its short code for the printed sign. */
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
    return toQrCode({ ...row, locationName: location?.name ?? null }, appUrl);
  });
}
