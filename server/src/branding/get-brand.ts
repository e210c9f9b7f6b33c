import type { TBrand } from '@regulars/contracts';
import { eq } from 'drizzle-orm';
import { effectiveTier } from '../billing/index.ts';
import type { TExecutor } from '../db/client.ts';
import { businesses, businessLogos } from '../db/schema/index.ts';
import { AppError, BUSINESS_NOT_FOUND } from '../platform/errors.ts';
import { logoUrl } from './logo-url.ts';

/**
 * The business's colour (null: the default), its logo's public address and size (null: none), its display name
 * (null: the company name) and white-label from its plan (a lapsed plan is the free one, so the platform's mark comes
 * back with it). Throws NOT_FOUND.
 */
export async function getBrand(opts: { db: TExecutor; businessId: string; appUrl: string }): Promise<TBrand> {
  const { db, businessId, appUrl } = opts;
  const [[row], tier] = await Promise.all([
    db
      .select({
        brandColor: businesses.brandColor,
        displayName: businesses.displayName,
        version: businessLogos.version,
        width: businessLogos.width,
        height: businessLogos.height,
      })
      .from(businesses)
      .leftJoin(businessLogos, eq(businessLogos.businessId, businesses.id))
      .where(eq(businesses.id, businessId)),
    effectiveTier(opts),
  ]);
  if (!row) throw new AppError('NOT_FOUND', BUSINESS_NOT_FOUND);
  const logo =
    row.version !== null && row.width !== null && row.height !== null
      ? { url: logoUrl(appUrl, businessId, row.version), width: row.width, height: row.height }
      : null;
  return { brandColor: row.brandColor, logo, displayName: row.displayName, whiteLabel: tier.features.whiteLabel };
}
