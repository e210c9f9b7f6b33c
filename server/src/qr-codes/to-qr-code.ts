import type { TQrCode } from '@regulars/contracts';
import type { qrCodes } from '../db/schema/index.ts';

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
