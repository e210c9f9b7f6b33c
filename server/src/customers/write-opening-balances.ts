import type { TDb } from '../db/client.ts';
import { rawQuery } from '../db/raw-sql.ts';
import { lockImportBatch } from './import-batch.ts';

/** A row of a stopped request (never marked ready) is taken by the sweep after this long. */
const ABANDONED_AFTER = "interval '1 hour'";

/**
 * The job after an import request: writes the opening balances its new customers brought (waiting in
 * import_opening_balances under their customer numbers, one row per request) as memberships and `opening_balance`
 * ledger rows dated at the import, one row (up to 5,000 customers) a transaction, deleting each row it writes. A number
 * whose row did not go in (a duplicate, a failure, an update of a customer already here) names no customer of this
 * import and is skipped, as is a customer deleted meanwhile. Rows another run holds are skipped, so the runs queued by a
 * file's several requests share the work. The import's advisory lock is held shared, as its batches hold it: an undo
 * waits, removes the rows still waiting, and a run after it finds none.
 * The customers' points totals were written with them; a membership made meanwhile (a check-in in the seconds
 * between) gets the balance added to it, as a check-in adds its points to the balance it finds, so neither write is
 * lost whichever comes first. Returns how many balances it wrote.
 */
export async function writeOpeningBalances({
  db,
  businessId,
  importId,
}: {
  db: TDb;
  businessId: string;
  importId: string;
}): Promise<number> {
  const [waiting] = await rawQuery<{ id: string }>(db, {
    text: `select id from import_opening_balances where business_id = $1 and batch_id = $2
      and (ready or created_at < now() - ${ABANDONED_AFTER}) limit 1`,
    values: [businessId, importId],
  });
  if (!waiting) return 0;
  // The import has just written its customers, faster than autovacuum's statistics follow: with the business still
  // counted at its size before (a handful of rows), the planner would walk all of its customers for each one waiting.
  await rawQuery(db, { text: 'analyze customers', values: [] });
  let written = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      await lockImportBatch(tx, businessId, importId, 'shared');
      const [row] = await rawQuery<{ taken: number; written: number }>(tx, {
        name: 'customers_write_opening_balances',
        text: WRITE_STATEMENT,
        values: [businessId, importId],
      });
      written += Number(row?.written ?? 0);
      return Number(row?.taken ?? 0) === 0;
    });
    if (done) return written;
  }
}

// `live`: the numbers that are this import's customers, still here (one probe each).
const WRITE_STATEMENT = `
  with taken as (
    delete from import_opening_balances
    where business_id = $1 and id in (
      select id from import_opening_balances where business_id = $1 and batch_id = $2
        and (ready or created_at < now() - ${ABANDONED_AFTER})
      order by id limit 1 for update skip locked)
    returning balances
  ), waiting as (
    select e->>'u' as unique_customer_id, e->'balances' as balances
    from taken cross join jsonb_array_elements(taken.balances::jsonb) as e
  ), import as (
    select created_at from import_batches where business_id = $1 and id = $2 and undone_at is null
  ), live as (
    select c.id as customer_id, w.balances from waiting w
    join customers c on c.business_id = $1 and c.unique_customer_id = w.unique_customer_id
    where c.import_batch_id = $2 and c.deleted_at is null
  ), opening as (
    select live.customer_id, b.*, import.created_at
    from live cross join import
    cross join jsonb_to_recordset(live.balances) as b("programId" uuid, points int, stamps int, "expiresAt" timestamptz)
  ), progress as (
    insert into customer_program_progress as p (business_id, customer_id, program_id, points_balance, total_earned,
      stamps_current, last_activity_at)
    select $1, customer_id, "programId", points, points, stamps, created_at from opening
    order by customer_id, "programId"
    on conflict (business_id, customer_id, program_id) do update set
      points_balance = p.points_balance + excluded.points_balance,
      total_earned = p.total_earned + excluded.total_earned,
      stamps_current = p.stamps_current + excluded.stamps_current
  ), ledger as (
    insert into transactions (business_id, customer_id, program_id, type, points, stamps, points_expire_at, created_at)
    select $1, customer_id, "programId", 'opening_balance', points, stamps, "expiresAt", created_at
    from opening order by customer_id, "programId"
    returning 1
  )
  select (select count(*)::int from taken) as taken, (select count(*)::int from ledger) as written`;

/**
 * The balances of every import still waiting (a request whose process stopped before it queued the job, or midway,
 * leaves them): written as that job would. Balances a running job is writing are skipped by it or wait for it.
 */
export async function sweepOpeningBalances({ db }: { db: TDb }): Promise<number> {
  const waiting = await rawQuery<{ business_id: string; batch_id: string }>(db, {
    text: `select distinct business_id, batch_id from import_opening_balances
      where ready or created_at < now() - ${ABANDONED_AFTER}`,
    values: [],
  });
  let written = 0;
  for (const w of waiting)
    written += await writeOpeningBalances({ db, businessId: w.business_id, importId: w.batch_id });
  return written;
}
