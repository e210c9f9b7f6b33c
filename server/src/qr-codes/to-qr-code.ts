import type { TQrCode } from '@regulars/contracts';
import type { qrCodes } from '../db/schema/index.ts';

/**
 * Where a printed code sends people: the custom URL, or the business's sign-up form at `address` (its own domain once
 * verified, else APP_URL: db/customer-address.ts).
 */
export function signupFormUrl(address: string, code: string): string {
  return `${address}/signup-form/${encodeURIComponent(code)}`;
}

/** Where the printed sign's short link lives: {APP_URL}/j/{short code}, typed by someone whose camera cannot scan. */
export const SHORT_LINK_PATH = '/j';

export function shortLinkUrl(address: string, shortCode: string): string {
  return `${address}${SHORT_LINK_PATH}/${shortCode}`;
}

/** A QR code's row with its location's name (null: no location). */
export type TQrCodeRow = typeof qrCodes.$inferSelect & { locationName: string | null };

export function toQrCode(row: TQrCodeRow, address: string): TQrCode {
  return {
    id: row.id,
    code: row.code,
    locationId: row.locationId,
    locationName: row.locationName,
    customUrl: row.customUrl,
    url: row.customUrl ?? signupFormUrl(address, row.code),
    shortUrl: shortLinkUrl(address, row.shortCode),
    scanCount: row.scanCount,
    signupCount: row.signupCount,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
  };
}
