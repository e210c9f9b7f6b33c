import { sql } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { rawQuery } from '../db/raw-sql.ts';

const DAY = 86_400_000;

/**
 * Folds the ledger counters that check-ins spread over slots (schema/analytics-rollups.ts) back into one row per
 * day, program and kind, for every day before yesterday in UTC: a day that has ended in every time zone. Figures do
 * not change, only how many rows a year's analytics reads. Answers how many spread rows were folded.
 */
export async function compactRollups({
  db,
  now = new Date(),
  businessId = null,
}: {
  db: TDb;
  now?: Date;
  /** One business only (tests); every business by default. */
  businessId?: string | null;
}): Promise<number> {
  const before = new Date(now.getTime() - DAY).toISOString().slice(0, 10);
  const [row] = await rawQuery<{ folded: number }>(
    db,
    sql`select analytics_rollups_compact(${before}::date, ${businessId}::text) as folded`,
  );
  return row.folded;
}
