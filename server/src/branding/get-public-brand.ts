import { bandColorFor, type TPublicBrand } from '@regulars/contracts';
import type { TExecutor } from '../db/client.ts';
import { getBrand } from './get-brand.ts';

/**
 * The brand a customer-facing page shows: the business's colour (and the band colour white text reads on), its logo,
 * and white-label from its plan. The page's own answer carries the name its customers see.
 */
export async function getPublicBrand(opts: {
  db: TExecutor;
  businessId: string;
  appUrl: string;
}): Promise<TPublicBrand> {
  const { displayName: _name, ...brand } = await getBrand(opts);
  const bandColor = brand.brandColor ? bandColorFor(brand.brandColor) : null;
  return { ...brand, bandColor };
}
