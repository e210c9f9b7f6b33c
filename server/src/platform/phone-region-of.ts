import { businessPhoneRegion } from '../db/business-phone-region.ts';
import type { TDeps } from './context.ts';

/** The region the request's business reads phones typed without a country code in (db/business-phone-region.ts). */
export const phoneRegionOf = (c: { var: { deps: TDeps; businessId: string } }) =>
  businessPhoneRegion({
    db: c.var.deps.db,
    businessId: c.var.businessId,
    fallback: c.var.deps.config.defaultPhoneRegion,
  });
