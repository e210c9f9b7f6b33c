import { eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { businessLogos } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';

export const LOGO_NOT_FOUND = 'No such logo';

/** The logo's file, current version and content hash, for anyone with its address (emails show it). Throws NOT_FOUND. */
export async function getPublicLogo({ db, businessId }: { db: TExecutor; businessId: string }): Promise<{
  contentType: 'image/png' | 'image/jpeg';
  bytes: Buffer;
  version: number;
  contentHash: string;
}> {
  const [row] = await db
    .select({
      contentType: businessLogos.contentType,
      bytes: businessLogos.bytes,
      version: businessLogos.version,
      contentHash: businessLogos.contentHash,
    })
    .from(businessLogos)
    .where(eq(businessLogos.businessId, businessId));
  if (!row) throw new AppError('NOT_FOUND', LOGO_NOT_FOUND);
  return row;
}

/** Whether an If-None-Match header names this file (a list, a weak tag, or `*`). */
export function matchesEtag(header: string | undefined, hash: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === `"${hash}"`;
  });
}
