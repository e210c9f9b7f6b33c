import { eq } from 'drizzle-orm';
import type { TExecutor } from './client.ts';
import { businesses } from './schema/index.ts';

/**
 * The region a business reads phones typed without a country code in (issue 52): its country, else the server's
 * DEFAULT_PHONE_REGION (`fallback`). One primary-key read; an explicit region of the caller's (the API's) wins before
 * this is asked.
 */
export async function businessPhoneRegion({
  db,
  businessId,
  fallback,
}: {
  db: TExecutor;
  businessId: string;
  fallback: string;
}): Promise<string> {
  const [row] = await db.select({ country: businesses.country }).from(businesses).where(eq(businesses.id, businessId));
  return row?.country ?? fallback;
}
