import { languageOfLocale, type THostBrand } from '@regulars/contracts';
import { eq } from 'drizzle-orm';
import { getPublicBrand } from '../branding/index.ts';
import type { TDb } from '../db/client.ts';
import { customerFacingName } from '../db/customer-facing-name.ts';
import { businesses } from '../db/schema/index.ts';

/** Whose own domain this is: the name its customers know, its brand and its language. Null: no such business. */
export async function readHostBrand({
  db,
  appUrl,
  businessId,
}: {
  db: TDb;
  appUrl: string;
  businessId: string;
}): Promise<THostBrand | null> {
  const [row] = await db
    .select({ name: customerFacingName, locale: businesses.locale })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (!row) return null;
  const brand = await getPublicBrand({ db, businessId, appUrl });
  return { name: row.name, brand, language: languageOfLocale(row.locale) };
}
