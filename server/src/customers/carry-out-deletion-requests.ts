import { and, asc, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { customers } from '../db/schema/index.ts';
import type { TQueue } from '../jobs/queue.ts';
import type { TFingerprints } from '../platform/fingerprints.ts';
import { deleteCustomer } from './delete-customer.ts';
import { DELETION_GRACE_DAYS } from './deletion-due.ts';

const BATCH = 200;

/**
 * The nightly run: every customer who asked to be deleted 30 days ago or more, and whom the business has not deleted
 * since, goes through the same anonymising delete as the business's own, one transaction each, so one failure stops
 * nobody else's (the failures fail the job after the others are done, and its retry tries them again). Walks the open
 * requests by their partial index, a batch at a time past the last one seen. Answers how many were deleted.
 */
export async function carryOutDeletionRequests({
  db,
  queue,
  fingerprints,
  now = new Date(),
}: {
  db: TDb;
  queue?: TQueue;
  fingerprints: TFingerprints;
  now?: Date;
}): Promise<number> {
  // Asked at or before this instant: their 30 days are over.
  const due = new Date(now.getTime() - DELETION_GRACE_DAYS * 24 * 60 * 60_000);
  let deleted = 0;
  const failed: unknown[] = [];
  let after: { at: Date; id: string } | null = null;
  for (;;) {
    const batch: { businessId: string; id: string; at: Date | null }[] = await db
      .select({ businessId: customers.businessId, id: customers.id, at: customers.deletionRequestedAt })
      .from(customers)
      .where(
        and(
          isNotNull(customers.deletionRequestedAt),
          isNull(customers.deletedAt),
          lte(customers.deletionRequestedAt, due),
          after
            ? sql`(${customers.deletionRequestedAt}, ${customers.id}) > (${after.at}, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(asc(customers.deletionRequestedAt), asc(customers.id))
      .limit(BATCH);
    for (const c of batch) {
      try {
        await deleteCustomer({ db, queue, fingerprints, businessId: c.businessId, id: c.id });
        deleted += 1;
      } catch (err) {
        failed.push(err);
      }
    }
    const last = batch.at(-1);
    if (!last?.at || batch.length < BATCH) break;
    after = { at: last.at, id: last.id };
  }
  if (failed.length > 0)
    throw new AggregateError(failed, `${failed.length} deletion requests could not be carried out`);
  return deleted;
}
