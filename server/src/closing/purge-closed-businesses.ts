import { CLOSING_GRACE_DAYS } from '@regulars/contracts';
import { and, asc, isNotNull, lte } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { businesses } from '../db/schema/index.ts';
import { purgeBusiness } from './purge-business.ts';

const BATCH = 20;

/**
 * The daily run: every business closed more than the grace period ago is deleted, each in its own transaction, so
 * one failure stops nobody else's (the failures fail the job after the others are done, and the next run tries them
 * again). Answers how many were purged.
 */
export async function purgeClosedBusinesses({ db, now = new Date() }: { db: TDb; now?: Date }): Promise<number> {
  const due = new Date(now.getTime() - CLOSING_GRACE_DAYS * 24 * 60 * 60_000);
  // Tried this run (failed, or reopened under our feet): not picked again.
  const seen = new Set<string>();
  const errors: unknown[] = [];
  let purged = 0;
  for (;;) {
    const batch = await db
      .select({ id: businesses.id })
      .from(businesses)
      .where(and(isNotNull(businesses.closedAt), lte(businesses.closedAt, due)))
      .orderBy(asc(businesses.closedAt), asc(businesses.id))
      .limit(BATCH + seen.size);
    const todo = batch.filter((b) => !seen.has(b.id));
    if (todo.length === 0) break;
    for (const { id } of todo) {
      seen.add(id);
      try {
        if (await purgeBusiness({ db, businessId: id, now })) purged += 1;
      } catch (err) {
        errors.push(err);
      }
    }
  }
  if (errors.length > 0) throw new AggregateError(errors, `${errors.length} closed businesses could not be deleted`);
  return purged;
}
