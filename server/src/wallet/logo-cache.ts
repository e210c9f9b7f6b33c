import { and, eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { businessLogos } from '../db/schema/index.ts';

/** Logos by business and version: a new upload has a new version, so an entry never goes stale, only unused. */
const cache = new Map<string, Buffer | null>();
const MAX_ENTRIES = 500;

/**
 * The business's logo for a pass: Apple shows logo.png, so a PNG logo is used as it is; a JPEG one is left out (the
 * pass shows the business's name instead) rather than converting it with a native image library. A pure cache by
 * (business, logo version): every process reads the same bytes from the database.
 */
export async function passLogo({
  db,
  businessId,
  version,
}: {
  db: TExecutor;
  businessId: string;
  version: number | null;
}): Promise<Buffer | null> {
  if (version === null) return null;
  const key = `${businessId}:${version}`;
  if (cache.has(key)) return cache.get(key) ?? null;
  const [row] = await db
    .select({ contentType: businessLogos.contentType, bytes: businessLogos.bytes })
    .from(businessLogos)
    .where(and(eq(businessLogos.businessId, businessId), eq(businessLogos.version, version)));
  const png = row?.contentType === 'image/png' ? Buffer.from(row.bytes) : null;
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  cache.set(key, png);
  return png;
}
