import { businessPhoneRegion } from '../db/business-phone-region.ts';
import type { TDeps } from './context.ts';

/**
 * The region the request's business reads phones typed without a country code in: as the session read it
 * (requireBusiness), else read (db/business-phone-region.ts: a counter device's or an API key's request).
 */
export const phoneRegionOf = async (c: { var: { deps: TDeps; businessId: string; phoneRegion?: string } }) =>
  c.var.phoneRegion ??
  businessPhoneRegion({
    db: c.var.deps.db,
    businessId: c.var.businessId,
    fallback: c.var.deps.config.defaultPhoneRegion,
  });
