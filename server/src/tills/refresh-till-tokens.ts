import { TILL_MESSAGES } from '@regulars/contracts';
import { and, eq, lt } from 'drizzle-orm';
import { tillConnections } from '../db/schema/index.ts';
import { recordTillError } from './connection-row.ts';
import type { TTillDeps } from './settle-square-event.ts';
import { REFRESH_BEFORE_MS, squareAccess, TillAccessError } from './square-access.ts';

/**
 * Daily: every Square connection whose access token expires within a week gets a new one, so a quiet week at the
 * till never leaves a connection expired. A refusal is recorded on the connection's state screen.
 */
export async function refreshTillTokens({ db, secrets, config }: TTillDeps, now = new Date()): Promise<number> {
  const square = config.square;
  if (!square) return 0;
  const due = await db
    .select()
    .from(tillConnections)
    .where(
      and(
        eq(tillConnections.provider, 'square'),
        lt(tillConnections.tokenExpiresAt, new Date(now.getTime() + REFRESH_BEFORE_MS)),
      ),
    );
  let refreshed = 0;
  for (const row of due) {
    try {
      await squareAccess({ db, secrets, square, row, now });
      refreshed++;
    } catch (err) {
      const message = err instanceof TillAccessError ? err.message : TILL_MESSAGES.unreachable;
      await recordTillError({ db, row, message });
    }
  }
  return refreshed;
}
