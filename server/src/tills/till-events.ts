import { and, eq } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { tillEvents } from '../db/schema/index.ts';

/** Marks an event settled (its sale is up to date, or there was nothing to do); a compliance request's subject goes. */
export async function markEventSettled({ db, businessId, id }: { db: TDb; businessId: string; id: string }) {
  await db
    .update(tillEvents)
    .set({ processedAt: new Date(), request: null })
    .where(and(eq(tillEvents.businessId, businessId), eq(tillEvents.id, id)));
}
