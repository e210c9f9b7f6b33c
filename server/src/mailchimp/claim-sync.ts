import { and, eq, isNotNull, isNull, lt, ne, or } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { mailchimpConnections } from '../db/schema/index.ts';
import type { TQueue } from '../jobs/queue.ts';
import { STALE_RUN_MS } from './connection-row.ts';
import { MAILCHIMP_JOBS } from './jobs.ts';

/**
 * Marks the business's sync as running and queues its job, both or neither (one transaction): 'running' means queued
 * or in progress, so the page shows it at once and a second request (a click, the nightly run) does not queue a
 * second job beside it. A claim older than STALE_RUN_MS is taken over (its worker died). False when there is nothing
 * to sync (no connection, no audience) or a sync is already running.
 */
export async function claimSync({
  db,
  queue,
  businessId,
}: {
  db: TExecutor;
  queue: TQueue;
  businessId: string;
}): Promise<boolean> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const claimed = await tx
      .update(mailchimpConnections)
      .set({ lastSyncStatus: 'running', updatedAt: now })
      .where(
        and(
          eq(mailchimpConnections.businessId, businessId),
          isNotNull(mailchimpConnections.audienceId),
          or(
            isNull(mailchimpConnections.lastSyncStatus),
            ne(mailchimpConnections.lastSyncStatus, 'running'),
            lt(mailchimpConnections.updatedAt, new Date(now.getTime() - STALE_RUN_MS)),
          ),
        ),
      )
      .returning({ businessId: mailchimpConnections.businessId });
    if (claimed.length === 0) return false;
    // The payload names the business only: the job reads the key from the database (never into pg-boss's rows).
    await queue.send(MAILCHIMP_JOBS.syncMailchimp, { businessId }, { tx });
    return true;
  });
}
