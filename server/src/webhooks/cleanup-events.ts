import { sql } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { rawQuery } from '../db/raw-sql.ts';

const DAY = 86_400_000;
/** How long the outbox keeps an event once every delivery of it has settled: the delivery log's month. */
export const WEBHOOK_RETENTION_DAYS = 30;
const BATCH = 1000;

/**
 * Empties the outbox of what it no longer needs: events older than 30 days none of whose deliveries is still pending
 * (each delivered or given up; or none left, their endpoint deleted), with their deliveries (the foreign key's
 * cascade). In batches, each its own statement and transaction, so a month of a busy business's events never holds
 * one long lock. A pending delivery keeps its event whatever its age: Redeliver and the retries read it. Answers how
 * many events went.
 */
export async function cleanupWebhookEvents({
  db,
  now = new Date(),
  businessId = null,
  batchSize = BATCH,
}: {
  db: TDb;
  now?: Date;
  /** One business only (tests); every business by default. */
  businessId?: string | null;
  batchSize?: number;
}): Promise<number> {
  const cutoff = new Date(now.getTime() - WEBHOOK_RETENTION_DAYS * DAY).toISOString();
  let total = 0;
  for (;;) {
    const [row] = await rawQuery<{ n: number }>(
      db,
      sql`with doomed as (
          select e.business_id, e.id from webhook_events e
          where e.created_at < ${cutoff}::timestamptz
            and (${businessId}::text is null or e.business_id = ${businessId}::text)
            and not exists (
              select 1 from webhook_deliveries d
              where d.business_id = e.business_id and d.event_id = e.id and d.status = 'pending')
          limit ${batchSize}),
        gone as (
          delete from webhook_events w using doomed
          where w.business_id = doomed.business_id and w.id = doomed.id
          returning 1)
        select count(*)::int as n from gone`,
    );
    const n = Number(row?.n ?? 0);
    total += n;
    if (n < batchSize) return total;
  }
}
