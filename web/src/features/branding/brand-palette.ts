import type { TPublicBrand } from '@regulars/contracts';
import type { CSSProperties } from 'react';

/** How much of the brand colour each lighter shade keeps (mixed with white), and each darker one (with black). */
const LIGHT = { 50: 6, 100: 14, 200: 26, 300: 42, 400: 64, 500: 84 } as const;
const DARK = { 700: 84, 800: 68, 900: 54 } as const;

/**
 * The app's brand shades (Tailwind's --color-brand-*) remade from the business's colour, for a customer-facing page's
 * root: every bg-brand-600, text-brand-700, ring-brand-500 inside it takes the business's colour. The 600 shade is
 * the band colour (the brand colour darkened, on the server, until white text reads on it). Undefined without a
 * colour: the product's indigo stays. Values only, no contracts code: the sign-up page ships without zod.
 */
export function brandPalette(brand: Pick<TPublicBrand, 'bandColor'> | null | undefined): CSSProperties | undefined {
  if (!brand?.bandColor) return undefined;
  const base = brand.bandColor;
  const vars: Record<string, string> = { '--color-brand-600': base };
  for (const [shade, keep] of Object.entries(LIGHT))
    vars[`--color-brand-${shade}`] = `color-mix(in oklab, ${base} ${keep}%, white)`;
  for (const [shade, keep] of Object.entries(DARK))
    vars[`--color-brand-${shade}`] = `color-mix(in oklab, ${base} ${keep}%, black)`;
  return vars as CSSProperties;
}

/** The band's gradient: the product's indigo to violet, or the brand colour to its own darker shade. */
export const bandGradient = (branded: boolean) => (branded ? 'to-brand-800' : 'to-violet-600');
