import { randomBytes } from 'node:crypto';
import type { TQrCode } from '@regulars/contracts';
import type { qrCodes } from '../db/schema/index.ts';

export const QR_CODE_NOT_FOUND = 'QR code not found';

/**
 * Spec section 9: the code combines the business id, a timestamp and a random string. The 128
 * random bits make it unguessable; the rest keeps it unique and traceable to its business.
 */
export function generateQrCode(businessId: string, now = Date.now()): string {
  const business = businessId.replace(/[^A-Za-z0-9]/g, '').slice(0, 24);
  return `${business}-${now.toString(36)}-${randomBytes(16).toString('hex')}`;
}

/** Where a printed code sends people: the custom URL, or the business's sign-up form. */
export function signupFormUrl(appUrl: string, code: string): string {
  return `${appUrl}/signup-form/${encodeURIComponent(code)}`;
}

export function toQrCode(row: typeof qrCodes.$inferSelect, appUrl: string): TQrCode {
  return {
    id: row.id,
    code: row.code,
    locationName: row.locationName,
    customUrl: row.customUrl,
    url: row.customUrl ?? signupFormUrl(appUrl, row.code),
    scanCount: row.scanCount,
    signupCount: row.signupCount,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
  };
}
