import type { TEmailTracking } from '@regulars/contracts';
import { eq } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { businesses } from '../db/schema/index.ts';
import { AppError, BUSINESS_NOT_FOUND } from '../platform/errors.ts';

/** Turns email open tracking on or off; pixels of mail already sent stop counting while it is off. Throws NOT_FOUND. */
export async function setEmailTracking({
  db,
  businessId,
  enabled,
}: {
  db: TDb;
  businessId: string;
  enabled: boolean;
}): Promise<TEmailTracking> {
  const [row] = await db
    .update(businesses)
    .set({ emailTrackingEnabled: enabled })
    .where(eq(businesses.id, businessId))
    .returning({ enabled: businesses.emailTrackingEnabled });
  if (!row) throw new AppError('NOT_FOUND', BUSINESS_NOT_FOUND);
  return row;
}
