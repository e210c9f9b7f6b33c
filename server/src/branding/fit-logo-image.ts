import { BRAND_MESSAGES, MAX_LOGO_PIXELS, STORED_LOGO_PIXELS } from '@regulars/contracts';
import { AppError } from '../platform/errors.ts';
import type { TLogoImage } from './read-logo-image.ts';

/**
 * The logo as we keep it: one larger than STORED_LOGO_PIXELS on its longer side is scaled down (aspect ratio kept,
 * same type, turned upright as its camera said) so every email and sign loads a small file; a smaller one is kept
 * byte for byte, as the owner made it. sharp (libvips) loads on the first large upload, never at start.
 */
export async function fitLogoImage(image: TLogoImage): Promise<TLogoImage> {
  if (Math.max(image.width, image.height) <= STORED_LOGO_PIXELS) return image;
  const { default: sharp } = await import('sharp');
  try {
    const resized = sharp(image.bytes, { limitInputPixels: MAX_LOGO_PIXELS * MAX_LOGO_PIXELS })
      .rotate()
      .resize({ width: STORED_LOGO_PIXELS, height: STORED_LOGO_PIXELS, fit: 'inside', withoutEnlargement: true });
    const encoded =
      image.contentType === 'image/png' ? resized.png({ compressionLevel: 9 }) : resized.jpeg({ quality: 88 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { contentType: image.contentType, bytes: data, width: info.width, height: info.height };
  } catch {
    // A header that reads well over pixel data that does not: a broken file.
    throw new AppError('VALIDATION', BRAND_MESSAGES.notImage);
  }
}
