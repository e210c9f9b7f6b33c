import { z } from 'zod';

export const QR_CUSTOM_URL_MESSAGE = 'Please enter a valid URL starting with http:// or https://';

/** Blank means "none": the form sends '' for an untouched optional field. */
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

export const ZQrCustomUrl = z.preprocess(
  blankToNull,
  z
    .string()
    .trim()
    .max(2000, 'The URL must be at most 2000 characters')
    .refine((value) => {
      try {
        const url = new URL(value);
        return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
      } catch {
        return false;
      }
    }, QR_CUSTOM_URL_MESSAGE)
    .nullable()
    .optional(),
);

export const QR_LOCATION_MESSAGE = 'Choose a location from the list';

/** The location is one of the business's (GET /api/locations); blank or null: no location. */
export const ZCreateQrCodeRequest = z.object({
  locationId: z.preprocess(blankToNull, z.uuid({ error: QR_LOCATION_MESSAGE }).nullable().optional()),
  customUrl: ZQrCustomUrl,
});
export type TCreateQrCodeRequest = z.input<typeof ZCreateQrCodeRequest>;

export const ZQrCode = z.object({
  id: z.string(),
  code: z.string(),
  locationId: z.string().nullable(),
  /** The location's name, read from the location (null: none). */
  locationName: z.string().nullable(),
  customUrl: z.string().nullable(),
  /** What the QR image encodes: the custom URL, or {APP_URL}/signup-form/{code}. */
  url: z.string(),
  /** What the printed sign gives to type instead: {APP_URL}/j/{8 characters}, leading where the code leads. */
  shortUrl: z.string(),
  scanCount: z.number().int(),
  signupCount: z.number().int(),
  active: z.boolean(),
  createdAt: z.string(),
});
export type TQrCode = z.infer<typeof ZQrCode>;

export const ZQrCodeList = z.object({ qrCodes: z.array(ZQrCode) });

/** Image sizes and the download file name. */
export const QR_SIZES = { download: 512, downloadMargin: 2, card: 200, preview: 400 } as const;

/** Lower-case ASCII words joined by dashes: "Café Bleu & Co." becomes "cafe-bleu-co" (file names, no spaces). */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/**
 * qr-code-{location or signup}.png, the location slugged ("Front Counter" → qr-code-front-counter.png): no spaces or
 * symbols, so the file survives email, print shops and every file system.
 */
export function qrDownloadFileName(locationName: string | null | undefined): string {
  return `qr-code-${slugify(locationName ?? '') || 'signup'}.png`;
}
