import type { TTillProvider } from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { tillEvents } from '../db/schema/index.ts';
import { findTillConnection, type TTillConnectionRow } from './connection-row.ts';

/** Marks an event settled (its sale is up to date, or there was nothing to do); a compliance request's subject goes. */
export async function markEventSettled({ db, businessId, id }: { db: TDb; businessId: string; id: string }) {
  await db
    .update(tillEvents)
    .set({ processedAt: new Date(), request: null })
    .where(and(eq(tillEvents.businessId, businessId), eq(tillEvents.id, id)));
}

/**
 * A stored webhook event about to be settled, with its business's connection to the till (null once disconnected) and
 * `settled` to mark it done; null when it is gone or already settled (its job ran before).
 */
export async function openTillEvent({
  db,
  businessId,
  eventRowId,
  provider,
}: {
  db: TDb;
  businessId: string;
  eventRowId: string;
  provider: TTillProvider;
}): Promise<{
  event: typeof tillEvents.$inferSelect;
  connection: TTillConnectionRow | null;
  settled: () => Promise<void>;
} | null> {
  const [event] = await db
    .select()
    .from(tillEvents)
    .where(and(eq(tillEvents.businessId, businessId), eq(tillEvents.id, eventRowId)));
  if (!event || event.processedAt) return null;
  const connection = await findTillConnection({ db, businessId, provider });
  return { event, connection, settled: () => markEventSettled({ db, businessId, id: event.id }) };
}
