import type { TBrand } from '@regulars/contracts';
import { eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { businesses, businessLogos } from '../db/schema/index.ts';
import { AppError, BUSINESS_NOT_FOUND } from '../platform/errors.ts';
import { logoUrl } from './logo-url.ts';

/** The business's colour (null: the default) and its logo's public address and size (null: none). Throws NOT_FOUND. */
export async function getBrand({
  db,
  businessId,
  appUrl,
}: {
  db: TExecutor;
  businessId: string;
  appUrl: string;
}): Promise<TBrand> {
  const [row] = await db
    .select({
      brandColor: businesses.brandColor,
      version: businessLogos.version,
      width: businessLogos.width,
      height: businessLogos.height,
    })
    .from(businesses)
    .leftJoin(businessLogos, eq(businessLogos.businessId, businesses.id))
    .where(eq(businesses.id, businessId));
  if (!row) throw new AppError('NOT_FOUND', BUSINESS_NOT_FOUND);
  const logo =
    row.version !== null && row.width !== null && row.height !== null
      ? { url: logoUrl(appUrl, businessId, row.version), width: row.width, height: row.height }
      : null;
  return { brandColor: row.brandColor, logo };
}
