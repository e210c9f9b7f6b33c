import type { TBrand } from '@regulars/contracts';
import { eq } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { businesses } from '../db/schema/index.ts';
import type { TQueue } from '../jobs/queue.ts';
import { AppError, BUSINESS_NOT_FOUND } from '../platform/errors.ts';
import { queueBrandRepush } from '../wallet/index.ts';
import { getBrand } from './get-brand.ts';

/**
 * Saves the name customers see (the sign-up form, the portal, emails, texts, signs, wallet passes), or forgets it
 * (null) so they see the company name again. Throws NOT_FOUND.
 */
export async function saveDisplayName({
  db,
  businessId,
  appUrl,
  queue,
  displayName,
}: {
  db: TDb;
  businessId: string;
  appUrl: string;
  /** Every wallet pass carries the name: a change re-pushes them in the background. */
  queue: TQueue;
  displayName: string | null;
}): Promise<TBrand> {
  const [row] = await db
    .update(businesses)
    .set({ displayName })
    .where(eq(businesses.id, businessId))
    .returning({ id: businesses.id });
  if (!row) throw new AppError('NOT_FOUND', BUSINESS_NOT_FOUND);
  await queueBrandRepush({ queue, businessId });
  return getBrand({ db, businessId, appUrl });
}
