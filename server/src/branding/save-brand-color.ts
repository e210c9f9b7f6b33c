import type { TBrand } from '@regulars/contracts';
import { eq } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { businesses } from '../db/schema/index.ts';
import type { TQueue } from '../jobs/queue.ts';
import { AppError, BUSINESS_NOT_FOUND } from '../platform/errors.ts';
import { queueBrandRepush } from '../wallet/index.ts';
import { getBrand } from './get-brand.ts';

/** Saves the brand colour ('#rrggbb'), or forgets it (null) so signs and emails use the default. Throws NOT_FOUND. */
export async function saveBrandColor({
  db,
  businessId,
  appUrl,
  queue,
  brandColor,
}: {
  db: TDb;
  businessId: string;
  appUrl: string;
  /** Every wallet pass shows the brand: a change re-pushes them in the background. */
  queue: TQueue;
  brandColor: string | null;
}): Promise<TBrand> {
  const [row] = await db
    .update(businesses)
    .set({ brandColor })
    .where(eq(businesses.id, businessId))
    .returning({ id: businesses.id });
  if (!row) throw new AppError('NOT_FOUND', BUSINESS_NOT_FOUND);
  await queueBrandRepush({ queue, businessId });
  return getBrand({ db, businessId, appUrl });
}
