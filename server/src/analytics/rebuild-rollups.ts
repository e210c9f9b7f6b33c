import { sql } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { rawQuery } from '../db/raw-sql.ts';

/**
 * Recounts one business's rollups from its ledger (analytics_rollups_rebuild in triggers.sql), queued when its
 * currency changed: the rollups sum only amounts in the business's currency, so the purchases recorded in the old one
 * stop counting as spend and count as purchases without an amount.
 *
 * Edge cases: until the job runs, the figures still add the old currency's amounts to the new one's (the rollups are
 * sums; nothing is lost, the recount fixes them). A purchase read with the old currency and written just after the
 * change keeps the old currency on its row and is not counted as spend, like any other amount in the old currency.
 * Changing back restores the old amounts' part after the next recount. The recount holds the business's rollups lock,
 * so check-ins wait for it (one business, once per change); running it twice gives the same rows.
 */
export async function rebuildRollups({ db, businessId }: { db: TDb; businessId: string }): Promise<void> {
  await rawQuery(db, sql`select analytics_rollups_rebuild(${businessId}::text, null, null)`);
}
