import { z } from 'zod';

/** Until an owner chooses one: the product's indigo (Tailwind indigo-600). */
export const DEFAULT_BRAND_COLOR = '#4f46e5';
export const BRAND_COLOR_PATTERN = /^#[0-9a-f]{6}$/;

/** A colour as '#rrggbb' in lower case (what colour inputs give), or null when it is not one. */
export function normalBrandColor(value: string): string | null {
  const color = value.trim().toLowerCase();
  return BRAND_COLOR_PATTERN.test(color) ? color : null;
}

export const BRAND_COLOR_MESSAGE = 'Choose a colour such as #4f46e5';

export const ZBrandColor = z
  .string({ error: BRAND_COLOR_MESSAGE })
  .refine((value) => normalBrandColor(value) !== null, BRAND_COLOR_MESSAGE)
  .transform((value) => normalBrandColor(value) as string);

/** The display name's longest: it must fit an inbox's sender column and a wallet pass's top line. */
export const MAX_DISPLAY_NAME_LENGTH = 60;

/** The largest logo a business may upload: plenty for a sharp logo on an A4 poster, small enough for every email. */
export const MAX_LOGO_BYTES = 256 * 1024;
/** Wider or taller than this is a photo, not a logo (and too much for a phone to draw into a sign). */
export const MAX_LOGO_PIXELS = 4000;
/**
 * A larger logo is scaled down on the server to this many pixels on its longer side: sharp on an A4 poster (about
 * 300 dpi at its printed width), and light for every email that loads it.
 */
export const STORED_LOGO_PIXELS = 1024;
export const LOGO_CONTENT_TYPES = ['image/png', 'image/jpeg'] as const;

/** Every message of the Brand card, in plain words. */
export const BRAND_MESSAGES = {
  colorSaved: 'Brand colour saved',
  colorReset: 'Brand colour reset to the default',
  colorFailed: 'Failed to save the brand colour',
  logoUploaded: 'Logo uploaded',
  logoRemoved: 'Logo removed',
  logoFailed: 'Failed to upload the logo',
  removeFailed: 'Failed to remove the logo',
  notImage: 'Upload a PNG or JPEG image',
  tooLarge: 'The logo must be at most 256 KB',
  tooManyPixels: `The logo must be at most ${MAX_LOGO_PIXELS} × ${MAX_LOGO_PIXELS} pixels`,
  noLogo: 'No logo yet',
  nameSaved: 'Display name saved',
  nameCleared: 'Display name removed: customers see your company name',
  nameFailed: 'Failed to save the display name',
  nameTooLong: `Keep the display name to ${MAX_DISPLAY_NAME_LENGTH} characters or fewer`,
  nameInvalid: 'Enter the name as text',
  loadFailed: 'Failed to load your brand',
} as const;

export const ZBrandLogo = z.object({
  /** Absolute and versioned: a new upload gets a new address, so it may be cached for a year. */
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type TBrandLogo = z.infer<typeof ZBrandLogo>;

/**
 * The business's brand: its colour (null: the default), its logo (null: none yet), the name customers see (null: the
 * company name), and whether its plan leaves out the platform's "Powered by" mark (white-label).
 */
export const ZBrand = z.object({
  brandColor: z.string().nullable(),
  logo: ZBrandLogo.nullable(),
  displayName: z.string().nullable(),
  whiteLabel: z.boolean(),
});
export type TBrand = z.infer<typeof ZBrand>;

/**
 * The brand as customer-facing pages show it (the sign-up form, the portal, the unsubscribe page): the colour and
 * logo, and whether the platform's "Powered by" mark is left out. The name comes with the page's own answer
 * (`businessName`, already the display name when there is one).
 */
export const ZPublicBrand = ZBrand.omit({ displayName: true }).extend({
  /** The colour the page's band and buttons use: the brand colour darkened, if need be, for white text (bandColorFor). */
  bandColor: z.string().nullable(),
});
export type TPublicBrand = z.infer<typeof ZPublicBrand>;

/** null resets the colour to DEFAULT_BRAND_COLOR. */
export const ZUpdateBrand = z.object({ brandColor: ZBrandColor.nullable() }, { error: BRAND_COLOR_MESSAGE });
export type TUpdateBrand = z.infer<typeof ZUpdateBrand>;

/**
 * The display name: trimmed, inner runs of spaces made one; empty (or null) clears it, so customers see the company
 * name again. No line breaks or control characters: it becomes an email's sender.
 */
export const ZUpdateDisplayName = z.object(
  {
    displayName: z
      .string({ error: BRAND_MESSAGES.nameInvalid })
      .transform((value) =>
        value
          .replace(/\s+/g, ' ')
          .replace(/\p{Cc}/gu, '')
          .trim(),
      )
      .pipe(z.string().max(MAX_DISPLAY_NAME_LENGTH, BRAND_MESSAGES.nameTooLong))
      .transform((value) => (value === '' ? null : value))
      .nullable(),
  },
  { error: BRAND_MESSAGES.nameInvalid },
);
export type TUpdateDisplayName = z.input<typeof ZUpdateDisplayName>;

/** Base64 of MAX_LOGO_BYTES, with room for line breaks: past this the file is too large, whatever it is. */
const MAX_LOGO_BASE64_LENGTH = Math.ceil((MAX_LOGO_BYTES * 4) / 3) + 1024;

/**
 * The logo's file as base64 in a JSON body: the API reads JSON only (one body parser, one set of bad-input guards), and
 * a 256 KB file is 342 KB as base64, far under the body limit. Its type is read from the bytes, never from a name.
 */
export const ZUploadLogo = z.object({
  logo: z
    .string({ error: BRAND_MESSAGES.notImage })
    .min(1, BRAND_MESSAGES.notImage)
    .max(MAX_LOGO_BASE64_LENGTH, BRAND_MESSAGES.tooLarge),
});
export type TUploadLogo = z.infer<typeof ZUploadLogo>;

/** The ink used on a light brand colour: gray-900, as the app's own text. */
export const DARK_TEXT_ON_BRAND = '#111827';

function luminance(color: string): number {
  const channel = (at: number) => {
    const value = Number.parseInt(color.slice(at, at + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/**
 * White or dark text, whichever reads better on the colour (WCAG contrast): a pale brand colour gets dark text, so a
 * sign or an email stays readable whatever the owner picks.
 */
export function textColorOn(brandColor: string): '#ffffff' | typeof DARK_TEXT_ON_BRAND {
  const background = luminance(normalBrandColor(brandColor) ?? DEFAULT_BRAND_COLOR);
  const onWhite = 1.05 / (background + 0.05);
  const onDark = (background + 0.05) / (luminance(DARK_TEXT_ON_BRAND) + 0.05);
  return onWhite >= onDark ? '#ffffff' : DARK_TEXT_ON_BRAND;
}

/** White text needs this much contrast on a band of the brand colour (WCAG AA for normal text). */
export const WHITE_TEXT_MIN_CONTRAST = 4.5;

/** The contrast of white text on the colour (1 to 21), as WCAG measures it. */
export function whiteTextContrast(color: string): number {
  return 1.05 / (luminance(normalBrandColor(color) ?? DEFAULT_BRAND_COLOR) + 0.05);
}

/**
 * The brand colour darkened, if it must be, until white text on it reaches 4.5:1: the sign-up form's and the
 * portal's band carry white text whatever the owner picked (a pale yellow becomes an ochre).
 */
export function bandColorFor(brandColor: string): string {
  const base = normalBrandColor(brandColor) ?? DEFAULT_BRAND_COLOR;
  const hex = (n: number) => Math.round(n).toString(16).padStart(2, '0');
  const channels = [1, 3, 5].map((at) => Number.parseInt(base.slice(at, at + 2), 16));
  for (let keep = 1; keep > 0; keep -= 0.05) {
    const color = `#${channels.map((c) => hex(c * keep)).join('')}`;
    if (whiteTextContrast(color) >= WHITE_TEXT_MIN_CONTRAST) return color;
  }
  return '#000000';
}
