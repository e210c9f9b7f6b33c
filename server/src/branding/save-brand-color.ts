import type { TBrand } from '@regulars/contracts';
import { eq } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { businesses } from '../db/schema/index.ts';
import { AppError, BUSINESS_NOT_FOUND } from '../platform/errors.ts';
import { getBrand } from './get-brand.ts';

/** Saves the brand colour ('#rrggbb'), or forgets it (null) so signs and emails use the default. Throws NOT_FOUND. */
export async function saveBrandColor({
  db,
  businessId,
  appUrl,
  brandColor,
}: {
  db: TDb;
  businessId: string;
  appUrl: string;
  brandColor: string | null;
}): Promise<TBrand> {
  const [row] = await db
    .update(businesses)
    .set({ brandColor })
    .where(eq(businesses.id, businessId))
    .returning({ id: businesses.id });
  if (!row) throw new AppError('NOT_FOUND', BUSINESS_NOT_FOUND);
  return getBrand({ db, businessId, appUrl });
}
