import { BRAND_MESSAGES, MAX_LOGO_BYTES, MAX_LOGO_PIXELS } from '@regulars/contracts';
import { imageSize } from 'image-size';
import { AppError } from '../platform/errors.ts';

export type TLogoImage = {
  contentType: 'image/png' | 'image/jpeg';
  bytes: Buffer;
  width: number;
  height: number;
};

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
/** What the first bytes of the file say it is: a name or a declared type can lie, the signature cannot. */
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

function typeFromBytes(bytes: Buffer): TLogoImage['contentType'] | null {
  if (bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return 'image/png';
  if (bytes.subarray(0, JPEG_SIGNATURE.length).equals(JPEG_SIGNATURE)) return 'image/jpeg';
  return null;
}

/**
 * The uploaded file (base64) as a logo we keep: a real PNG or JPEG by its bytes, at most 256 KB, its size in pixels
 * read from its header. Anything else is refused with a message the owner can act on.
 */
export function readLogoImage(base64: string): TLogoImage {
  const text = base64.replace(/\s+/g, '');
  if (!BASE64.test(text) || text.length % 4 !== 0) throw new AppError('VALIDATION', BRAND_MESSAGES.notImage);
  const bytes = Buffer.from(text, 'base64');
  if (bytes.length > MAX_LOGO_BYTES) throw new AppError('TOO_LARGE', BRAND_MESSAGES.tooLarge);
  const contentType = typeFromBytes(bytes);
  if (!contentType) throw new AppError('VALIDATION', BRAND_MESSAGES.notImage);
  let size: { width?: number; height?: number; type?: string };
  try {
    size = imageSize(bytes);
  } catch {
    // A PNG or JPEG signature on a file whose header does not parse: a broken or disguised file.
    throw new AppError('VALIDATION', BRAND_MESSAGES.notImage);
  }
  const expected = contentType === 'image/png' ? 'png' : 'jpg';
  const { width, height } = size;
  if (size.type !== expected || !width || !height) throw new AppError('VALIDATION', BRAND_MESSAGES.notImage);
  if (width > MAX_LOGO_PIXELS || height > MAX_LOGO_PIXELS) {
    throw new AppError('VALIDATION', BRAND_MESSAGES.tooManyPixels);
  }
  return { contentType, bytes, width, height };
}
