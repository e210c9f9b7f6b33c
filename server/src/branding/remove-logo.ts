import type { TBrand } from '@regulars/contracts';
import { eq } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { businessLogos } from '../db/schema/index.ts';
import type { TQueue } from '../jobs/queue.ts';
import { queueBrandRepush } from '../wallet/index.ts';
import { getBrand } from './get-brand.ts';

/** Removes the logo (signs fall back to the initial, emails to the name); removing none is not an error. */
export async function removeLogo({
  db,
  businessId,
  appUrl,
  queue,
}: {
  db: TDb;
  businessId: string;
  appUrl: string;
  /** Every wallet pass shows the brand: a change re-pushes them in the background. */
  queue: TQueue;
}): Promise<TBrand> {
  await db.delete(businessLogos).where(eq(businessLogos.businessId, businessId));
  await queueBrandRepush({ queue, businessId });
  return getBrand({ db, businessId, appUrl });
}
