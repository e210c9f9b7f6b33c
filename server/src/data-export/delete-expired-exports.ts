import { lt, or } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { dataExports } from '../db/schema/index.ts';

const WEEK_MS = 7 * 24 * 3_600_000;

/**
 * Deletes exports whose download expired (their parts go with them, by the foreign key), and any export (a failed
 * or stalled one) after a week. Returns how many went.
 */
export async function deleteExpiredExports({ db, now = new Date() }: { db: TExecutor; now?: Date }): Promise<number> {
  const gone = await db
    .delete(dataExports)
    .where(or(lt(dataExports.expiresAt, now), lt(dataExports.createdAt, new Date(now.getTime() - WEEK_MS))))
    .returning({ id: dataExports.id });
  return gone.length;
}
