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
