import type { TBrand } from '@regulars/contracts';
import { eq } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { businessLogos } from '../db/schema/index.ts';
import { getBrand } from './get-brand.ts';

/** Removes the logo (signs fall back to the initial, emails to the name); removing none is not an error. */
export async function removeLogo({
  db,
  businessId,
  appUrl,
}: {
  db: TDb;
  businessId: string;
  appUrl: string;
}): Promise<TBrand> {
  await db.delete(businessLogos).where(eq(businessLogos.businessId, businessId));
  return getBrand({ db, businessId, appUrl });
}
