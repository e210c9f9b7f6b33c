import { eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { businessLogos } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';

export const LOGO_NOT_FOUND = 'No such logo';

/** The logo's file and current version, for anyone with its address (emails show it). Throws NOT_FOUND. */
export async function getPublicLogo({
  db,
  businessId,
}: {
  db: TExecutor;
  businessId: string;
}): Promise<{ contentType: 'image/png' | 'image/jpeg'; bytes: Buffer; version: number }> {
  const [row] = await db
    .select({ contentType: businessLogos.contentType, bytes: businessLogos.bytes, version: businessLogos.version })
    .from(businessLogos)
    .where(eq(businessLogos.businessId, businessId));
  if (!row) throw new AppError('NOT_FOUND', LOGO_NOT_FOUND);
  return row;
}
