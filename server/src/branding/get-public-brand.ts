import { bandColorFor, type TPublicBrand } from '@regulars/contracts';
import { effectiveTier } from '../billing/index.ts';
import type { TExecutor } from '../db/client.ts';
import { getBrand } from './get-brand.ts';

/**
 * The brand a customer-facing page shows: the business's colour and logo, and white-label from its plan (a lapsed
 * plan is the free one, so the platform's mark comes back with it).
 */
export async function getPublicBrand(opts: {
  db: TExecutor;
  businessId: string;
  appUrl: string;
}): Promise<TPublicBrand> {
  const [brand, tier] = await Promise.all([getBrand(opts), effectiveTier(opts)]);
  const bandColor = brand.brandColor ? bandColorFor(brand.brandColor) : null;
  return { ...brand, bandColor, whiteLabel: tier.features.whiteLabel };
}
