import { createHash } from 'node:crypto';
import type { TBrand } from '@regulars/contracts';
import { ne, sql } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { businessLogos } from '../db/schema/index.ts';
import type { TQueue } from '../jobs/queue.ts';
import { queueBrandRepush } from '../wallet/index.ts';
import { fitLogoImage } from './fit-logo-image.ts';
import { getBrand } from './get-brand.ts';
import { readLogoImage } from './read-logo-image.ts';

/**
 * Keeps the uploaded PNG or JPEG as the business's logo (scaled down when large), replacing any earlier one. Its
 * version goes up, so the public address changes and every cache (browsers, mail proxies) fetches the new file; the
 * same file uploaded again (same content hash) changes nothing. Throws VALIDATION or TOO_LARGE.
 */
export async function uploadLogo({
  db,
  businessId,
  appUrl,
  queue,
  base64,
}: {
  db: TDb;
  businessId: string;
  appUrl: string;
  /** Every wallet pass shows the brand: a change re-pushes them in the background. */
  queue: TQueue;
  base64: string;
}): Promise<TBrand> {
  const image = await fitLogoImage(readLogoImage(base64));
  const contentHash = createHash('sha256').update(image.bytes).digest('hex');
  const values = { ...image, contentHash, updatedAt: new Date() };
  const changed = await db
    .insert(businessLogos)
    .values({ businessId, ...values })
    .onConflictDoUpdate({
      target: businessLogos.businessId,
      set: { ...values, version: sql`${businessLogos.version} + 1` },
      setWhere: ne(businessLogos.contentHash, contentHash),
    })
    .returning({ version: businessLogos.version });
  if (changed.length > 0) await queueBrandRepush({ queue, businessId });
  return getBrand({ db, businessId, appUrl });
}
