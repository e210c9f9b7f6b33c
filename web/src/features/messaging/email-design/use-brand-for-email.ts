import { DEFAULT_BRAND_COLOR } from '@regulars/contracts';
import { useBrand } from '../../../api/brand.ts';

/** What a new email design starts from: the business's colour (the default until it picks one) and its logo. */
export function useBrandForEmail(): { color: string; hasLogo: boolean; loaded: boolean } {
  const brand = useBrand().data;
  return { color: brand?.brandColor ?? DEFAULT_BRAND_COLOR, hasLogo: Boolean(brand?.logo), loaded: Boolean(brand) };
}
