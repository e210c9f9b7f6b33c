import type { TCreateQrCodeRequest, TQrCode } from '@regulars/contracts';
import type { TClient } from '../harness.ts';
import { newLocation } from './locations.ts';

/** Generates a QR code through the API and returns it; throws with the response on failure. */
export async function newQrCode(c: TClient, input: TCreateQrCodeRequest = {}): Promise<TQrCode> {
  const res = await c.post('/api/qr-codes', input);
  if (res.status !== 201) throw new Error(`qr create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as TQrCode;
}

/** Adds a location named `name` and generates a QR code there (a Free plan has room for one location). */
export async function newQrCodeAt(c: TClient, name: string): Promise<TQrCode> {
  const location = await newLocation(c, { name });
  return newQrCode(c, { locationId: location.id });
}
