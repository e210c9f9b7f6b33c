import { RHYTHM_RECENT_GAPS } from '@regulars/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { rawQuery } from '../db/raw-sql.ts';
import { customerRhythms } from '../db/schema/index.ts';
import type { TQueue } from '../jobs/queue.ts';
import { ANALYTICS_JOBS } from './jobs.ts';
import { rhythmOf } from './rhythm-of.ts';

/** Customers read and written per statement: bounded memory and short transactions at 100,000 customers. */
const BATCH = 2000;

/**
 * Keeps every customer's rhythm of one business (the nightly job, per business): their latest visit days, read with
 * one index walk each as the customer's page reads them, through the same rule (rhythm-of.ts), in batches by
 * customer id. A customer with too few days (or none left after an undo or an erasure) has no row. Answers how many
 * customers have a rhythm.
 */
export async function refreshBusinessRhythms({ db, businessId }: { db: TDb; businessId: string }): Promise<number> {
  let after = '00000000-0000-0000-0000-000000000000';
  let kept = 0;
  for (;;) {
    const rows = await rawQuery<{ id: string; today: string; days: string[] }>(
      db,
      sql`select c.id, ((now() at time zone coalesce(b.time_zone, 'UTC'))::date)::text as today,
          array(
            select d.day::text from customer_activity_days d
            where d.business_id = c.business_id and d.customer_id = c.id and d.checkins > 0
            order by d.day desc limit ${RHYTHM_RECENT_GAPS + 1}
          ) as days
        from customers c join businesses b on b.id = c.business_id
        where c.business_id = ${businessId} and c.deleted_at is null and c.id > ${after}::uuid
        order by c.id limit ${BATCH}`,
    );
    if (rows.length === 0) return kept;
    after = rows.at(-1)?.id ?? after;
    const rhythms = rows.flatMap((row) => {
      const { rhythm } = rhythmOf(row.days, row.today);
      return rhythm
        ? [
            {
              customerId: row.id,
              usualGapDays: rhythm.usualGapDays,
              spreadDays: rhythm.spreadDays,
              lastVisitOn: rhythm.lastVisitOn,
            },
          ]
        : [];
    });
    const withRhythm = new Set(rhythms.map((r) => r.customerId));
    const without = rows.map((r) => r.id).filter((id) => !withRhythm.has(id));
    await db.transaction(async (tx) => {
      if (rhythms.length > 0) {
        await tx
          .insert(customerRhythms)
          .values(rhythms.map((r) => ({ businessId, ...r })))
          .onConflictDoUpdate({
            target: [customerRhythms.businessId, customerRhythms.customerId],
            set: {
              usualGapDays: sql`excluded.usual_gap_days`,
              spreadDays: sql`excluded.spread_days`,
              lastVisitOn: sql`excluded.last_visit_on`,
              refreshedAt: sql`now()`,
            },
          });
      }
      if (without.length > 0) {
        await tx
          .delete(customerRhythms)
          .where(and(eq(customerRhythms.businessId, businessId), inArray(customerRhythms.customerId, without)));
      }
    });
    kept += rhythms.length;
  }
}

/** The nightly job: one refresh job per open business that has customers (their rhythms' days rolled on). */
export async function queueRhythmRefreshes({ db, queue }: { db: TDb; queue: TQueue }): Promise<number> {
  const rows = await rawQuery<{ businessId: string }>(
    db,
    sql`select b.id as "businessId" from businesses b
      where b.closed_at is null and exists (select 1 from customers c where c.business_id = b.id)`,
  );
  for (const { businessId } of rows) await queue.send(ANALYTICS_JOBS.refreshRhythms, { businessId });
  return rows.length;
}
