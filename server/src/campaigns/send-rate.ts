import { sql } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { rawQuery } from '../db/raw-sql.ts';
import { sendRateWindows } from '../db/schema/index.ts';

/** How often a take also prunes seconds long past, so the table stays a few rows per sender. */
const PRUNE_EVERY = 200;

/**
 * Takes up to `wanted` of this second's budget of `perSecond` messages for `sender`, shared by every process through
 * PostgreSQL (one row per sender and second, updated under its row lock). Answers how many were granted (0: wait
 * for the next second).
 */
export async function takeSendBudget({
  db,
  sender,
  perSecond,
  wanted,
}: {
  db: TDb;
  sender: string;
  perSecond: number;
  wanted: number;
}): Promise<number> {
  const second = sql`date_trunc('second', clock_timestamp())`;
  const [row] = await db.transaction(async (tx) => {
    await tx.insert(sendRateWindows).values({ sender, second, used: 0 }).onConflictDoNothing();
    return rawQuery<{ granted: number }>(
      tx,
      sql`
      with cur as (
        select used from ${sendRateWindows} where sender = ${sender} and second = ${second} for update
      )
      update ${sendRateWindows} w set used = w.used + least(${wanted}::int, ${perSecond}::int - cur.used)
      from cur where w.sender = ${sender} and w.second = ${second} and cur.used < ${perSecond}::int
      returning least(${wanted}::int, ${perSecond}::int - cur.used) as granted`,
    );
  });
  if (Math.random() * PRUNE_EVERY < 1) {
    await db.delete(sendRateWindows).where(sql`${sendRateWindows.second} < now() - interval '1 minute'`);
  }
  const granted = row?.granted;
  return granted ? Number(granted) : 0;
}
